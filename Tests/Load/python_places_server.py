"""The baseline for docs/performance.md: Python's ThreadingHTTPServer serving GET /api/places with
the same JSON as outings-web (same keys, sections by country, places sorted case-insensitively),
read from the same SQLite file on every request, as outings-web does.

Usage: python_places_server.py SQLITE_FILE PORT_FILE"""

import json
import sqlite3
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def places(path):
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = connection.execute("SELECT id, name FROM places").fetchall()
    finally:
        connection.close()
    result = []
    for place_id, name in rows:
        title, _, subtitle = name.partition(", ")
        country = name.rsplit(", ", 1)[-1]
        result.append({"country": country, "id": place_id, "name": name, "subtitle": subtitle, "title": title})
    result.sort(key=lambda p: (p["country"].casefold(), p["country"], p["name"].casefold(), p["id"]))
    return result


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    store = ""

    def do_GET(self):
        if self.path != "/api/places":
            self.send_error(404)
            return
        body = json.dumps(places(self.store), sort_keys=True, separators=(",", ":")).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def main():
    Handler.store = sys.argv[1]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    with open(sys.argv[2], "w") as out:
        out.write(str(server.server_address[1]))
    server.serve_forever()


if __name__ == "__main__":
    main()
