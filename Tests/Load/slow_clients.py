"""Slow clients and a slow image host against outings-web, on loopback only; prints what it saw.

1. trickle: FLOOD sockets from 127.0.0.2 each send one header byte every 4 s for SECONDS;
   meanwhile a GET / from 127.0.0.3 every second (5 s timeout). Reports how many flood sockets
   the server refused at once, how many it cut and when, and how the other address was served.
2. images: 16 uncached thumbnails from 127.0.0.4, the image host a listener that never answers;
   then a page from 127.0.0.5, timed.
3. stop: SIGTERM with those images in flight, timed to exit.

Usage: slow_clients.py BIN_DIR [FLOOD [SECONDS]]   (BIN_DIR holds outings and outings-web)
Every loop is bounded in count and time; everything it starts is stopped by pid."""

import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

PARIS = "EsIQUYZXU79_kEA"


def request(port, path, source, timeout=5.0):
    """One GET from `source`; (status, seconds) or (None, seconds) when it failed or timed out."""
    started = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout,
                                      source_address=(source, 0)) as client:
            client.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                           "Connection: close\r\n\r\n".encode())
            data = b""
            while True:
                chunk = client.recv(65536)
                if not chunk:
                    break
                data += chunk
        status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else None
        return status, time.monotonic() - started, data
    except OSError:
        return None, time.monotonic() - started, b""


def trickle(port, flood, seconds):
    sockets, refused = [], 0
    for _ in range(flood):
        try:
            client = socket.create_connection(("127.0.0.1", port), timeout=2,
                                              source_address=("127.0.0.2", 0))
            client.setblocking(False)
            sockets.append(client)
        except OSError:
            refused += 1
    opened = time.monotonic()
    alive = {client: 0 for client in sockets}
    closed_at = []
    probes = []

    def probe():
        while time.monotonic() - opened < seconds:
            status, elapsed, _ = request(port, "/", "127.0.0.3")
            probes.append((status, elapsed))
            time.sleep(max(0.0, 1 - elapsed))

    prober = threading.Thread(target=probe)
    prober.start()
    header = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 4096
    next_byte = opened
    while time.monotonic() - opened < seconds:
        now = time.monotonic()
        if now >= next_byte:
            for client in list(alive):
                try:
                    client.send(header[alive[client]:alive[client] + 1])
                    alive[client] += 1
                except OSError:
                    pass
            next_byte = now + 4
        for client in list(alive):
            try:
                if client.recv(4096) == b"":
                    raise OSError
            except BlockingIOError:
                continue
            except OSError:
                pass
            closed_at.append(time.monotonic() - opened)
            del alive[client]
            client.close()
        time.sleep(0.05)
    prober.join()
    for client in alive:
        client.close()
    at_once = sum(1 for t in closed_at if t < 1)
    cut = sorted(t for t in closed_at if t >= 1)
    answered = [e for s, e in probes if s == 200]
    print(f"trickle: {flood} sockets from 127.0.0.2 for {seconds} s: {refused} refused at connect, "
          f"{at_once} closed within 1 s, {len(cut)} cut later"
          + (f" (first at {cut[0]:.1f} s, last at {cut[-1]:.1f} s)" if cut else "")
          + f", {len(alive)} still open at the end")
    print(f"trickle: GET / from 127.0.0.3: {len(answered)} of {len(probes)} answered 200"
          + (f", slowest {max(answered) * 1000:.0f} ms" if answered else ""))


def images(port, blackhole_port):
    photos = json.loads(request(port, f"/api/places/{PARIS}/photos?limit=16", "127.0.0.1")[2]
                        .split(b"\r\n\r\n", 1)[1])
    results = []
    threads = [threading.Thread(target=lambda p=p: results.append(
        request(port, f"/images/{p['id']}/large-square", "127.0.0.4", timeout=60)))
        for p in photos]
    for thread in threads:
        thread.start()
    pages = []
    for _ in range(10):
        time.sleep(0.5)
        pages.append(request(port, "/", "127.0.0.5", timeout=60)[:2])
    answered = [elapsed for status, elapsed in pages if status == 200]
    print(f"images: {len(photos)} uncached images against a host that never answers; "
          f"GET / every 0.5 s: {len(answered)} of {len(pages)} answered 200"
          + (f", slowest {max(answered) * 1000:.0f} ms" if answered else ""))
    return threads, results


def main():
    bin_dir = sys.argv[1]
    flood = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 30
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, flood + 256)), hard))
    home = tempfile.mkdtemp(prefix="slow-clients-")
    blackhole = socket.socket()
    blackhole.bind(("127.0.0.1", 0))
    blackhole.listen(128)
    environment = {"HOME": home, "PATH": "/usr/bin:/bin", "XDG_CACHE_HOME": os.path.join(home, "cache"),
                   "OUTINGS_FLICKR_STATIC_URL":
                       f"http://127.0.0.1:{blackhole.getsockname()[1]}/static/"}
    store = f"sqlite:{home}/guide.sqlite"
    server = None
    try:
        subprocess.run([os.path.join(bin_dir, "outings"), "--store", store, "demo"], env=environment,
                       stdout=subprocess.DEVNULL, check=True, timeout=60)
        server = subprocess.Popen([os.path.join(bin_dir, "outings-web"), "--store", store, "--listen",
                                   "127.0.0.1:0"], env=environment, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
        port = int(server.stdout.readline().decode().rstrip().rstrip("/").rsplit(":", 1)[1])
        trickle(port, flood, seconds)
        threads, results = images(port, blackhole.getsockname()[1])
        started = time.monotonic()
        server.send_signal(15)
        try:
            code = server.wait(timeout=60)
            print(f"stop: SIGTERM with images in flight: exit {code} after "
                  f"{time.monotonic() - started:.1f} s")
        except subprocess.TimeoutExpired:
            print("stop: still running 60 s after SIGTERM")
        for thread in threads:
            thread.join(timeout=60)
        print(f"images: answers {sorted(str(s) for s, _, _ in results)}")
    finally:
        if server and server.poll() is None:
            server.kill()
            server.wait()
        blackhole.close()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
