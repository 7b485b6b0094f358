"""PNGs of each main page at 1280 and 360 px wide, into docs/screenshots/.

Usage: screenshots.py BIN_DIR OUTPUT_DIR"""

import os
import sys

from selenium.webdriver.common.by import By

from harness import Guide


def main():
    bin_dir, output = sys.argv[1], sys.argv[2]
    os.makedirs(output, exist_ok=True)
    guide = Guide(bin_dir)
    try:
        attractions = guide.api("GET", "/api/attractions")
        places = guide.api("GET", "/api/places")
        paris = next(p for p in places if p["title"] == "Paris")
        photo = guide.api("GET", f"/api/places/{paris['id']}/photos?limit=1")[0]
        for recent in guide.api("GET", f"/api/places/{paris['id']}/photos?limit=4"):
            guide.api("POST", "/api/recents", {"id": recent["id"]})
        pages = {
            "places": "/",
            "place": f"/places/{paris['id']}",
            "photo": f"/photos/{photo['id']}",
            "recents": "/recents",
            "attractions": "/attractions",
            "attraction-edit": f"/attractions/{attractions[0]['id']}/edit",
        }
        for width in (1280, 360):
            driver = guide.browser(width=width, height=800)
            for name, path in pages.items():
                driver.set_window_size(width, 600)
                driver.get(guide.base + path)
                # The whole page: as tall as its content.
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.set_window_size(width, min(max(height, 600), 4000))
                driver.find_element(By.TAG_NAME, "h1")
                file = os.path.join(output, f"{name}-{width}.png")
                driver.save_screenshot(file)
                print(file)
            driver.quit()
            guide.driver = None
    finally:
        guide.stop()


if __name__ == "__main__":
    main()
