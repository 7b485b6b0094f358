"""PNGs of each main page of the offline demo (the image host unreachable, as on a laptop with no
network) at a desktop and a phone viewport, into docs/screenshots/ as NAME-WIDTH.png. Each shot
is the whole page, as tall as its content (at most 4000 px).

Usage: screenshots.py BIN_DIR OUTPUT_DIR"""

import os
import sys

from harness import Guide, set_viewport, status_of, wait_for_images

SIZES = [(1280, 900), (390, 844)]


def main():
    bin_dir, output = sys.argv[1], sys.argv[2]
    os.makedirs(output, exist_ok=True)
    # A page that is gone leaves no stale picture behind.
    for old in os.listdir(output):
        if old.endswith(".png"):
            os.remove(os.path.join(output, old))
    guide = Guide(bin_dir, offline=True)
    try:
        attractions = guide.api("GET", "/api/attractions")
        places = guide.api("GET", "/api/places")
        paris = next(p for p in places if p["title"] == "Paris")
        photo = guide.api("GET", f"/api/places/{paris['id']}/photos?limit=1")[0]
        for recent in guide.api("GET", f"/api/places/{paris['id']}/photos?limit=4"):
            guide.api("POST", "/api/recents", {"id": recent["id"]})
        first = attractions[0]["id"]
        pages = {
            "places": "/",
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
