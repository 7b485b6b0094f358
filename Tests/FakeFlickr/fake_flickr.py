#!/usr/bin/env python3
"""A stand-in for Flickr's REST endpoint, for tests. Serves responses in the recorded shapes of
flickr.places.getTopPlacesList, flickr.photos.search and flickr.photos.licenses.getInfo on
127.0.0.1, logs every request's query as one JSON line, and misbehaves on request, chosen by
the api_key:

  fail-key   -> {"stat":"fail","code":100,"message":"Invalid API Key (Key has invalid format)"}
  http-500   -> HTTP 500
  slow       -> answers after 5 seconds
  not-json   -> an HTML page with status 200
  trickle    -> a valid response, one byte every 0.2 seconds (about two minutes in all)
  gzip-bomb  -> 1 MB of gzip that inflates to 1 GB (Content-Encoding: gzip)
  huge-body  -> 100 MB of JSON whitespace, sent as fast as the client reads
  fat-pages  -> searches answer 498 photos a page whatever per_page asks, 5 pages in all
  million    -> a search page of one million tiny photos (about 20 MB)
  big-title  -> a valid search page just under 64 MB: one photo with a 63 MB title
  big-text   -> a valid search page: one photo with a 23 MB title, just under what Outings keeps
  bad-gzip   -> a body that says Content-Encoding: gzip but is not gzip
  licences-down -> flickr.photos.licenses.getInfo fails (stat "fail", a message with an escape
               sequence); every other method answers as usual

Under /static/ it stands in for live.staticflickr.com: /static/SERVER/ID_SECRET[_SUFFIX].EXT answers
a small real JPEG (a baseline grayscale JPEG made here, its shade and a comment from the file name,
so every URL has its own bytes), and misbehaves by SECRET:

  notimage   -> an HTML page with status 200
  missing    -> HTTP 404
  silent     -> never answers: reads the request, then holds the connection for 60 seconds
  slowbody   -> announces 100000 bytes, sends the first 100, then waits 60 seconds
  huge       -> streams 70 MB of image/jpeg without a Content-Length
  big...     -> a 4096x4096 JPEG (128 KB), so a crash test can kill a writer mid-write
  gzipped    -> the small JPEG sent with Content-Encoding: gzip
  gzipbomb   -> image/jpeg, Content-Encoding: gzip: about 100 KB inflating to 100 MB
  tofile     -> a redirect (302) to file:///etc/passwd
  empty      -> 200 image/jpeg with an empty body
  wrongmagic -> 200 image/jpeg whose body is text, not a JPEG
  pngasjpeg  -> 200 image/jpeg whose body is a PNG
  svg        -> 200 image/svg+xml (a type Outings does not take)
  png, gif, webp -> a small real image of that type, announced as such
  held       -> the small JPEG, held back until the test releases it (see below)

A test waits for a held image request to arrive with GET /control/arrived/NAME (answered once a
request for NAME, the file name, has reached this server, or 504 after 60 seconds) and releases
it with GET /control/release/NAME; a request that comes after the release is not held. Control
requests are not logged.

Usage: fake_flickr.py PORT_FILE LOG_FILE. It writes its port to PORT_FILE once listening and exits
when its parent process goes away or after 10 minutes, so a crashed test leaves nothing behind.
"""
import functools
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

PLACES = [
    ("7.MJR8tTVrIO1EgB", "Paris, Ile-de-France, France", 2700, "48.857", "2.341"),
    ("hVUWVhqbBZlZSrZU", "London, England, United Kingdom", 2400, "51.506", "-0.127"),
    ("big.place", "Fort Collins, Colorado, United States", 620, "40.585", "-105.084"),
]
PHOTO_COUNTS = {place_id: count for place_id, _, count, _, _ in PLACES}
PHOTO_COUNTS["huge.place"] = 10000  # more than Flickr's 4,000-result ceiling; not a top place


# Flickr's licence ids run 0-16; 17 stands for one this client does not know.
LICENSE_IDS = 18


def photo(place_id, number, extras=None):
    """Photo NUMBER of the place. Like Flickr, `license`, `ownername` and the geo fields come only
    when `extras` asks for them (None: every field); every fifth photo is not geotagged, which
    Flickr sends as 0, 0 with accuracy 0."""
    entry = {
        "id": f"{place_id}-{number}", "owner": "12345678@N00", "secret": f"s{number:04d}", "server": "65535",
        "farm": 66, "title": f"Photo {number}", "ispublic": 1, "isfriend": 0, "isfamily": 0,
        "description": {"_content": f"Number {number}"}, "dateupload": str(1760000000 - number),
        "ownername": "Fake Flickr", "tags": "kids park", "latitude": "40.5", "longitude": "-105.08",
        "accuracy": "16", "license": str(number % LICENSE_IDS),
        "place_id": place_id, "originalsecret": f"o{number:04d}", "originalformat": "jpg",
    }
    if number % 5 == 0:
        entry.update(latitude=0, longitude=0, accuracy=0)
    if number % 7 == 0:
        entry["title"] = ""
    if extras is not None:
        asked = set(extras.split(","))
        for extra, keys in (("license", ["license"]), ("owner_name", ["ownername"]),
                            ("geo", ["latitude", "longitude", "accuracy"])):
            if extra not in asked:
                for key in keys:
                    entry.pop(key)
    return entry


def search(query, per_page=None):
    place_id = query.get("place_id", [""])[0]
    per_page = per_page or int(query.get("per_page", ["100"])[0])
    page = int(query.get("page", ["1"])[0])
    total = PHOTO_COUNTS.get(place_id, 0)
    first = (page - 1) * per_page + 1
    numbers = range(first, min(total, first + per_page - 1) + 1)
    pages = max(1, -(-total // per_page))
    return {"photos": {"page": page, "pages": pages, "perpage": per_page, "total": total,
                       "photo": [photo(place_id, n, query.get("extras", [None])[0]) for n in numbers]},
            "stat": "ok"}


def licenses():
    """flickr.photos.licenses.getInfo in Flickr's JSON shape, with names of its own, so a client
    that shows them can be told apart from one that uses a built-in table. Ids past the documented
    0-10 link Creative Commons deeds (as Flickr's 4.0 licences do), ids 1 and 3 as numbers."""
    def url(number):
        if number == 0:
            return ""
        if number > 10:
            return f"https://creativecommons.org/licenses/fake-{number}/4.0/"
        return f"https://licences.example/{number}/"
    return {"licenses": {"license": [
        {"id": number if number in (1, 3) else str(number), "name": f"Fake licence {number}",
         "url": url(number)}
        for number in range(LICENSE_IDS - 1)]}, "stat": "ok"}


def top_places():
    return {"places": {"place": [
        {"place_id": pid, "woeid": "1", "latitude": latitude, "longitude": longitude, "place_url": "/x",
         "place_type": "locality", "place_type_id": "7", "_content": name, "photo_count": str(count)}
        for pid, name, count, latitude, longitude in PLACES], "total": len(PLACES)}, "stat": "ok"}


def huffman_bits(code, length):
    return format(code, "0%db" % length)


# Baseline JPEG pieces: the standard luminance DC table (categories 0-11) and a two-symbol AC
# table whose only symbol used is end-of-block ("00").
DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
DC_CODES = ["00", "010", "011", "100", "101", "110", "1110", "11110", "111110", "1111110",
            "11111110", "111111110"]
AC_BITS = [0, 2] + [0] * 14


def segment(marker, payload):
    return bytes([0xFF, marker]) + (len(payload) + 2).to_bytes(2, "big") + payload


def jpeg(name, width=16, height=16):
    """A flat grayscale image whose shade and COM segment come from `name`."""
    shade = 40 + sum(name.encode()) % 170
    dc = 8 * (shade - 128)  # the DC coefficient of a flat 8x8 block, quantized by 1
    bits = ""
    previous = 0
    for _ in range((width // 8) * (height // 8)):
        diff = dc - previous
        previous = dc
        category = abs(diff).bit_length()
        bits += DC_CODES[category]
        if category:
            bits += huffman_bits(diff if diff > 0 else diff + (1 << category) - 1, category)
        bits += "00"  # end of block: every AC coefficient is zero
    bits += "1" * (-len(bits) % 8)
    scan = bytearray()
    for i in range(0, len(bits), 8):
        byte = int(bits[i:i + 8], 2)
        scan.append(byte)
        if byte == 0xFF:
            scan.append(0x00)  # byte stuffing
    return b"".join([
        b"\xff\xd8",
        segment(0xE0, b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"),
        segment(0xFE, ("fake flickr " + name).encode()),
        segment(0xDB, b"\x00" + b"\x01" * 64),
        segment(0xC0, b"\x08" + height.to_bytes(2, "big") + width.to_bytes(2, "big") + b"\x01\x01\x11\x00"),
        segment(0xC4, b"\x00" + bytes(DC_BITS) + bytes(range(12))),
        segment(0xC4, b"\x10" + bytes(AC_BITS) + b"\x00\xf0"),
        segment(0xDA, b"\x01\x01\x00\x00\x3f\x00"),
        bytes(scan),
        b"\xff\xd9",
    ])


def png():
    """A 1x1 grey PNG."""
    import struct
    import zlib

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\x80"))
            + chunk(b"IEND", b""))


# A 1x1 GIF and a 1x1 lossless WebP, byte for byte.
GIF = bytes.fromhex("47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b")
WEBP = bytes.fromhex("524946461a000000574542505650384c0d0000002f00000010071011118888fe0700")

# SECRET -> (Content-Type, body) for the bodies that are, or pretend to be, images of a type.
TYPED_IMAGES = {
    "empty": ("image/jpeg", lambda: b""),
    "wrongmagic": ("image/jpeg", lambda: b"this is not a JPEG, whatever the header says"),
    "pngasjpeg": ("image/jpeg", png),
    "svg": ("image/svg+xml", lambda: b'<svg xmlns="http://www.w3.org/2000/svg"/>'),
    "png": ("image/png", png),
    "gif": ("image/gif", lambda: GIF),
    "webp": ("image/webp", lambda: WEBP),
}


@functools.lru_cache(maxsize=64)
def big_jpeg(name):
    return jpeg(name, 4096, 4096)


HELD = {}
HELD_LOCK = threading.Lock()


def held(name):
    """The events of held image NAME: (a request for it arrived, it is released)."""
    with HELD_LOCK:
        return HELD.setdefault(name, (threading.Event(), threading.Event()))


class Handler(BaseHTTPRequestHandler):
    log_path = ""

    def do_GET(self):
        url = urlparse(self.path)
        if url.path.startswith("/control/"):
            return self.control(url.path.split("/")[2:])
        query = parse_qs(url.query, keep_blank_values=True)
        with open(self.log_path, "a") as log:
            log.write(json.dumps({"path": url.path, "query": {k: v[0] for k, v in query.items()}}) + "\n")
        if url.path.startswith("/static/"):
            return self.image(url.path.rsplit("/", 1)[-1])
        key = query.get("api_key", [""])[0]
        method = query.get("method", [""])[0]
        if key == "http-500":
            return self.reply(500, b"internal error", "text/plain")
        if key == "slow":
            time.sleep(5)
        if key == "not-json":
            return self.reply(200, b"<html><body>Flickr is down for maintenance</body></html>", "text/html")
        if key in STREAMS:
            try:
                return STREAMS[key](self)
            except (BrokenPipeError, ConnectionResetError):
                return  # the client gave up, as it should

        if key == "fat-pages" and method == "flickr.photos.search":
            body = search({"place_id": ["huge.place"], "page": query.get("page", ["1"])}, per_page=498)
            body["photos"]["pages"] = 5
            return self.reply(200, json.dumps(body).encode(), "application/json")
        if key == "licences-down" and method == "flickr.photos.licenses.getInfo":
            body = {"stat": "fail", "code": 105, "message": "\u001b[2JService currently unavailable"}
            return self.reply(200, json.dumps(body).encode(), "application/json")
        if key == "fail-key":
            body = {"stat": "fail", "code": 100, "message": "Invalid API Key (Key has invalid format)"}
        elif method == "flickr.places.getTopPlacesList":
            body = top_places()
        elif method == "flickr.photos.search":
            body = search(query)
        elif method == "flickr.photos.licenses.getInfo":
            body = licenses()
        else:
            body = {"stat": "fail", "code": 112, "message": f'Method "{method}" not found'}
        self.reply(200, json.dumps(body).encode(), "application/json")

    def control(self, parts):
        if len(parts) != 2 or parts[0] not in ("arrived", "release"):
            return self.reply(404, b"no such control", "text/plain")
        arrived, released = held(parts[1])
        if parts[0] == "release":
            released.set()
            return self.reply(200, b"released", "text/plain")
        if arrived.wait(60):
            return self.reply(200, b"arrived", "text/plain")
        self.reply(504, b"no request arrived", "text/plain")

    def image(self, name):
        secret = name.split("_")[1].split(".")[0] if "_" in name else ""
        if secret == "held":
            arrived, released = held(name)
            arrived.set()
            released.wait(120)
        if secret == "silent":
            time.sleep(60)
            return
        if secret == "notimage":
            return self.reply(200, b"<html><body>Not found</body></html>", "text/html; charset=utf-8")
        if secret == "missing":
            return self.reply(404, b"not found", "text/plain")
        if secret in TYPED_IMAGES:
            content_type, body = TYPED_IMAGES[secret]
            return self.reply(200, body(), content_type)
        if secret == "tofile":
            return self.reply(302, b"", "text/plain", extra={"Location": "file:///etc/passwd"})
        if secret in ("gzipped", "gzipbomb"):
            import zlib
            packer = zlib.compressobj(6, zlib.DEFLATED, 31)
            if secret == "gzipped":
                body = packer.compress(jpeg(name)) + packer.flush()
            else:
                block = b"\0" * (1 << 20)
                body = b"".join([packer.compress(block) for _ in range(100)]) + packer.flush()
            return self.reply(200, body, "image/jpeg", extra={"Content-Encoding": "gzip"})
        try:
            if secret == "slowbody":
                self.send_response(200)
                self.send_header("Content-Type", "image/jpeg")
                self.send_header("Content-Length", "100000")
                self.end_headers()
                self.wfile.write(jpeg(name)[:100])
                self.wfile.flush()
                time.sleep(60)
                return
            if secret == "huge":
                self.send_response(200)
                self.send_header("Content-Type", "image/jpeg")
                self.end_headers()
                chunk = b"\0" * (1 << 20)
                for _ in range(70):
                    self.wfile.write(chunk)
                return
        except (BrokenPipeError, ConnectionResetError):
            return
        self.reply(200, big_jpeg(name) if secret.startswith("big") else jpeg(name), "image/jpeg")

    def reply(self, status, body, content_type, extra=None):
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            for name, value in (extra or {}).items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (a timeout test)

    def log_message(self, *args):
        pass


def trickle(handler):
    body = json.dumps(top_places()).encode()
    send_headers(handler, len(body))
    for byte in body:
        handler.wfile.write(bytes([byte]))
        handler.wfile.flush()
        time.sleep(0.2)


def gzip_bomb(handler):
    body = bomb()
    send_headers(handler, len(body), extra={"Content-Encoding": "gzip"})
    handler.wfile.write(body)


BOMB = []


def bomb():
    """1 GB of JSON whitespace inside a places response, gzipped once (about 1 MB)."""
    if not BOMB:
        import zlib
        packer = zlib.compressobj(9, zlib.DEFLATED, 31)
        parts = [packer.compress(b'{"places":{"place":[')]
        block = b" " * (1 << 20)
        parts += [packer.compress(block) for _ in range(1024)]
        parts += [packer.compress(b"]},\"stat\":\"ok\"}"), packer.flush()]
        BOMB.append(b"".join(parts))
    return BOMB[0]


def huge_body(handler):
    size = 100 << 20
    send_headers(handler, size + 2)
    handler.wfile.write(b"[")
    block = b" " * (1 << 20)
    for _ in range(100):
        handler.wfile.write(block)
    handler.wfile.write(b"]")


def million(handler):
    head = b'{"photos":{"page":1,"pages":1,"photo":['
    tail = b'],"stat":"ok"}'
    entries = [b'{"id":"%d"}' % n for n in range(1000000)]
    size = len(head) + sum(len(e) for e in entries) + len(entries) - 1 + len(tail)
    send_headers(handler, size)
    handler.wfile.write(head + b",".join(entries) + tail)


def big_title(handler, megabytes=63):
    head = b'{"photos":{"page":1,"pages":1,"photo":[{"id":"big","place_id":"big.place","title":"'
    tail = b'"}]},"stat":"ok"}'
    size = (megabytes << 20) - len(head) - len(tail)
    send_headers(handler, len(head) + size + len(tail))
    handler.wfile.write(head)
    block = b"t" * (1 << 20)
    for _ in range(size >> 20):
        handler.wfile.write(block)
    handler.wfile.write(b"t" * (size & ((1 << 20) - 1)) + tail)


def send_headers(handler, length, extra=None):
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(length))
    for name, value in (extra or {}).items():
        handler.send_header(name, value)
    handler.end_headers()


STREAMS = {
    "trickle": trickle, "gzip-bomb": gzip_bomb, "huge-body": huge_body, "million": million, "big-title": big_title,
    "big-text": lambda handler: big_title(handler, 23),
    "bad-gzip": lambda handler: (
        send_headers(handler, 20, extra={"Content-Encoding": "gzip"}), handler.wfile.write(b"this is not gzip ...")),
}


def exit_with_parent(parent):
    deadline = time.time() + 600
    while os.getppid() == parent and time.time() < deadline:
        time.sleep(0.5)
    os._exit(0)


def main():
    # A test runner may start us with SIGTERM blocked; make sure a plain kill stops us.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    port_file, log_file = sys.argv[1], sys.argv[2]
    Handler.log_path = log_file
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=exit_with_parent, args=(os.getppid(),), daemon=True).start()
    with open(port_file + ".tmp", "w") as out:
        out.write(str(server.server_address[1]))
    os.rename(port_file + ".tmp", port_file)
    server.serve_forever()


if __name__ == "__main__":
    main()
