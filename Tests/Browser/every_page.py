"""Every page of outings-web in headless Chromium, at a desktop and a phone viewport, once offline
(the image host is a closed port) and once with the fake image host, held to the rules a visitor
sees: no broken image, no sideways scrolling down to 360 px, the photo's title, owner credit and
"View on Flickr" link on screen without scrolling, every problem of a form shown at once, a
conflict that keeps what was typed, and no serious or critical axe-core violation.

Rules are written against what a visitor meets (text, links, labelled fields, ARIA state), not
against particular markup. Every check runs and is reported; the exit status is 1 when any failed,
with the failed ones listed at the end.

Usage: every_page.py BIN_DIR (the folder with the built outings and outings-web)."""

import sys
import time

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By

import axe_core
from harness import IMAGE_DEADLINE, Guide, set_viewport, status_of, wait_for_images

VIEWPORTS = [(1280, 900), (390, 844)]
# The narrowest phone the layout is held to; each page is also measured at this width.
NARROWEST = 360
# A shorter laptop screen, which the photo page must also fit.
PHOTO_DESKTOP = (1280, 800)


class Checks:
    """Each check is printed as it runs; failures are collected for the summary."""

    def __init__(self):
        self.failed = []
        self.count = 0

    def check(self, condition, message, detail=""):
        self.count += 1
        if condition:
            print(f"ok - {message}")
        else:
            print(f"not ok - {message}" + (f"\n    {detail}" if detail else ""))
            self.failed.append(message)
        return condition


def broken_images(driver):
    return driver.execute_script(
        "return [...document.images].filter(i => i.complete && i.naturalWidth === 0).map(i => i.src)")


def sideways_overflow(driver):
    """How many pixels the page is wider than the viewport (0 when it fits)."""
    return driver.execute_script(
        "const e = document.documentElement; return Math.max(0, e.scrollWidth - e.clientWidth)")


# The first on-screen box of each text occurrence, for "is it visible without scrolling".
FIND_TEXT_BOXES = """
const wanted = arguments[0].toLowerCase();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
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


def text_on_screen(driver, text, in_link=False):
    """Whether `text` (case-insensitive) appears fully inside the viewport at the current scroll
    position, optionally as (part of) a link's text; with the boxes seen, for the message."""
    found = driver.execute_script(FIND_TEXT_BOXES, text)
    boxes = [b for b in found["boxes"] if b["inLink"] or not in_link]
    visible = any(b["top"] >= 0 and b["left"] >= 0 and b["bottom"] <= found["height"]
                  and b["right"] <= found["width"] for b in boxes)
    return visible, f"viewport {found['width']}x{found['height']}, boxes {boxes}"


def field(driver, label):
    """The form control whose label starts with `label`, as a person finds it."""
    for element in driver.find_elements(By.TAG_NAME, "label"):
        if element.text.strip().lower().startswith(label.lower()) and element.get_attribute("for"):
            return driver.find_element(By.ID, element.get_attribute("for"))
    raise NoSuchElementException(f"no field labelled {label!r}")


def save_button(driver, control):
    """The Save button of the form that holds `control`."""
    form = control.find_element(By.XPATH, "./ancestor::form")
    for button in form.find_elements(By.CSS_SELECTOR, "button, input[type=submit]"):
        if (button.text or button.get_attribute("value") or "").strip().lower().startswith("save"):
            return button
    raise NoSuchElementException("no Save button in the form")


def wait_for_new_page(driver, old_html):
    """After a click that submits a form: until the old document is gone and the new one loaded."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            old_html.is_enabled()
        except StaleElementReferenceException:
            if driver.execute_script("return document.readyState") == "complete":
                return
        time.sleep(0.05)
    raise TimeoutError("the form's answer did not load")


def submit(driver, control):
    old = driver.find_element(By.TAG_NAME, "html")
    save_button(driver, control).click()
    wait_for_new_page(driver, old)


class Walk:
    def __init__(self, guide, checks, setting, axe_script):
        self.guide, self.checks, self.setting, self.axe = guide, checks, setting, axe_script
        self.driver = guide.browser()
        self.noted = set()

    def page_rules(self, name, size):
        """What holds on every page: images, width, accessibility."""
        driver, check, where = self.driver, self.checks.check, f"{self.setting}, {size[0]}x{size[1]}"
        unfinished = wait_for_images(driver)
        check(not unfinished, f"{name} ({where}): every image finishes loading within {IMAGE_DEADLINE} s",
              f"still loading: {unfinished}")
        broken = broken_images(driver)
        check(not broken, f"{name} ({where}): no broken image (naturalWidth 0)", f"broken: {broken[:5]}")
        overflow = sideways_overflow(driver)
        check(overflow == 0, f"{name} ({where}): no horizontal scroll", f"{overflow} px too wide")
        if size[0] < 1000:
            set_viewport(driver, NARROWEST, size[1])
            overflow = sideways_overflow(driver)
            check(overflow == 0, f"{name} ({self.setting}, {NARROWEST} px): no horizontal scroll",
                  f"{overflow} px too wide")
            set_viewport(driver, *size)
        found = axe_core.run(driver, self.axe)
        for v in found:
            if v["impact"] not in axe_core.FAILING_IMPACTS and v["id"] not in self.noted:
                self.noted.add(v["id"])
                print(f"note - axe-core {v['id']} ({v['impact']}) on {name}: {v['help']}")
        violations = [v for v in found if v["impact"] in axe_core.FAILING_IMPACTS]
        check(not violations, f"{name} ({where}): no serious or critical axe-core violation",
              "\n    ".join(f"{v['id']} ({v['impact']}): {v['help']} at {v['targets'][:5]}" for v in violations))

    def visit(self, name, path, size):
        status = status_of(self.guide.base + path)
        self.checks.check(status == 200, f"{name} ({self.setting}): GET {path} answers 200", f"status {status}")
        self.driver.get(self.guide.base + path)
        self.page_rules(name, size)

    def photo_credit_on_screen(self, photo, size):
        driver, check = self.driver, self.checks.check
        set_viewport(driver, *size)
        driver.get(f"{self.guide.base}/photos/{photo['id']}")
        wait_for_images(driver)
        where = f"{self.setting}, {size[0]}x{size[1]}"
        heading = driver.find_element(By.TAG_NAME, "h1")
        check(photo["title"] in heading.text, f"photo page ({where}): the heading names the photo")
        for label, text, in_link in [("the title", photo["title"], False),
                                     ("the owner credit", photo["owner"], False),
                                     ("the \"View on Flickr\" link", "View on Flickr", True)]:
            visible, detail = text_on_screen(driver, text, in_link)
            check(visible, f"photo page ({where}): {label} is visible without scrolling", detail)

    def errors_at_once(self, size):
        """Empty name and a website that is not http(s): both problems on one answer."""
        driver, check, where = self.driver, self.checks.check, f"{self.setting}, {size[0]}x{size[1]}"
        driver.get(self.guide.base + "/attractions/new")
        name = field(driver, "Name")
        website = field(driver, "Website")
        # The browser's own checks (required, type=url) would stop the form before the server sees
        # it; the server's answer is what is measured here.
        driver.execute_script("arguments[0].noValidate = true", name.find_element(By.XPATH, "./ancestor::form"))
        name.clear()
        website.send_keys("ftp://x")
        before = len(self.guide.api("GET", "/api/attractions"))
        submit(driver, name)
        check(len(self.guide.api("GET", "/api/attractions")) == before,
              f"form with errors ({where}): nothing was added")
        # Each field with a problem is marked (aria-invalid), tied to its message
        # (aria-describedby) and linked from the summary at the top.
        invalid = driver.find_elements(By.CSS_SELECTOR, "[aria-invalid=true]")
        ids = [e.get_attribute("id") for e in invalid]
        check(len(invalid) >= 2, f"form with errors ({where}): both fields are marked aria-invalid",
              f"aria-invalid on {ids}")
        for element in invalid:
            described = (element.get_attribute("aria-describedby") or "").split()
            messages = [driver.execute_script(
                "const e = document.getElementById(arguments[0]); return e ? e.textContent.trim() : ''", d)
                for d in described]
            check(any(messages), f"form with errors ({where}): #{element.get_attribute('id')} has a message "
                  "tied by aria-describedby", f"aria-describedby={described!r}")
            links = driver.find_elements(By.CSS_SELECTOR, f"a[href='#{element.get_attribute('id')}']")
            check(bool(links), f"form with errors ({where}): the summary links to #{element.get_attribute('id')}")
        check(field(driver, "Website").get_attribute("value") == "ftp://x",
              f"form with errors ({where}): the typed website is kept")
        self.page_rules("form with errors", size)

    def conflict_keeps_typing(self, attraction_id, size):
        """The form is loaded, another client saves, then this one saves its own description."""
        driver, check, where = self.driver, self.checks.check, f"{self.setting}, {size[0]}x{size[1]}"
        driver.get(f"{self.guide.base}/attractions/{attraction_id}/edit")
        stored = self.guide.api("GET", f"/api/attractions/{attraction_id}")
        changed = {k: stored[k] for k in ["name", "type", "inside", "description", "website", "version"]}
        changed["name"] = f"{stored['name']} (changed elsewhere)"
        self.guide.api("PUT", f"/api/attractions/{attraction_id}", changed)
        typed = f"Typed at {size[0]} px while someone else saved"
        description = field(driver, "Description")
        description.clear()
        description.send_keys(typed)
        submit(driver, description)
        after = self.guide.api("GET", f"/api/attractions/{attraction_id}")
        check(after["description"] != typed and after["name"] == changed["name"],
              f"conflict ({where}): the other client's save is not overwritten")
        # Nothing typed is lost: the conflict page offers the user's values in its form.
        kept = driver.execute_script(
            "return [...document.querySelectorAll('input, textarea')].some(f => f.value === arguments[0])", typed)
        check(kept, f"conflict ({where}): the page keeps the typed description in a form field")
        self.page_rules("conflict", size)

    def walk(self, pages, photo, attraction_id):
        for size in VIEWPORTS:
            set_viewport(self.driver, *size)
            for name, path in pages.items():
                self.visit(name, path, size)
            self.errors_at_once(size)
            self.conflict_keeps_typing(attraction_id, size)
            self.photo_credit_on_screen(photo, size)
            set_viewport(self.driver, *size)
        self.photo_credit_on_screen(photo, PHOTO_DESKTOP)

    def axe_catches_a_planted_violation(self):
        """The engine is live: an image without alt text planted on a page is reported."""
        self.driver.get(self.guide.base + "/")
        self.driver.execute_script(
            "const i = document.createElement('img'); i.src = '/style.css'; document.body.append(i)")
        found = {v["id"] for v in axe_core.run(self.driver, self.axe)}
        self.checks.check("image-alt" in found, "axe-core runs and reports a planted image without alt text",
                          f"found {found}")


def pages_of(guide):
    """The path of every page kind, from the demo guide."""
    places = guide.api("GET", "/api/places")
    place = places[0]
    photos = guide.api("GET", f"/api/places/{place['id']}/photos?limit=50")
    photo = next(p for p in photos if p["title"] and p["owner"])
    guide.api("POST", "/api/recents", {"id": photo["id"]})
    attractions = guide.api("GET", "/api/attractions")
    first = attractions[0]["id"]
    pages = {
        "home": "/",
        "place": f"/places/{place['id']}",
        "photo": f"/photos/{photo['id']}",
        "recents": "/recents",
        "attractions": "/attractions",
        "add form": "/attractions/new",
        "edit form": f"/attractions/{first}/edit",
        "remove confirmation": f"/attractions/{first}/remove",
    }
    if status_of(f"{guide.base}/attractions/{first}") == 200:
        pages["attraction page"] = f"/attractions/{first}"
    else:
        print(f"skip - no attraction page: GET /attractions/{first} is not 200")
    return pages, guide.api("GET", f"/api/photos/{photo['id']}"), attractions[-1]["id"]


def main():
    bin_dir = sys.argv[1]
    checks = Checks()
    script = axe_core.source()
    started = time.monotonic()
    for setting, offline in [("offline", True), ("image host", False)]:
        guide = Guide(bin_dir, offline=offline)
        try:
            pages, photo, attraction_id = pages_of(guide)
            walk = Walk(guide, checks, setting, script)
            if offline:
                walk.axe_catches_a_planted_violation()
            walk.walk(pages, photo, attraction_id)
        finally:
            guide.stop()
    print(f"every page: {checks.count} checks in {time.monotonic() - started:.0f} s, {len(checks.failed)} failed")
    for message in checks.failed:
        print(f"  failed: {message}")
    sys.exit(1 if checks.failed else 0)


if __name__ == "__main__":
    main()
