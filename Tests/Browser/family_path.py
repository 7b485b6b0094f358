"""A family's path through outings-web in headless Chromium on a 390x844 phone: the owner signs
in, invites someone from /members, and the invitation's QR code (inline SVG, rasterised with
rsvg-convert and read back with zbarimg) holds exactly the link the page shows; signed out, the
link opens the join page, where "Grandma Rose" joins with a password and is signed in; she asks
the home page for Ana (4 on the coming Saturday), from Home, inside, free, that Saturday at
10:00, and the first answer card starts on the first screen under a line saying what was asked.
The guide's clock is America/Denver (OUTINGS_TIMEZONE). Exit 0 when every step held.

Usage: family_path.py BIN_DIR (the folder with the built outings and outings-web)."""

import datetime
import os
import subprocess
import sys
import zoneinfo

from selenium.common.exceptions import TimeoutException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from browser_walk import check, heading
from harness import Guide, set_viewport

WIDTH, HEIGHT = 390, 844
ZONE = "America/Denver"
OWNER = ("ann", "ann's long password")
GRANDMA = ("Grandma Rose", "roses are red, mostly")
# The first card's top must be this far above the bottom of the first screen (some of it shows).
CARD_MARGIN = 100


def coming_saturday(today):
    """The next Saturday after `today` (a week on when today is one)."""
    return today + datetime.timedelta(days=(5 - today.weekday()) % 7 or 7)


def years_before(day, years):
    """The same day `years` earlier (28 February for a 29th without a leap year)."""
    try:
        return day.replace(year=day.year - years)
    except ValueError:
        return day.replace(year=day.year - years, day=28)


def family_guide(bin_dir, saturday):
    """The demo guide with its clock set by OUTINGS_TIMEZONE, an owner, and a household (Ana and
    Home) made with the CLI before the server starts. Offline: the image host is a closed port."""
    def household(guide):
        guide.cli("household", "child", "add", "Ana", "--born", years_before(saturday, 4).isoformat())
        guide.cli("household", "place", "add", "Home", "--location", "40.5853,-105.0844")
    return Guide(bin_dir, offline=True, member=OWNER, environment={"OUTINGS_TIMEZONE": ZONE},
                 prepare=household)


def wait_for(driver, condition, seconds=15):
    """What `condition(driver)` gives once truthy (a lookup that fails, or an element gone stale
    while the next page loads, counts as not yet); None at the deadline."""
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.1,
                             ignored_exceptions=[WebDriverException]).until(condition)
    except TimeoutException:
        return None


def decode_qr_code(guide, svg):
    """The text of the QR code drawn by `svg` (an inline SVG's markup): rasterised on white by
    rsvg-convert, read by zbarimg."""
    if "xmlns=" not in svg.split(">", 1)[0]:
        svg = svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"', 1)
    source = os.path.join(guide.home, "invitation.svg")
    image = os.path.join(guide.home, "invitation.png")
    with open(source, "w") as f:
        f.write(svg)
    subprocess.run(["rsvg-convert", "--width", "400", "--keep-aspect-ratio", "--background-color", "white",
                    "--output", image, source], check=True, timeout=30)
    read = subprocess.run(["zbarimg", "--raw", "-q", image], capture_output=True, text=True, timeout=30)
    check(read.returncode == 0, f"zbarimg reads a code in the rasterised SVG (exit {read.returncode})")
    return read.stdout.strip()


def invite(guide, driver):
    """The owner signs in and creates an invitation on /members; returns its link."""
    driver.get(guide.base + "/sign-in")
    check(heading(driver, "Sign in") == "Sign in", "the sign-in form opens")
    driver.find_element(By.XPATH, "//label[normalize-space()='Login name']")
    driver.find_element(By.ID, "name").send_keys(OWNER[0])
    driver.find_element(By.ID, "password").send_keys(OWNER[1])
    driver.find_element(By.CSS_SELECTOR, "form[action='/sign-in'] button[type=submit]").click()
    owner = wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, "form.sign-out a[href='/account']").text)
    check(owner == OWNER[0], f"the owner is signed in ({owner!r})")

    driver.get(guide.base + "/members")
    check(heading(driver, "Members") == "Members", "/members opens")
    Select(driver.find_element(By.ID, "invite-role")).select_by_value("editor")
    driver.find_element(By.XPATH, "//button[normalize-space()='Create invitation']").click()
    field = wait_for(driver, lambda d: d.find_element(By.ID, "invitation-link"))
    check(field is not None, "Create invitation shows the invitation's link")
    link = field.get_attribute("value")
    check(field.get_attribute("readonly") is not None, f"the link is in a read-only field ({link!r})")
    check(link.startswith(guide.base + "/join/"), "the link opens this guide's join page")
    svg = driver.find_element(By.CSS_SELECTOR, ".qr-code svg").get_attribute("outerHTML")
    decoded = decode_qr_code(guide, svg)
    check(decoded == link, f"the QR code holds exactly the link in the field ({decoded!r})")
    return decoded


def join(guide, driver, link):
    """Signed out, the decoded link's join page; Grandma Rose joins."""
    driver.find_element(By.CSS_SELECTOR, "form.sign-out button[type=submit]").click()
    check(heading(driver, "Sign in") == "Sign in", "the owner signs out")
    driver.get(link)
    check(heading(driver, "Join this guide") == "Join this guide", "the decoded link opens the join page")
    driver.find_element(By.XPATH, "//label[normalize-space()='What should we call you?']")
    driver.find_element(By.ID, "display-name").send_keys(GRANDMA[0])
    check(driver.find_element(By.ID, "name").get_attribute("value") == "",
          "the sign-in name is left empty, to be made from her name")
    driver.find_element(By.ID, "password").send_keys(GRANDMA[1])
    driver.find_element(By.ID, "password-again").send_keys(GRANDMA[1])
    driver.find_element(By.XPATH, "//button[normalize-space()='Join']").click()
    who = wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, "form.sign-out a[href='/account']").text)
    check(who == GRANDMA[0], f"she is signed in, her name in the header ({who!r})")
    members = guide.cli("members", "list")
    check("grandma-rose" in members, "her sign-in name was made from her name (grandma-rose)")


def ask(guide, driver, saturday):
    """She asks the home page what Ana can do on Saturday morning, inside and free, from Home."""
    driver.get(guide.base + "/")
    check(heading(driver, "What can we do?") == "What can we do?", "the home page asks what we can do")
    ana = driver.find_element(By.CSS_SELECTOR, "input[type=checkbox][name=child][value=Ana]")
    if not ana.is_selected():
        ana.click()
    Select(driver.find_element(By.CSS_SELECTOR, "select[name=from]")).select_by_visible_text("Home")
    driver.find_element(By.CSS_SELECTOR, "input[type=radio][name=setting][value=inside]").click()
    free = driver.find_element(By.CSS_SELECTOR, "input[type=checkbox][name=free]")
    if not free.is_selected():
        free.click()
    # Chromium's date and time inputs take typed digits in the locale's order; their value
    # property takes ISO text whatever the locale.
    date = driver.find_element(By.CSS_SELECTOR, "input[type=date][name=date]")
    time_field = driver.find_element(By.CSS_SELECTOR, "input[type=time][name=time]")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[2].value = '10:00'",
                          date, saturday.isoformat(), time_field)
    check(date.get_attribute("value") == saturday.isoformat(), f"the day is the coming Saturday ({saturday})")
    driver.find_element(By.XPATH, "//button[normalize-space()='Show ideas']").click()
    # The answer's page has the same h1; it is the one whose summary line was asked.
    asked = wait_for(driver, lambda d: "date=" in d.current_url
                     and d.find_element(By.CSS_SELECTOR, "details.question summary .asked").text)
    check(asked is not None, f"Show ideas answers ({driver.current_url})")
    parts = asked.split(" · ")
    check(parts[0].startswith(f"Saturday {saturday.day} ") and parts[0].endswith(", 10:00"),
          f"the line starts with the day and time asked ({asked!r})")
    for part in ["Ana 4", "inside", "free"]:
        check(part in parts, f"the line says {part!r} ({asked!r})")
    check(any(p == "from Home" or p.startswith("from Home within ") for p in parts),
          f"the line says 'from Home' ({asked!r})")

    driver.execute_script("window.scrollTo(0, 0)")
    cards = driver.find_elements(By.CSS_SELECTOR, "li.card.attraction-card")
    check(len(cards) >= 1, f"{len(cards)} answer card(s)")
    top = driver.execute_script(
        "return window.scrollY === 0 ? arguments[0].getBoundingClientRect().top : null", cards[0])
    check(top is not None and top < HEIGHT - CARD_MARGIN,
          f"the first card starts on the first screen at {WIDTH}x{HEIGHT} (top {top} px, under {HEIGHT - CARD_MARGIN})")
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    check(overflow <= 0, f"no sideways scrolling on the answer ({overflow} px)")
    violations = [entry["message"] for entry in driver.get_log("browser")
                  if "Content Security Policy" in entry["message"]]
    check(not violations, "no Content-Security-Policy violations")


def main():
    today = datetime.datetime.now(zoneinfo.ZoneInfo(ZONE)).date()
    saturday = coming_saturday(today)
    guide = family_guide(sys.argv[1], saturday)
    try:
        driver = guide.browser(WIDTH, HEIGHT)
        set_viewport(driver, WIDTH, HEIGHT)
        link = invite(guide, driver)
        join(guide, driver, link)
        ask(guide, driver, saturday)
    finally:
        guide.stop()
    print("family path: all steps passed")


if __name__ == "__main__":
    main()
