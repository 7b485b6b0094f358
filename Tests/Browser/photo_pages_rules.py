"""The rules of the pages that show photos, as a visitor meets them: the map of where a place's
photos were taken (inside its box at every width, each dot a working link named by its photo,
the current photo marked on its page), and every shown photo credited, with Flickr's notice in
the footer. Each rule takes the walk (see every_page.py: its driver, guide, `check` and `where`)."""

import html
import re
import urllib.request

from selenium.webdriver.common.by import By

from harness import set_viewport, status_of, wait_for_images
from visitor_rules import FLICKR_NOTICE

# The map (the drawing named by its title, in main), its box and each dot link's box, name,
# target, ARIA state and how it is painted.
MAP_DOTS = """
const svg = document.querySelector('main svg[aria-labelledby]');
if (!svg) return null;
const box = r => { const b = r.getBoundingClientRect();
                   return {left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width}; };
return {box: box(svg), name: document.getElementById(svg.getAttribute('aria-labelledby'))?.textContent,
        dots: [...svg.querySelectorAll('a[href]')].map(a => {
            const shape = a.querySelector('circle, rect, path') || a;
            const style = getComputedStyle(shape);
            return {href: new URL(a.getAttribute('href'), location.href).href, name: a.getAttribute('aria-label') || a.textContent.trim(),
                    current: a.getAttribute('aria-current'), box: box(shape), fill: style.fill};
        })};
"""

# Each tile that shows a photo (a list item with an image of a photo, not a placeholder): the
# photo's id and the tile's text.
PHOTO_TILES = """
return [...document.querySelectorAll('main li')]
    .map(li => [li, [...li.querySelectorAll('img')].map(i => i.getAttribute('src'))
                    .find(s => s.startsWith('/images/'))])
    .filter(([li, src]) => src)
    .map(([li, src]) => ({id: decodeURIComponent(src.split('/')[2]),
                          text: li.textContent.replace(/\\s+/g, ' ').trim()}));
"""

# Page titles already fetched, by address: a dot leads where another dot of another map did.
_TITLES = {}


def page_title(url):
    """The status and `<title>` text of the page at `url`."""
    if url not in _TITLES:
        status = status_of(url)
        title = None
        if status == 200:
            with urllib.request.urlopen(url, timeout=10) as response:
                found = re.search(r"<title>(.*?)</title>", response.read().decode(), re.S)
                title = html.unescape(found.group(1)) if found else None
        _TITLES[url] = (status, title)
    return _TITLES[url]


def photo_map(walk, name, path, size, current=None):
    """The map on `path`: every dot inside the drawing's box, every dot's link answers 200 with
    a page titled by the photo the dot names; with `current` (a photo id), that photo's dot is
    the one marked `aria-current`, drawn larger and in another colour than the others."""
    driver, where = walk.driver, walk.where(size)
    set_viewport(driver, *size)
    driver.get(walk.guide.base + path)
    found = driver.execute_script(MAP_DOTS)
    if not walk.check(found is not None and found["dots"], f"{name} ({where}): a map with dots",
                      f"found {found}"):
        return
    box = found["box"]
    walk.check(box["width"] <= 360.5 and box["right"] <= driver.execute_script("return innerWidth"),
               f"{name} ({where}): the map is at most 360 px wide and fits the window", f"box {box}")
    outside = [d for d in found["dots"] if d["box"]["left"] < box["left"] - 0.5 or d["box"]["top"] < box["top"] - 0.5
               or d["box"]["right"] > box["right"] + 0.5 or d["box"]["bottom"] > box["bottom"] + 0.5]
    walk.check(not outside, f"{name} ({where}): every one of {len(found['dots'])} dots lies inside the map's box",
               f"map {box}, outside {outside[:3]}")
    for dot in found["dots"]:
        status, title = page_title(dot["href"])
        walk.check(status == 200 and title is not None and title.startswith(dot["name"] + " · "),
                   f"{name} ({where}): the dot {dot['name']!r} leads to its photo's page ({dot['href']})",
                   f"status {status}, title {title!r}")
    marked = [d for d in found["dots"] if d["current"] == "page"]
    if current is None:
        walk.check(not marked, f"{name} ({where}): no dot is marked current", f"marked {marked}")
        return
    own = f"{walk.guide.base}/photos/{current}"
    walk.check(len(marked) == 1 and marked[0]["href"] == own,
               f"{name} ({where}): the photo's own dot, and only it, is marked aria-current", f"marked {marked}")
    others = [d for d in found["dots"] if d["current"] != "page"]
    if marked and others:
        walk.check(all(marked[0]["box"]["width"] > d["box"]["width"] and marked[0]["fill"] != d["fill"]
                       for d in others),
                   f"{name} ({where}): the current photo's dot is larger and another colour",
                   f"current {marked[0]}, another {others[0]}")


def credit_and_notice(walk, name, path, size, photo=None, shows_photos=True):
    """The footer carries Flickr's notice, and each photo shown reads "TITLE by OWNER (LICENCE)"
    as its one credit says it: `photo` (one photo's JSON) in the page's credit line, else each
    tile that shows a photo (a grid's or a card's cover; the first three checked in full against
    the API); `shows_photos`: the page must show some (a card shows its cover only once cached)."""
    driver, where = walk.driver, walk.where(size)
    set_viewport(driver, *size)
    driver.get(walk.guide.base + path)
    wait_for_images(driver)
    notice = driver.find_elements(By.CSS_SELECTOR, "footer .notice")
    walk.check(bool(notice) and notice[0].text == FLICKR_NOTICE,
               f"{name} ({where}): the footer carries Flickr's notice")
    if photo is not None:
        lines = driver.find_elements(By.CSS_SELECTOR, "main .credit")
        credit = credit_text(photo)
        walk.check(any(credit in line.text for line in lines), f"{name} ({where}): the photo is credited {credit!r}",
                   f"credit lines {[line.text for line in lines]}")
        return
    tiles = driver.execute_script(PHOTO_TILES)
    if shows_photos:
        walk.check(bool(tiles), f"{name} ({where}): shows photos")
    for tile in tiles[:3]:
        credit = credit_text(walk.guide.api("GET", f"/api/photos/{tile['id']}"))
        walk.check(credit in tile["text"], f"{name} ({where}): the tile of {tile['id']} credits it {credit!r}",
                   f"tile reads {tile['text']!r}")


def credit_text(photo):
    """ "TITLE by OWNER (LICENCE)" from one photo's JSON, the way Flickr asks photos be credited."""
    owner = photo.get("ownerName") or photo.get("owner") or "an unknown owner"
    licence = f" ({photo['licenseName']})" if photo.get("licenseName") else ""
    return f"{photo['title']} by {owner}{licence}"
