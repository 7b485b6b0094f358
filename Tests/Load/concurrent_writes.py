"""Clients writing at once through one or more outings-web servers on one store; checks that
nothing is lost. Exit 0 when every check holds.

Usage: concurrent_writes.py BASE_URL [BASE_URL ...]  (each http://127.0.0.1:PORT)"""

import json
import sys
import threading
import urllib.error
import urllib.request


def call(base, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read().decode()
            return response.status, json.loads(text) if text else None
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read().decode() or "null")


def at_once(count, work):
    results = [None] * count
    def run(index):
        results[index] = work(index)
    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def check(condition, message):
    print(("ok - " if condition else "FAILED - ") + message)
    if not condition:
        sys.exit(1)


def main():
    bases = sys.argv[1:]
    first = bases[0]
    places = call(first, "GET", "/api/places")[1]
    photos = []
    for place in places:
        photos += [p["id"] for p in call(first, "GET", f"/api/places/{place['id']}/photos?limit=50")[1]]
    photos = photos[:16]
    call(first, "GET", "/api/recents")
    statuses = at_once(16, lambda i: call(bases[i % len(bases)], "POST", "/api/recents", {"id": photos[i]})[0])
    recents = [p["id"] for p in call(first, "GET", "/api/recents")[1]]
    check(statuses == [200] * 16 and set(photos) <= set(recents),
          f"16 clients recording recents at once through {len(bases)} server(s): all 16 kept")

    before = len(call(first, "GET", "/api/attractions")[1])
    statuses = at_once(64, lambda i: call(bases[i % len(bases)], "POST", "/api/attractions",
                                          {"name": f"Concurrent {i}"})[0])
    after = call(first, "GET", "/api/attractions")[1]
    check(statuses == [201] * 64 and len(after) == before + 64
          and [a["position"] for a in after] == list(range(1, len(after) + 1)),
          f"64 clients adding attractions at once through {len(bases)} server(s): {len(after) - before} added, positions 1...{len(after)}")

    target = after[0]
    fields = {k: target[k] for k in ["name", "type", "inside", "description", "website", "version"]}
    results = at_once(16, lambda i: call(bases[i % len(bases)], "PUT", f"/api/attractions/{target['id']}",
                                         dict(fields, description=f"edit {i}"))[0])
    final = call(first, "GET", f"/api/attractions/{target['id']}")[1]
    check(results.count(200) == 1 and results.count(409) == 15 and final["version"] == target["version"] + 1,
          "16 clients saving the same version at once: one saved, 15 conflicts (409), nothing overwritten")


if __name__ == "__main__":
    main()
