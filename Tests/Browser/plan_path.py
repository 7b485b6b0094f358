"""Planning an outing in headless Chromium, once on a 390x844 phone and once at 1280x900: the owner
signs in and asks the home page what Ana (4) can do from Home on the coming Saturday at 10:00;
"Plan this day" makes a plan of the first three answers. The nearest answer, a puppet theatre
open only 10:00-11:00 that Saturday, closes during the visit the plan gives it, so its stop shows
that finding beside it with the fix "Stay N minutes"; the fix is pressed and the day has nothing
left to fix. "Make a share link" shows the link once; in a second browser that never signed in,
the link opens the same plan (its name, the same stops at the same times) with nothing that
changes it, and its calendar (text/calendar) and printed page answer 200; after "Stop the share
link" the link and its calendar answer 404. Every page on the way (/plans, the plan page before
and after its fix, the page with the link, the shared page) has no sideways scroll, every link,
button and control at least 44x44 px, and no axe-core violation.

The household (Ana and Home) and the three attractions near Home are added with the CLI before
the server starts, far from the demo's attractions, so the answers are exactly those three; the
guide's clock is America/Denver (OUTINGS_TIMEZONE). The whole run has a deadline. Exit 0 when
every step held.

Usage: plan_path.py BIN_DIR (the folder with the built outings and outings-web)."""

import datetime
import signal
import sys
import urllib.error
import urllib.request
import zoneinfo

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

import axe_core
import phone_rules
from browser_walk import check, heading
from family_path import coming_saturday, wait_for, years_before
from harness import Guide, set_viewport, status_of
from visitor_rules import button, click_and_wait

VIEWPORTS = [(390, 844), (1280, 900)]
ZONE = "America/Denver"
OWNER = ("ann", "ann's long password")
# Grand Junction, Colorado: some 300 km from the demo's attractions, in the guide's time zone.
HOME = (39.0639, -108.5506)
# The answers within 10 km of Home, nearest first: (name, type, setting, hours, km north of Home).
# The theatre stays 90 minutes (its type's stay) from about 10:08, but closes at 11:00.
ATTRACTIONS = [
    ("Puppet Barn", "Theatre", "--inside", "Sa 10:00-11:00", 1),
    ("Riverside Library", "Library", "--inside", "Mo-Su 09:00-18:00", 2),
    ("Orchard Playground", "Playground", "--outside", "Mo-Su 06:00-21:00", 3),
]
# Seconds the whole run may take; past it, the run fails (and the server is still stopped).
DEADLINE = 600


class Deadline(Exception):
    pass


def planning_guide(bin_dir, saturday):
    """The demo guide with an owner, Ana, Home and the three attractions near Home."""
    def prepare(guide):
        guide.cli("household", "child", "add", "Ana", "--born", years_before(saturday, 4).isoformat())
        guide.cli("household", "place", "add", "Home", "--location", f"{HOME[0]},{HOME[1]}")
        for name, kind, setting, hours, km in ATTRACTIONS:
            guide.cli("attractions", "add", "--name", name, "--type", kind, setting, "--ages", "2-10",
                      "--cost", "free", "--hours", hours, "--location", f"{HOME[0] + km / 111.2:.4f},{HOME[1]}")
    return Guide(bin_dir, offline=True, member=OWNER, environment={"OUTINGS_TIMEZONE": ZONE}, prepare=prepare)


def page_rules(driver, axe, name):
    """What every page on the way must hold at the current viewport."""
    width = driver.execute_script("return window.innerWidth")
    scroll = driver.execute_script("return document.scrollingElement.scrollWidth")
    check(scroll <= width, f"{name} at {width} px: no sideways scroll (scrollWidth {scroll})")
    small = phone_rules.small_targets(driver)
    check(not small, f"{name} at {width} px: every link, button and control is at least 44x44 px"
          + ("\n    " + phone_rules.describe_targets(small) if small else ""))
    found = axe_core.run(driver, axe)
    check(not found, f"{name} at {width} px: no axe-core violation"
          + "".join(f"\n    {v['id']} ({v['impact']}): {v['help']} at {v['targets'][:3]}" for v in found))


def sign_in(guide, driver):
    driver.get(guide.base + "/sign-in")
    check(heading(driver, "Sign in") == "Sign in", "the sign-in form opens")
    driver.find_element(By.ID, "name").send_keys(OWNER[0])
    driver.find_element(By.ID, "password").send_keys(OWNER[1])
    click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, "form[action='/sign-in'] button[type=submit]"))
    owner = wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, "form.sign-out a[href='/account']").text)
    check(owner == OWNER[0], f"the owner is signed in ({owner!r})")


def ask(guide, driver, saturday):
    """The home page's question: Ana, from Home within 10 km, the coming Saturday at 10:00."""
    driver.get(guide.base + "/")
    check(heading(driver, "What can we do?") == "What can we do?", "the home page asks what we can do")
    ana = driver.find_element(By.CSS_SELECTOR, "input[type=checkbox][name=child][value=Ana]")
    if not ana.is_selected():
        ana.click()
    Select(driver.find_element(By.CSS_SELECTOR, "select[name=from]")).select_by_visible_text("Home")
    Select(driver.find_element(By.CSS_SELECTOR, "select[name=within]")).select_by_value("10km")
    driver.find_element(By.CSS_SELECTOR, "input[type=radio][name=setting][value=either]").click()
    date = driver.find_element(By.CSS_SELECTOR, "input[type=date][name=date]")
    time_field = driver.find_element(By.CSS_SELECTOR, "input[type=time][name=time]")
    # Chromium's date and time inputs take ISO text through their value property, whatever the locale.
    driver.execute_script("arguments[0].value = arguments[1]; arguments[2].value = '10:00'",
                          date, saturday.isoformat(), time_field)
    click_and_wait(driver, button(driver, "show ideas"))
    titles = [c.find_element(By.CSS_SELECTOR, "h2").text
              for c in driver.find_elements(By.CSS_SELECTOR, "li.card.attraction-card")]
    expected = [a[0] for a in ATTRACTIONS]
    check(titles == expected, f"the answers are the three attractions near Home, nearest first ({titles})")


def timetable(driver):
    """The plan page's stops in order: (time, title) of each."""
    day = []
    for li in driver.find_elements(By.CSS_SELECTOR, "ol.plan-stops > li"):
        time = li.find_element(By.CSS_SELECTOR, "h2 .time").text
        day.append((time, li.find_element(By.CSS_SELECTOR, "h2").text.removeprefix(time).strip()))
    return day


def verdict(driver):
    return driver.find_element(By.CSS_SELECTOR, "main p[role=status]").text


def plan_this_day(guide, driver, saturday, axe):
    """"Plan this day" makes the plan; its first stop shows the finding and its fix, which is
    pressed. Returns the plan's name, its address and its timetable once fixed."""
    click_and_wait(driver, button(driver, "plan this day"))
    check("/plans/" in driver.current_url, f"Plan this day opens the new plan's page ({driver.current_url})")
    name = heading(driver)
    check(name.startswith(f"Saturday {saturday.day} "), f"the plan is named by its day ({name!r})")
    plan = driver.current_url
    day = timetable(driver)
    check([title for _, title in day] == [a[0] for a in ATTRACTIONS],
          f"its stops are the first three answers in their order ({day})")
    check(day[0][0].startswith("10:"), f"the first stop starts after the drive from Home at 10:00 ({day[0][0]})")
    first = driver.find_element(By.CSS_SELECTOR, "ol.plan-stops > li:first-child")
    findings = first.find_elements(By.CSS_SELECTOR, "div.finding p.error")
    texts = [f.text for f in findings]
    check(len(texts) == 1 and texts[0].startswith("closes at 11:00, ") and "stay at most" in texts[0],
          f"beside the theatre: it closes at 11:00 during the visit ({texts})")
    others = [f.text for f in driver.find_elements(By.CSS_SELECTOR, "ol.plan-stops > li:not(:first-child) div.finding")]
    check(not others, f"the other stops have nothing to fix ({others})")
    check(verdict(driver).startswith("1 thing to fix"), f"the page says there is 1 thing to fix ({verdict(driver)!r})")
    fix = button(first.find_element(By.CSS_SELECTOR, "div.finding"), "stay ")
    minutes = fix.text.split()[1]
    check(f"stay at most {minutes} minutes" in texts[0], f"its fix is the sentence's own: {fix.text!r}")
    page_rules(driver, axe, "the plan with a finding")

    click_and_wait(driver, fix)
    check(driver.current_url == plan, f"the fix answers with the plan's page ({driver.current_url})")
    first = driver.find_element(By.CSS_SELECTOR, "ol.plan-stops > li:first-child")
    check(not first.find_elements(By.CSS_SELECTOR, "div.finding"), "the theatre's finding is gone")
    check(verdict(driver) == "Nothing to fix: the day fits.", f"the page says nothing to fix ({verdict(driver)!r})")
    day = timetable(driver)
    check(day[0][0].endswith("–11:00"), f"the theatre's visit now ends at its closing, 11:00 ({day[0][0]})")
    page_rules(driver, axe, "the plan, fixed")
    return name, plan, day


def make_share_link(guide, driver, axe):
    click_and_wait(driver, button(driver, "make a share link"))
    links = driver.find_elements(By.CSS_SELECTOR, "main .notice a[href*='/shared/']")
    check(len(links) == 1, f"Make a share link shows one link ({len(links)})")
    link = links[0].get_attribute("href")
    check(link.startswith(guide.base + "/shared/"), f"the link opens this guide's shared page ({link})")
    page_rules(driver, axe, "the plan with its share link")
    return link


def get(url):
    """The status, Content-Type and text of a plain GET, without cookies."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers.get("Content-Type", ""), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), ""


def open_shared(guide, visitor, link, name, day, axe):
    """Someone who never signed in opens the link: the same day, read only."""
    visitor.get(guide.base + "/plans")
    check("/sign-in" in visitor.current_url, "the second browser is signed out (/plans asks to sign in)")
    visitor.get(link)
    check(heading(visitor) == name, f"the link opens the plan by its name ({heading(visitor)!r})")
    shared = timetable(visitor)
    check(shared == day, f"the same stops at the same times in the same order ({shared})")
    changing = visitor.execute_script(
        "return [...document.forms].filter(f => f.method.toLowerCase() !== 'get').length"
        " + document.querySelectorAll('button:not(form[method=get] button)').length")
    check(changing == 0, f"nothing on the shared page changes anything ({changing} forms or buttons)")
    calendar = visitor.find_element(By.XPATH, "//a[normalize-space()='Add to my calendar']").get_attribute("href")
    printed = visitor.find_element(By.XPATH, "//a[normalize-space()='Print']").get_attribute("href")
    check(calendar == link + ".ics" and printed == link + "/print",
          f"its calendar and print links hang off the link ({calendar}, {printed})")
    status, kind, text = get(calendar)
    check(status == 200 and kind.startswith("text/calendar"), f"the calendar answers 200 text/calendar ({status} {kind})")
    summaries = [line.removeprefix("SUMMARY:") for line in text.split("\r\n") if line.startswith("SUMMARY:")]
    check(summaries == [title for _, title in day], f"the calendar has an event for each stop, in order ({summaries})")
    status, kind, _ = get(printed)
    check(status == 200 and kind.startswith("text/html"), f"the printed page answers 200 ({status} {kind})")
    page_rules(visitor, axe, "the shared page")
    visitor.get(printed)
    check(name in visitor.find_element(By.TAG_NAME, "body").text, "the printed page names the plan")


def stop_sharing(guide, driver, visitor, plan, link):
    driver.get(plan)
    click_and_wait(driver, button(driver, "stop the share link"))
    check(driver.current_url == plan, "Stop the share link answers with the plan's page")
    check(status_of(link) == 404 and status_of(link + ".ics") == 404 and status_of(link + "/print") == 404,
          "the link, its calendar and its printed page answer 404")
    visitor.get(link)
    check("does not open a plan any more" in visitor.find_element(By.TAG_NAME, "main").text,
          "the signed-out browser is told the link does not open a plan any more")


def plans_list(guide, driver, names, axe):
    driver.get(guide.base + "/plans")
    check(heading(driver, "Plans") == "Plans", "/plans opens")
    listed = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "table.plans a")]
    check(all(n in listed for n in names), f"/plans lists the plans made ({listed})")
    page_rules(driver, axe, "/plans")


def main():
    def out_of_time(signum, frame):
        raise Deadline(f"plan path: over {DEADLINE} s")
    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(DEADLINE)
    saturday = coming_saturday(datetime.datetime.now(zoneinfo.ZoneInfo(ZONE)).date())
    axe = axe_core.source()
    guide = planning_guide(sys.argv[1], saturday)
    try:
        owner = guide.browser(*VIEWPORTS[0])
        sign_in(guide, owner)
        names = []
        for size in VIEWPORTS:
            print(f"# at {size[0]}x{size[1]}")
            set_viewport(owner, *size)
            ask(guide, owner, saturday)
            name, plan, day = plan_this_day(guide, owner, saturday, axe)
            check(name not in names, f"a second plan of the same day gets a name of its own ({name!r})")
            names.append(name)
            link = make_share_link(guide, owner, axe)
            # A second person: a browser of its own, which never signed in.
            visitor = guide.browser(*size, profile=f"visitor-{size[0]}")
            set_viewport(visitor, *size)
            open_shared(guide, visitor, link, name, day, axe)
            stop_sharing(guide, owner, visitor, plan, link)
            visitor.quit()
            guide.drivers.remove(visitor)
            plans_list(guide, owner, names, axe)
    finally:
        signal.alarm(0)
        guide.stop()
    print("plan path: all steps passed")


if __name__ == "__main__":
    main()
