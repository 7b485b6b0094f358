"""A member's path through outings-web in headless Chromium: sent to the sign-in form, signed in,
places, a place, a photo, the photo in recents, an attraction added through the form, an edit
cancelled (nothing changes), an edit saved, the conflict page after another client saved first,
and signed out. Exit 0 when every step held.

Usage: browser_walk.py BIN_DIR (the folder with the built outings and outings-web)."""

import socket
import sys
import time

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

from harness import Guide


def check(condition, message):
    if not condition:
        raise AssertionError(message)
    print(f"ok - {message}")


def heading(driver, expected=None):
    """The page's h1. With `expected`, first waits (up to 15 s) for a page whose h1 is that: a
    click that submits a form returns before the next page has loaded on a busy machine, and the
    old page's h1 may go stale while it is read (Chromium then says "stale element" or "node does
    not belong to the document"), so a read is retried until the deadline."""
    deadline = time.monotonic() + (15 if expected is not None else 5)
    text = None
    while True:
        try:
            text = driver.find_element(By.TAG_NAME, "h1").text
            if expected is None or text == expected:
                return text
        except WebDriverException:
            pass
        if time.monotonic() > deadline:
            return text
        time.sleep(0.1)


def attraction_named(guide, name):
    return [a for a in guide.api("GET", "/api/attractions") if a["name"] == name]


# The owner every walk signs in as (added before the server starts).
MEMBER = ("walker", "a long walk in the park")


def sign_in(driver, base):
    """Opens the home page signed out, which sends the browser to the sign-in form, and signs in."""
    driver.get(base + "/")
    check(heading(driver, "Sign in") == "Sign in", "signed out, the home page asks to sign in")
    check("/sign-in?next=" in driver.current_url, "the sign-in form knows where to go next")
    driver.find_element(By.ID, "name").send_keys(MEMBER[0])
    driver.find_element(By.ID, "password").send_keys(MEMBER[1])
    driver.find_element(By.CSS_SELECTOR, "form[action='/sign-in'] button[type=submit]").click()


def walk(guide):
    driver = guide.browser()
    sign_in(driver, guide.base)
    check(heading(driver, "What can we do?") == "What can we do?", "home asks what we can do")
    driver.find_element(By.LINK_TEXT, "Photos").click()
    check(heading(driver, "Places") == "Places" and driver.title == "Places · Outings", "the places page opens")
    check("France" in [h.text for h in driver.find_elements(By.TAG_NAME, "h2")], "places are in sections by country")

    driver.find_element(By.LINK_TEXT, "Paris").click()
    check(heading(driver, "Photos of Paris") == "Photos of Paris", "a place shows its photos")
    thumbnails = driver.find_elements(By.CSS_SELECTOR, ".grid img")
    check(0 < len(thumbnails) <= 50, f"{len(thumbnails)} thumbnails in the grid")
    first = driver.find_element(By.CSS_SELECTOR, ".grid a")
    title = first.find_element(By.TAG_NAME, "img").get_attribute("alt")
    first.click()

    check(heading(driver, title) == title, f"the photo page is titled {title!r}")
    image = driver.find_element(By.CSS_SELECTOR, "figure img")
    alt = image.get_attribute("alt")
    credit = driver.find_element(By.CSS_SELECTOR, "figure .credit").text
    check(alt.startswith(title + " by ") and credit.startswith(alt),
          f"the image's alt text is the photo's credit, as written under it ({alt!r}, {credit!r})")
    loaded = driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image)
    check(loaded, "the large image loads through the image cache")
    check(driver.find_element(By.LINK_TEXT, "View on Flickr").get_attribute("href").startswith(
        "https://www.flickr.com/photos/"), "the photo links its Flickr page")

    driver.find_element(By.LINK_TEXT, "Recents").click()
    check(heading(driver, "Recently viewed") == "Recently viewed", "the recents page opens")
    recent = driver.find_elements(By.CSS_SELECTOR, ".grid img")
    check(len(recent) == 1 and recent[0].get_attribute("alt") == title, "the photo appears in recents")

    driver.find_element(By.LINK_TEXT, "Attractions").click()
    count = len(guide.api("GET", "/api/attractions"))
    driver.find_element(By.LINK_TEXT, "Add an attraction").click()
    driver.find_element(By.ID, "name").send_keys("Browser Walk Park")
    driver.find_element(By.ID, "type").send_keys("park")
    driver.find_element(By.ID, "inside").click()
    driver.find_element(By.ID, "description").send_keys("Added from Chromium.")
    driver.find_element(By.CSS_SELECTOR, "button[value=save]").click()
    check(heading(driver, "Attractions") == "Attractions", "Save returns to the attractions")
    added = attraction_named(guide, "Browser Walk Park")
    check(len(added) == 1 and added[0]["position"] == count + 1 and added[0]["inside"], "the form added it at the end")
    identifier = added[0]["id"]

    driver.get(f"{guide.base}/attractions/{identifier}/edit")
    name = driver.find_element(By.ID, "name")
    name.clear()
    name.send_keys("Not saved")
    driver.find_element(By.CSS_SELECTOR, "button[value=cancel]").click()
    check(heading(driver, "Attractions") == "Attractions", "Cancel returns to the attractions")
    after_cancel = guide.api("GET", f"/api/attractions/{identifier}")
    check(after_cancel["name"] == "Browser Walk Park" and after_cancel["version"] == 1, "Cancel changed nothing")

    driver.get(f"{guide.base}/attractions/{identifier}/edit")
    name = driver.find_element(By.ID, "name")
    name.clear()
    name.send_keys("Browser Walk Park, renamed")
    driver.find_element(By.CSS_SELECTOR, "button[value=save]").click()
    heading(driver, "Attractions")
    saved = guide.api("GET", f"/api/attractions/{identifier}")
    check(saved["name"] == "Browser Walk Park, renamed" and saved["version"] == 2, "Save stored the edit")
    check("Browser Walk Park, renamed" in driver.page_source, "the list shows the new name")
    driver.get(f"{guide.base}/attractions/{identifier}")
    edited = driver.find_element(By.CSS_SELECTOR, "p.edited").text
    check(edited.startswith(f"edited by {MEMBER[0]} today "), f"the attraction's page names who saved it, and when ({edited!r})")

    driver.get(f"{guide.base}/attractions/{identifier}/edit")
    other = dict(saved, name="Saved by someone else")
    guide.api("PUT", f"/api/attractions/{identifier}", {k: other[k] for k in
              ["name", "type", "inside", "description", "website", "version"]})
    description = driver.find_element(By.ID, "description")
    description.clear()
    description.send_keys("My late change")
    driver.find_element(By.CSS_SELECTOR, "button[value=save]").click()
    check(heading(driver, "Changed by someone else") == "Changed by someone else", "a save after another client's is the conflict page")
    check("Saved by someone else" in driver.find_element(By.CSS_SELECTOR, "table.compare").text,
          "the conflict page shows the stored values beside the typed ones")
    stored = guide.api("GET", f"/api/attractions/{identifier}")
    check(stored["description"] != "My late change" and stored["version"] == 3, "nothing was overwritten")
    check(driver.find_element(By.ID, "description").get_attribute("value") == "My late change",
          "the conflict page keeps the typed text in the form")
    driver.find_element(By.CSS_SELECTOR, "button[value=save]").click()
    check(heading(driver, "Attractions") == "Attractions", "saving from the conflict page returns to the attractions")
    stored = guide.api("GET", f"/api/attractions/{identifier}")
    check(stored["description"] == "My late change" and stored["version"] == 4,
          "saving again applies the typed values over the new version")

    violations = [entry["message"] for entry in driver.get_log("browser")
                  if "Content Security Policy" in entry["message"]]
    check(not violations, "no Content-Security-Policy violations")

    driver.find_element(By.CSS_SELECTOR, "form.sign-out button[type=submit]").click()
    check(heading(driver, "Sign in") == "Sign in", "Sign out ends at the sign-in form")
    driver.get(f"{guide.base}/attractions/{identifier}/edit")
    check(heading(driver, "Sign in") == "Sign in", "signed out, the edit form asks to sign in again")


def home_network_address():
    """This machine's address on its network (no packet is sent), or None when it has only loopback."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") else address


def walk_from_the_home_network(guide, address):
    """A phone on the home network: plain HTTP to a non-loopback address, where Chromium sends no
    Fetch Metadata. A photo opened from a link on the site is still recorded in recents."""
    driver = guide.browser()
    base = guide.base.replace("0.0.0.0", address)
    sign_in(driver, base)
    check(heading(driver, "What can we do?") == "What can we do?", "over the home network, a member signs in")
    driver.find_element(By.LINK_TEXT, "Photos").click()
    check(heading(driver, "Places") == "Places", "the places page opens")
    driver.find_element(By.LINK_TEXT, "Paris").click()
    first = driver.find_element(By.CSS_SELECTOR, ".grid a")
    title = first.find_element(By.TAG_NAME, "img").get_attribute("alt")
    first.click()
    check(heading(driver, title) == title, "over the home network, the photo page opens")
    recents = guide.api("GET", "/api/recents")
    check([r["title"] for r in recents] == [title], "a photo opened from a link there is in recents")


def main():
    guide = Guide(sys.argv[1], member=MEMBER)
    try:
        walk(guide)
    finally:
        guide.stop()
    address = home_network_address()
    if address is None:
        print("skip - no address but loopback: the home-network walk needs one")
    else:
        guide = Guide(sys.argv[1], listen="0.0.0.0:0", member=MEMBER)
        try:
            walk_from_the_home_network(guide, address)
        finally:
            guide.stop()
    print("browser walk: all steps passed")


if __name__ == "__main__":
    main()
