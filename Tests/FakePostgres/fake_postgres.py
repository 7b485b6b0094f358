#!/usr/bin/env python3
"""A stand-in PostgreSQL server for tests of where the password comes from and where it goes.

It speaks just enough of the frontend/backend protocol: declines SSL and GSS encryption, asks for
a cleartext password, writes the password it received to LOG_FILE (one per line), and answers
with a FATAL error whose text repeats that password, so a test can check that Outings never prints
it whatever the server says.

Usage: fake_postgres.py PORT_FILE LOG_FILE. Writes its port to PORT_FILE once listening; exits
when its parent process goes away or after 10 minutes.
"""
import os
import signal
import socket
import struct
import sys
import threading
import time

SSL_REQUEST, GSS_REQUEST = 80877103, 80877104


def read_exactly(conn, count):
    data = b""
    while len(data) < count:
        chunk = conn.recv(count - len(data))
        if not chunk:
            raise ConnectionError("client went away")
        data += chunk
    return data


def startup(conn):
    """Reads startup packets until the real one; returns its parameters."""
    while True:
        length = struct.unpack("!i", read_exactly(conn, 4))[0]
        body = read_exactly(conn, length - 4)
        code = struct.unpack("!i", body[:4])[0]
        if code in (SSL_REQUEST, GSS_REQUEST):
            conn.sendall(b"N")
            continue
        fields = body[4:].split(b"\0")
        return {fields[i].decode(): fields[i + 1].decode() for i in range(0, len(fields) - 1, 2) if fields[i]}


def error(message):
    fields = b"SFATAL\0VFATAL\0C28P01\0M" + message.encode() + b"\0\0"
    return b"E" + struct.pack("!i", len(fields) + 4) + fields


def serve(conn, log_file):
    try:
        params = startup(conn)
        conn.sendall(b"R" + struct.pack("!ii", 8, 3))
        kind = read_exactly(conn, 1)
        length = struct.unpack("!i", read_exactly(conn, 4))[0]
        password = read_exactly(conn, length - 4).rstrip(b"\0").decode()
        if kind == b"p":
            with open(log_file, "a") as log:
                log.write(password + "\n")
        user = params.get("user", "")
        conn.sendall(error(f'password authentication failed for user "{user}" with password "{password}"'))
    except (ConnectionError, OSError, struct.error):
        pass
    finally:
        conn.close()


def exit_with_parent(parent):
    deadline = time.time() + 600
    while os.getppid() == parent and time.time() < deadline:
        time.sleep(0.5)
    os._exit(0)


def main():
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    port_file, log_file = sys.argv[1], sys.argv[2]
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    threading.Thread(target=exit_with_parent, args=(os.getppid(),), daemon=True).start()
    with open(port_file + ".tmp", "w") as out:
        out.write(str(server.getsockname()[1]))
    os.rename(port_file + ".tmp", port_file)
    while True:
        conn, _ = server.accept()
        threading.Thread(target=serve, args=(conn, log_file), daemon=True).start()


if __name__ == "__main__":
    main()
