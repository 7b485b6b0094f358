"""Shared set-up for the browser checks: a temporary HOME with the demo guide, the fake Flickr
image host (or, offline, a closed port in its place), outings-web on a free loopback port, and
headless Chromium from Debian driven over WebDriver by /usr/bin/chromedriver. Every process
started here is stopped by its pid in stop(), which the callers run in a finally block."""

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# Seconds a page's images get to finish loading (or failing).
IMAGE_DEADLINE = 20
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Guide:
    def __init__(self, bin_dir, listen="127.0.0.1:0", offline=False, member=None, environment=None,
                 prepare=None):
        """`member`: (login name, password) of an owner added before the server starts, so the
        guide asks everyone to sign in; the API helper then uses a personal token of theirs.
        `environment`: more variables for every child (OUTINGS_TIMEZONE); `prepare(guide)` runs
        before the server starts, to add what it must find (a household, with `cli`)."""
        self.bin_dir = bin_dir
        self.home = tempfile.mkdtemp(prefix="outings-browser-")
        self.processes = []
        self.driver = None
        self.drivers = []
        # From scratch: nothing read from or written to the user's own folders.
        self.env = {
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": self.home,
            "LANG": os.environ.get("LANG", "C.UTF-8"),
            **{f"XDG_{kind}_HOME": os.path.join(self.home, kind.lower()) for kind in ["CONFIG", "DATA", "CACHE", "STATE"]},
            **(environment or {}),
        }
        self.closed_port = None
        if offline:
            # A port bound but never listening: every connection to it is refused at once, as
            # on a machine with no network.
            self.closed_port = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            self.closed_port.bind(("127.0.0.1", 0))
            port = self.closed_port.getsockname()[1]
        else:
            port = self.start_fake_flickr()
        self.env["OUTINGS_FLICKR_STATIC_URL"] = f"http://127.0.0.1:{port}/static/"
        self.store = store = "sqlite:" + os.path.join(self.home, "guide.sqlite")
        subprocess.run([os.path.join(bin_dir, "outings"), "--store", store, "demo"], env=self.env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, timeout=120)
        self.token = None
        if member is not None:
            self.token = self.add_member(bin_dir, store, *member)
        if prepare is not None:
            prepare(self)
        self.errors = open(os.path.join(self.home, "web.err"), "w")
        web = subprocess.Popen(
            [os.path.join(bin_dir, "outings-web"), "--store", store, "--listen", listen],
            env=self.env, stdout=subprocess.PIPE, stderr=self.errors, text=True)
        self.processes.append(web)
        line = web.stdout.readline().strip()
        prefix = "Serving Outings at "
        if not line.startswith(prefix):
            raise RuntimeError(f"outings-web did not start: {line!r}")
        self.base = line[len(prefix):].rstrip("/")

    def add_member(self, bin_dir, store, name, password):
        """Adds an owner as the CLI does (password on standard input); returns a new API token."""
        outings = os.path.join(bin_dir, "outings")
        subprocess.run([outings, "--store", store, "members", "add", name, "--password-stdin"], env=self.env,
                       input=password + "\n", text=True, stdout=subprocess.DEVNULL, check=True, timeout=60)
        made = subprocess.run([outings, "--store", store, "members", "token", name], env=self.env,
                              text=True, capture_output=True, check=True, timeout=60)
        return made.stdout.strip()

    def cli(self, *arguments):
        """What `outings --store STORE ARGUMENTS...` prints on standard output (it must exit 0)."""
        done = subprocess.run([os.path.join(self.bin_dir, "outings"), "--store", self.store, *arguments],
                              env=self.env, text=True, capture_output=True, check=True, timeout=60)
        return done.stdout

    def start_fake_flickr(self):
        """The fake Flickr image host (see Tests/FakeFlickr): its port once it listens."""
        port_file = os.path.join(self.home, "flickr.port")
        flickr = subprocess.Popen(
            [sys.executable, os.path.join(ROOT, "Tests/FakeFlickr/fake_flickr.py"), port_file,
             os.path.join(self.home, "flickr.log")], env=self.env)
        self.processes.append(flickr)
        deadline = time.time() + 15
        while not os.path.exists(port_file):
            if time.time() > deadline:
                raise RuntimeError("the fake Flickr server did not start")
            time.sleep(0.05)
        with open(port_file) as f:
            return f.read().strip()

    def browser(self, width=1280, height=900, profile="chromium"):
        """A headless Chromium with its own profile folder `profile` (a second profile is a second
        person: no cookies shared). `driver` is the first one made; stop() quits them all."""
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         f"--window-size={width},{height}", "--hide-scrollbars",
                         f"--user-data-dir={os.path.join(self.home, profile)}"]:
            options.add_argument(argument)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        service = Service(executable_path="/usr/bin/chromedriver", env=self.env)
        driver = webdriver.Chrome(service=service, options=options)
        self.drivers.append(driver)
        if self.driver is None:
            self.driver = driver
        driver.set_page_load_timeout(30)
        return driver

    def api(self, method, path, body=None):
        """Another client, straight to the JSON API."""
        data = json.dumps(body).encode() if body is not None else None
        headers = {"Content-Type": "application/json"}
        if self.token is not None:
            headers["Authorization"] = "Bearer " + self.token
        request = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read().decode()
            return json.loads(text) if text else None

    def stop(self):
        for driver in self.drivers:
            try:
                driver.quit()
            except Exception:
                pass
        for process in reversed(self.processes):
            if process.poll() is None:
                os.kill(process.pid, signal.SIGKILL)
                process.wait()
        self.errors.close()
        if self.closed_port is not None:
            self.closed_port.close()
        shutil.rmtree(self.home, ignore_errors=True)


def set_viewport(driver, width, height):
    """The layout viewport, exactly, whatever window decorations headless Chromium assumes."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def wait_for_images(driver):
    """Waits until every image has finished (loaded or failed). A lazy image loads only near
    the viewport, so the page is scrolled to each unfinished one in turn; then back to the top.
    Returns the sources still unfinished at the deadline."""
    deadline = time.monotonic() + IMAGE_DEADLINE
    while time.monotonic() < deadline:
        pending = driver.execute_script(
            """
            const pending = [...document.images].filter(i => !i.complete);
            if (pending.length) pending[0].scrollIntoView({block: 'center'});
            return pending.length;
            """)
        if pending == 0:
            break
        time.sleep(0.05)
    driver.execute_script("window.scrollTo(0, 0)")
    return driver.execute_script("return [...document.images].filter(i => !i.complete).map(i => i.src)")


def status_of(url):
    """The HTTP status of a plain GET, errors included."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
