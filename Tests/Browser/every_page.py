"""Every page of outings-web in headless Chromium, at a desktop and a phone viewport, once offline
(the image host is a closed port) and once with the fake image host, held to the rules a visitor
sees: no broken image and every image sized, no sideways scrolling down to 360 px, no
Content-Security-Policy violation, no serious or critical axe-core violation, every link, button
and control at least 44x44 px and no word broken inside (phone_rules.py), link names that say
where they go and page titles that name the page. A third guide, with an owner, adds the pages
of members: signing in, joining from an invitation, /members and /account, the pages with
the signed-in header, and a plan's: /plans, a plan, adding an attraction to a plan, the plan
with its share link just made and the page that link opens. And the rules of particular pages in
visitor_rules.py (the photo page, forms with problems, conflicts, recents, images, favicon) and
photo_pages_rules.py (credits and Flickr's notice wherever photos show, the map of a place).

Rules are written against what a visitor meets (text, links, labelled fields, ARIA state), not
against particular markup. Every check runs and is reported; the exit status is 1 when any failed,
with the failed ones listed at the end.

Usage: every_page.py BIN_DIR (the folder with the built outings and outings-web)."""

import os
import sys
import time
import traceback
import urllib.error

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import axe_core
import phone_rules
import photo_pages_rules as photo_rules
import visitor_rules as rules
from harness import IMAGE_DEADLINE, Guide, set_viewport, status_of, wait_for_images

VIEWPORTS = [(1280, 800), (390, 844)]
# The narrowest phone the layout is held to; each page is also measured at this width.
NARROWEST = 360
# A shorter laptop screen, which the photo page must also fit.
PHOTO_DESKTOP = (1280, 800)
# Pages whose links must each say where they go. (A photo grid may hold two photos of one title.)
NAMED_LINK_PAGES = {"attractions", "arrange", "attraction page"}


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


class Walk:
    """One browser through one guide (offline or with the image host)."""

    def __init__(self, guide, checks, setting, axe_script):
        self.guide, self.check, self.setting, self.axe = guide, checks.check, setting, axe_script
        self.driver = guide.browser()
        self.noted = set()
        self.titles = {}

    def where(self, size):
        return f"{self.setting}, {size[0]}x{size[1]}"

    def page_rules(self, name, size):
        """What holds on every page: images, width, the security policy, accessibility."""
        driver, check, where = self.driver, self.check, self.where(size)
        unfinished = wait_for_images(driver)
        check(not unfinished, f"{name} ({where}): every image finishes loading within {IMAGE_DEADLINE} s",
              f"still loading: {unfinished}")
        broken = broken_images(driver)
        check(not broken, f"{name} ({where}): no broken image (naturalWidth 0)", f"broken: {broken[:5]}")
        unsized = driver.execute_script(
            "return [...document.images].filter(i => !i.getAttribute('width') || !i.getAttribute('height'))"
            ".map(i => i.src)")
        check(not unsized, f"{name} ({where}): every image declares its width and height (nothing jumps)",
              f"without: {unsized[:3]}")
        overflow = sideways_overflow(driver)
        check(overflow == 0, f"{name} ({where}): no horizontal scroll", f"{overflow} px too wide")
        small = phone_rules.small_targets(driver)
        check(not small, f"{name} ({where}): every link, button and control is at least 44x44 px",
              phone_rules.describe_targets(small))
        broken = phone_rules.broken_words(driver)
        check(not broken, f"{name} ({where}): no word is broken inside", phone_rules.describe_words(broken))
        tables = phone_rules.unstacked_tables(driver)
        check(not tables, f"{name} ({where}): every table labels its cells (stacked rows on a phone)",
              "; ".join(tables))
        if size[0] < 1000:
            set_viewport(driver, NARROWEST, size[1])
            overflow = sideways_overflow(driver)
            check(overflow == 0, f"{name} ({self.setting}, {NARROWEST} px): no horizontal scroll",
                  f"{overflow} px too wide")
            set_viewport(driver, *size)
        # Read before axe runs: the page's own doing, inline styles and scripts included.
        refused = [e["message"] for e in driver.get_log("browser") if "Content Security Policy" in e["message"]]
        check(not refused, f"{name} ({where}): no Content-Security-Policy violation", "\n    ".join(refused[:3]))
        found = axe_core.run(driver, self.axe)
        for v in found:
            if v["impact"] not in axe_core.FAILING_IMPACTS and v["id"] not in self.noted:
                self.noted.add(v["id"])
                print(f"note - axe-core {v['id']} ({v['impact']}) on {name}: {v['help']}")
        violations = [v for v in found if v["impact"] in axe_core.FAILING_IMPACTS]
        check(not violations, f"{name} ({where}): no serious or critical axe-core violation",
              "\n    ".join(f"{v['id']} ({v['impact']}): {v['help']} at {v['targets'][:5]}" for v in violations))

    def visit(self, name, path, size, expected=200, titled=True):
        """`titled`: whether the page's title must differ from other pages' (not so for the same
        list answering a problem or with other filters)."""
        status = status_of(self.guide.base + path)
        self.check(status == expected, f"{name} ({self.setting}): GET {path} answers {expected}", f"status {status}")
        self.driver.get(self.guide.base + path)
        if titled:
            self.titles.setdefault(self.driver.title, set()).add(name)
        self.page_rules(name, size)
        if size == VIEWPORTS[0] and name in NAMED_LINK_PAGES:
            rules.link_names_say_where(self, name)

    def attempt(self, rule, *arguments):
        """Runs one rule; one that cannot even find what it looks for (a field, a button) is a
        failed check, and the other rules still run."""
        try:
            rule(self, *arguments)
        except WebDriverException as error:
            # The test's own line that met the error, since the driver's message does not say.
            here = os.path.dirname(os.path.abspath(__file__))
            frame = [f for f in traceback.extract_tb(error.__traceback__) if f.filename.startswith(here)][-1]
            self.check(False, f"{rule.__name__} ({self.setting}) ran to the end",
                       f"{type(error).__name__} at {frame.name}:{frame.lineno}: {error.msg}")
        except (LookupError, RuntimeError, TimeoutError, urllib.error.URLError) as error:
            self.check(False, f"{rule.__name__} ({self.setting}) ran to the end", f"{type(error).__name__}: {error}")

    def walk(self, demo, offline):
        self.attempt(rules.image_answers, demo.photo, offline)
        for size in VIEWPORTS:
            set_viewport(self.driver, *size)
            for name, path in demo.pages.items():
                self.attempt(Walk.visit, name, path, size)
            for name, (path, status) in PAGES_WITH_PROBLEMS.items():
                self.attempt(Walk.visit, name, path, size, status, name == "not found")
            self.attempt(rules.errors_at_once, size)
            self.attempt(rules.conflict_keeps_typing, demo.attraction_id, size)
            self.attempt(rules.photo_credit_on_screen, demo.photo, size)
            self.photo_pages(demo, size)
        self.attempt(rules.photo_credit_on_screen, demo.photo, PHOTO_DESKTOP)
        set_viewport(self.driver, *VIEWPORTS[0])
        shared = {title: sorted(names) for title, names in self.titles.items() if len(names) > 1}
        self.check(not shared, f"page titles ({self.setting}): each page's title names that page", f"{shared}")
        self.attempt(rules.photo_navigation, demo.place, demo.place_photos)
        self.attempt(rules.favicon)
        self.attempt(rules.clear_recents)

    def photo_pages(self, demo, size):
        """Every page that shows photos credits them and carries Flickr's notice; the place and
        photo pages map where the place's photos were taken."""
        for name in ["places", "place", "recents"]:
            self.attempt(photo_rules.credit_and_notice, name, demo.pages[name], size, None, name != "places")
        self.attempt(photo_rules.credit_and_notice, "photo", demo.pages["photo"], size, demo.photo)
        self.attempt(photo_rules.photo_map, "place", demo.pages["place"], size)
        self.attempt(photo_rules.photo_map, "photo", demo.pages["photo"], size, demo.photo["id"])

    def axe_catches_a_planted_violation(self):
        """The engine is live: an image without alt text planted on a page is reported."""
        self.driver.get(self.guide.base + "/")
        self.driver.execute_script(
            "const i = document.createElement('img'); i.src = '/style.css'; document.body.append(i)")
        found = {v["id"] for v in axe_core.run(self.driver, self.axe)}
        self.check("image-alt" in found, "axe-core runs and reports a planted image without alt text",
                   f"found {found}")


class Demo:
    """The demo guide's pages, by kind, and what the rules need from it."""

    def __init__(self, guide):
        self.place = guide.api("GET", "/api/places")[0]
        self.place_photos = guide.api("GET", f"/api/places/{self.place['id']}/photos?limit=50")
        listed = next(p for p in self.place_photos if p["title"] and p["owner"])
        self.photo = guide.api("GET", f"/api/photos/{listed['id']}")
        guide.api("POST", "/api/recents", {"id": listed["id"]})
        attractions = guide.api("GET", "/api/attractions")
        first = attractions[0]["id"]
        self.attraction_id = attractions[-1]["id"]
        # A household, so the home page offers children and places and answers for them.
        guide.cli("household", "child", "add", "Ana", "--born", "2022-06-01")
        guide.cli("household", "place", "add", "Home", "--location", "40.5853,-105.0844",
                  "--address", "215 N Mason St")
        self.pages = {
            "home": "/",
            "home, answered": "/?date=2026-12-12&time=10:00&child=Ana&from=Home&within=25km&setting=either",
            "home, closed then": "/?date=2026-12-12&time=07:00&setting=inside",
            "places": "/places",
            "household": "/household",
            "place": f"/places/{self.place['id']}",
            "place, free to reuse": f"/places/{self.place['id']}?license=reuse",
            "photo": f"/photos/{listed['id']}",
            "recents": "/recents",
            "attractions": "/attractions",
            "arrange": "/attractions/arrange",
            "add form": "/attractions/new",
            "edit form": f"/attractions/{first}/edit",
            "remove confirmation": f"/attractions/{first}/remove",
        }
        if status_of(f"{guide.base}/attractions/{first}") == 200:
            self.pages["attraction page"] = f"/attractions/{first}"
        else:
            print(f"skip - no attraction page: GET /attractions/{first} is not 200")


# Pages that answer a problem, by kind: their address and status.
PAGES_WITH_PROBLEMS = {
    "not found": ("/no-such-page", 404),
    "attractions, a bad filter": ("/attractions?age=twelve&max-cost=lots", 400),
    "home, a bad question": ("/?date=someday&time=25:00&age=x", 400),
    "attractions, open at a time": ("/attractions?open-at=sat+07%3A00&inside=1", 200),
}


# The owner of the guide with members.
OWNER = ("owner", "a long walk in the park")


def members_pages(walk):
    """The guide with an owner: signing in and joining (signed out), then, signed in, the member
    pages and a page of each kind with the signed-in header."""
    driver, guide = walk.driver, walk.guide
    invitation = guide.cli("members", "invite", "--role", "editor").strip()
    attractions = [a["id"] for a in guide.api("GET", "/api/attractions")]
    attraction = attractions[0]
    guide.cli("plan", "new", "Zoo day", "--date", "2026-12-12", "--at", "10:00")
    for stop in attractions[:3]:
        guide.cli("plan", "add", "Zoo day", stop)
    plan = "/plans/" + next(p["id"] for p in guide.api("GET", "/api/plans") if p["name"] == "Zoo day")
    for size in VIEWPORTS:
        set_viewport(driver, *size)
        driver.delete_all_cookies()
        walk.attempt(Walk.visit, "sign-in", "/sign-in", size)
        walk.attempt(Walk.visit, "join", invitation, size)
        driver.get(guide.base + "/sign-in")
        rules.field(driver, "Login name").send_keys(OWNER[0])
        rules.field(driver, "Password").send_keys(OWNER[1])
        rules.click_and_wait(driver, rules.button(driver, "sign in"))
        for name, path in [("home, signed in", "/"), ("places, signed in", "/places"), ("household, signed in", "/household"), ("attractions, signed in", "/attractions"),
                           ("attraction page, signed in", f"/attractions/{attraction}"),
                           ("members", "/members"), ("account", "/account"), ("plans", "/plans"),
                           ("plan", plan), ("add to a plan", f"/attractions/{attraction}/plan")]:
            walk.attempt(Walk.visit, name, path, size)
        walk.attempt(shared_plan, plan, size)
        # The answers that show what was made once: an invitation's link and a new token.
        for name, path, label in [("invitation made", "/members", "create invitation"),
                                  ("token made", "/account", "create a token")]:
            walk.attempt(made, name, path, label, size)


def made(walk, name, path, label, size):
    """The page `path` answers with once its button `label` is pressed, held to every page's rules."""
    walk.driver.get(walk.guide.base + path)
    # A button under a folded part (Advanced) is pressed as a member would: after opening it.
    walk.driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    rules.click_and_wait(walk.driver, rules.button(walk.driver, label))
    walk.page_rules(name, size)


def shared_plan(walk, plan, size):
    """The plan's page with its share link just made, then the page the link opens."""
    made(walk, "share link made", plan, "make a", size)
    link = walk.driver.find_element(By.CSS_SELECTOR, "main .notice a[href*='/shared/']").get_attribute("href")
    walk.visit("shared plan", link.removeprefix(walk.guide.base), size)


def main():
    bin_dir = sys.argv[1]
    checks = Checks()
    script = axe_core.source()
    started = time.monotonic()
    for setting, offline in [("offline", True), ("image host", False)]:
        guide = Guide(bin_dir, offline=offline)
        try:
            walk = Walk(guide, checks, setting, script)
            if offline:
                walk.axe_catches_a_planted_violation()
                phone_rules.planted_faults_are_caught(walk)
            walk.walk(Demo(guide), offline)
        finally:
            guide.stop()
    guide = Guide(bin_dir, offline=True, member=OWNER)
    try:
        members_pages(Walk(guide, checks, "members", script))
    finally:
        guide.stop()
    print(f"every page: {checks.count} checks in {time.monotonic() - started:.0f} s, {len(checks.failed)} failed")
    for message in checks.failed:
        print(f"  failed: {message}")
    sys.exit(1 if checks.failed else 0)


if __name__ == "__main__":
    main()
