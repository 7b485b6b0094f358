"""PNGs of each main page of the demo at a desktop and a phone viewport, into docs/screenshots/ as
NAME-WIDTH.png. Each shot is the whole page, as tall as its content (at most 4000 px). The
household has a child and a place, and a photo is taken at each attraction; the images come from
the test image host (Tests/FakeFlickr: plain grey JPEGs, no network), fetched once so the cards
show them as a cached photo.

Usage: screenshots.py BIN_DIR OUTPUT_DIR"""

import datetime
import json
import os
import sys
import urllib.request

from harness import Guide, set_viewport, status_of, wait_for_images

SIZES = [(1280, 900), (390, 844)]


def main():
    bin_dir, output = sys.argv[1], sys.argv[2]
    os.makedirs(output, exist_ok=True)
    # A page that is gone leaves no stale picture behind.
    for old in os.listdir(output):
        if old.endswith(".png"):
            os.remove(os.path.join(output, old))
    guide = Guide(bin_dir, offline=False)
    try:
        attractions = guide.api("GET", "/api/attractions")
        guide.cli("household", "child", "add", "Ana", "--born", "2022-06-01")
        guide.cli("household", "place", "add", "Home", "--location", "40.5853,-105.0844")
        photos = [{"id": f"9000{n}", "owner": "1@N01", "ownername": "Outings sample", "secret": f"s{n}",
                   "server": "1", "title": f"At {a['name']}", "latitude": str(a["latitude"]),
                   "longitude": str(a["longitude"]), "accuracy": "16", "license": "4",
                   "place_id": "fort-collins"}
                  for n, a in enumerate(attractions) if a.get("latitude") is not None]
        batch = os.path.join(guide.home, "near.json")
        with open(batch, "w") as file:
            json.dump({"photos": {"photo": photos}, "stat": "ok"}, file)
        guide.cli("photos", "import", batch)
        for photo in photos:
            urllib.request.urlopen(f"{guide.base}/images/{photo['id']}/large-square", timeout=30).read()
        today = datetime.date.today()
        saturday = today + datetime.timedelta(days=(5 - today.weekday()) % 7)
        places = guide.api("GET", "/api/places")
        paris = next(p for p in places if p["title"] == "Paris")
        photo = guide.api("GET", f"/api/places/{paris['id']}/photos?limit=1")[0]
        for recent in guide.api("GET", f"/api/places/{paris['id']}/photos?limit=4"):
            guide.api("POST", "/api/recents", {"id": recent["id"]})
        first = attractions[0]["id"]
        pages = {
            "home": f"/?date={saturday.isoformat()}&time=10:00&child=Ana&from=Home&within=25km&setting=either",
            "household": "/household",
            "places": "/places",
            "place": f"/places/{paris['id']}",
            "photo": f"/photos/{photo['id']}",
            "recents": "/recents",
            "attractions": "/attractions",
            "attraction": f"/attractions/{first}",
            "attraction-edit": f"/attractions/{first}/edit",
        }
        driver = guide.browser()
        for width, height in SIZES:
            for name, path in pages.items():
                if status_of(guide.base + path) != 200:
                    print(f"skip - {path} does not answer 200")
                    continue
                set_viewport(driver, width, height)
                driver.get(guide.base + path)
                wait_for_images(driver)
                full = driver.execute_script("return document.documentElement.scrollHeight")
                set_viewport(driver, width, min(max(full, height), 4000))
                file = os.path.join(output, f"{name}-{width}.png")
                driver.save_screenshot(file)
                print(file)
    finally:
        guide.stop()


if __name__ == "__main__":
    main()
