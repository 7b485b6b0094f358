"""The rules of particular pages, as a visitor meets them: the photo page (its credit on screen,
a way back that names the place, previous and next), a form with several problems, a conflict
that keeps what was typed, clearing recents, the favicon, link names, and what an image address
answers. Each rule takes the walk (see every_page.py: its driver, guide, `check` and `where`) and
finds things by their text, labels, links and ARIA state, not by markup."""

import time
import urllib.error
import urllib.request

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By

from harness import set_viewport, status_of, wait_for_images

# The boxes of each occurrence of a text, for "is it visible without scrolling".
FIND_TEXT_BOXES = """
const wanted = arguments[0].toLowerCase();
const root = arguments[1] ? document.querySelector(arguments[1]) : document.body;
const walker = document.createTreeWalker(root || document.body, NodeFilter.SHOW_TEXT);
const boxes = [];
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.data.toLowerCase().indexOf(wanted);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + wanted.length);
    const r = range.getBoundingClientRect();
    if (r.width > 0 && r.height > 0)
        boxes.push({top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                    inLink: !!node.parentElement.closest('a[href]')});
}
return {boxes: boxes, width: innerWidth, height: innerHeight};
"""

# Every link's accessible name (aria-label, else its text and image alt texts) and target (read
# from the attribute: an SVG link's `href` is no string).
LINK_NAMES = """
return [...document.querySelectorAll('a[href]')].map(a => ({
    name: (a.getAttribute('aria-label') || (a.textContent + ' ' +
           [...a.querySelectorAll('img[alt]')].map(i => i.alt).join(' '))).replace(/\\s+/g, ' ').trim(),
    href: new URL(a.getAttribute('href'), location.href).href}));
"""


def text_on_screen(driver, text, in_link=False, within=None):
    """Whether `text` (case-insensitive) appears fully inside the viewport at the current scroll
    position, optionally as (part of) a link's text or inside the element `within` (a CSS
    selector); with the boxes seen, for the message."""
    found = driver.execute_script(FIND_TEXT_BOXES, text, within)
    boxes = [b for b in found["boxes"] if b["inLink"] or not in_link]
    visible = any(b["top"] >= 0 and b["left"] >= 0 and b["bottom"] <= found["height"]
                  and b["right"] <= found["width"] for b in boxes)
    return visible, f"viewport {found['width']}x{found['height']}, boxes {boxes}"


def field(driver, label):
    """The form control whose label starts with `label`, as a person finds it (a label that
    names it with `for`, or one that wraps it)."""
    for element in driver.find_elements(By.TAG_NAME, "label"):
        if not element.text.strip().lower().startswith(label.lower()):
            continue
        if element.get_attribute("for"):
            return driver.find_element(By.ID, element.get_attribute("for"))
        inside = element.find_elements(By.CSS_SELECTOR, "input, textarea, select")
        if inside:
            return inside[0]
    raise NoSuchElementException(f"no field labelled {label!r}")


def button(container, starts_with):
    """The submit button in `container` whose text starts with `starts_with` (any case)."""
    for candidate in container.find_elements(By.CSS_SELECTOR, "button, input[type=submit]"):
        if (candidate.text or candidate.get_attribute("value") or "").strip().lower().startswith(starts_with):
            return candidate
    raise NoSuchElementException(f"no {starts_with!r} button")


def click_and_wait(driver, element):
    """Clicks what submits a form, then waits until the old document is gone and the new one
    has loaded (the click returns before the answer arrives on a busy machine)."""
    old = driver.find_element(By.TAG_NAME, "html")
    element.click()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            old.is_enabled()
        except WebDriverException as error:
            # Chromium answers a node of a document being replaced with either error.
            gone = isinstance(error, StaleElementReferenceException) or \
                "does not belong to the document" in str(error)
            if not gone:
                raise
            if driver.execute_script("return document.readyState") == "complete":
                return
        time.sleep(0.05)
    raise TimeoutError("the form's answer did not load")


def save(driver, control):
    """Presses Save in the form that holds `control`."""
    click_and_wait(driver, button(control.find_element(By.XPATH, "./ancestor::form"), "save"))


FLICKR_NOTICE = "This product uses the Flickr API but is not endorsed or certified by SmugMug, Inc."


def photo_credit_on_screen(walk, photo, size):
    """The photo's title (its heading), owner, licence (a link to its deed) and "View on Flickr"
    fit the first screen, and the page carries Flickr's notice."""
    driver = walk.driver
    set_viewport(driver, *size)
    driver.get(f"{walk.guide.base}/photos/{photo['id']}")
    wait_for_images(driver)
    where = walk.where(size)
    walk.check(photo["title"] in driver.find_element(By.TAG_NAME, "h1").text,
               f"photo page ({where}): the heading names the photo")
    # The title as the page's heading (breadcrumbs may name it too, higher up).
    wanted = [("the title", photo["title"], False, "h1"),
              ("the owner credit", photo["owner"], False, None),
              ("the \"View on Flickr\" link", "View on Flickr", True, None)]
    if photo.get("licenseName"):
        wanted.append(("the licence link", photo["licenseName"], True, "p.credit"))
    for label, text, in_link, within in wanted:
        visible, detail = text_on_screen(driver, text, in_link, within)
        walk.check(visible, f"photo page ({where}): {label} is visible without scrolling", detail)
    notice = driver.find_elements(By.CSS_SELECTOR, "footer .notice")
    walk.check(bool(notice) and notice[0].text == FLICKR_NOTICE,
               f"photo page ({where}): the footer carries Flickr's notice")


def photo_navigation(walk, place, photos):
    """On a photo in the middle of its place: a link back to the place that names it, and links
    to the photos before and after it in the place's order."""
    driver, base = walk.driver, walk.guide.base
    middle = photos[1]
    driver.get(f"{base}/photos/{middle['id']}")
    links = driver.execute_script(LINK_NAMES)
    back = [link for link in links if link["href"] == f"{base}/places/{place['id']}"]
    walk.check(any(place["title"] in link["name"] for link in back),
               f"photo page ({walk.setting}): a link back to the place names it ({place['title']!r})",
               f"links to the place: {back}")
    targets = {link["href"] for link in links}
    for label, neighbour in [("previous", photos[0]), ("next", photos[2])]:
        walk.check(f"{base}/photos/{neighbour['id']}" in targets,
                   f"photo page ({walk.setting}): a plain link to the {label} photo of the place")


def link_names_say_where(walk, name):
    """Links with the same name lead to the same place ("City Zoo website", not five "website")."""
    targets = {}
    for link in walk.driver.execute_script(LINK_NAMES):
        targets.setdefault(link["name"].lower(), set()).add(link["href"])
    ambiguous = {text: sorted(hrefs) for text, hrefs in targets.items() if len(hrefs) > 1}
    walk.check(not ambiguous, f"{name} ({walk.setting}): no two links share a name but not a target",
               f"{ambiguous}")


def errors_at_once(walk, size):
    """Empty name and a website that is not http(s): both problems on one answer."""
    driver, where = walk.driver, walk.where(size)
    driver.get(walk.guide.base + "/attractions/new")
    name = field(driver, "Name")
    website = field(driver, "Website")
    # The browser's own checks (required, type=url) would stop the form before the server sees
    # it; the server's answer is what is measured here.
    driver.execute_script("arguments[0].noValidate = true", name.find_element(By.XPATH, "./ancestor::form"))
    name.clear()
    # Long and without a space: the messages quote it, and the page must still fit 360 px.
    typed = "ftp://" + "a-long-address." * 20 + "example"
    website.send_keys(typed)
    before = len(walk.guide.api("GET", "/api/attractions"))
    save(driver, name)
    walk.check(len(walk.guide.api("GET", "/api/attractions")) == before,
               f"form with errors ({where}): nothing was added")
    # Each field with a problem is marked (aria-invalid), tied to its message
    # (aria-describedby) and linked from the summary at the top.
    invalid = driver.find_elements(By.CSS_SELECTOR, "[aria-invalid=true]")
    walk.check(len(invalid) >= 2, f"form with errors ({where}): both fields are marked aria-invalid",
               f"aria-invalid on {[e.get_attribute('id') for e in invalid]}")
    for element in invalid:
        identifier = element.get_attribute("id")
        described = (element.get_attribute("aria-describedby") or "").split()
        messages = [driver.execute_script(
            "const e = document.getElementById(arguments[0]); return e ? e.textContent.trim() : ''", d)
            for d in described]
        walk.check(any(messages), f"form with errors ({where}): #{identifier} has a message tied by "
                   "aria-describedby", f"aria-describedby={described!r}")
        walk.check(bool(driver.find_elements(By.CSS_SELECTOR, f"a[href='#{identifier}']")),
                   f"form with errors ({where}): the summary links to #{identifier}")
    walk.check(field(driver, "Website").get_attribute("value") == typed,
               f"form with errors ({where}): the typed website is kept")
    walk.page_rules("form with errors", size)


def conflict_keeps_typing(walk, attraction_id, size):
    """The form is loaded, another client saves, then this one saves its own description."""
    driver, guide, where = walk.driver, walk.guide, walk.where(size)
    driver.get(f"{guide.base}/attractions/{attraction_id}/edit")
    stored = guide.api("GET", f"/api/attractions/{attraction_id}")
    changed = {k: stored[k] for k in ["name", "type", "inside", "description", "website", "version"]}
    changed["name"] = f"{stored['name']} (changed elsewhere)"
    guide.api("PUT", f"/api/attractions/{attraction_id}", changed)
    typed = f"Typed at {size[0]} px while someone else saved"
    description = field(driver, "Description")
    description.clear()
    description.send_keys(typed)
    save(driver, description)
    after = guide.api("GET", f"/api/attractions/{attraction_id}")
    walk.check(after["description"] != typed and after["name"] == changed["name"],
               f"conflict ({where}): the other client's save is not overwritten")
    # Nothing typed is lost: the conflict page offers the user's values in a field they can edit.
    kept = driver.execute_script(
        "return [...document.querySelectorAll('input:not([type=hidden]), textarea')]"
        ".find(f => f.value === arguments[0]) || null", typed)
    walk.check(kept is not None, f"conflict ({where}): the page keeps the typed description in a form field")
    walk.page_rules("conflict", size)
    if kept is None:
        return
    # Saving from there applies the user's values over the version now stored.
    save(driver, kept)
    walk.check(guide.api("GET", f"/api/attractions/{attraction_id}")["description"] == typed,
               f"conflict ({where}): saving again from it stores the typed description")


def clear_recents(walk):
    """Recents has a Clear button; after it, recents are empty and the page leads to Places."""
    driver, base = walk.driver, walk.guide.base
    driver.get(base + "/recents")
    try:
        click_and_wait(driver, button(driver, "clear"))
    except NoSuchElementException:
        walk.check(False, f"recents ({walk.setting}): a Clear recents button")
        return
    walk.check(walk.guide.api("GET", "/api/recents") == [], f"recents ({walk.setting}): Clear empties them")
    driver.get(base + "/recents")
    in_main = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a[href]")]
    walk.check(f"{base}/" in in_main, f"recents ({walk.setting}): the empty recents link to Places",
               f"links in main: {in_main}")


def favicon(walk):
    """The icon a page names (or /favicon.ico) answers with an image."""
    walk.driver.get(walk.guide.base + "/")
    icons = walk.driver.find_elements(By.CSS_SELECTOR, "link[rel~=icon]")
    url = icons[0].get_attribute("href") if icons else walk.guide.base + "/favicon.ico"
    walk.check(url.startswith("data:image/") or status_of(url) == 200, f"favicon ({walk.setting}): {url} answers 200")


def image_answers(walk, photo, offline):
    """An image address always answers an image; offline it is the placeholder, marked so."""
    url = f"{walk.guide.base}/images/{photo['id']}/large"
    try:
        with urllib.request.urlopen(url, timeout=15) as response:
            status, headers = response.status, response.headers
    except urllib.error.HTTPError as error:
        status, headers = error.code, error.headers
    kind = headers.get("Content-Type", "")
    marker = headers.get("X-Outings-Placeholder")
    walk.check(kind.startswith("image/"), f"image ({walk.setting}): {url} answers an image",
               f"status {status}, Content-Type {kind!r}")
    expected = "unavailable" if offline else None
    walk.check(marker == expected, f"image ({walk.setting}): X-Outings-Placeholder is {expected!r}",
               f"status {status}, X-Outings-Placeholder {marker!r}")
