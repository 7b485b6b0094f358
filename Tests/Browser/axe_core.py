"""axe-core, the accessibility rules engine, as the `axe.min.js` that PyPI's axe-playwright-python
wheel ships (axe-core is MPL-2.0, so it is fetched into a cache folder, never kept in this
repository). The wheel's version and SHA-256 are pinned: a changed file is refused, not run.

Run as a script, it fetches the wheel when the cache lacks it (Scripts/install-deps does this);
the browser checks call `source()`, which does the same on first use."""

import hashlib
import os
import subprocess
import sys
import tempfile
import zipfile

WHEEL = "axe_playwright_python-0.1.8-py3-none-any.whl"
REQUIREMENT = "axe-playwright-python==0.1.8"
SHA256 = "fdd263c998388f1a8e67cad02677e612d946248bd44d163be5e8650ea31f95f8"
SCRIPT = "axe_playwright_python/axe.min.js"

# Violations of these impacts fail a page; "minor" and "moderate" are reported only.
FAILING_IMPACTS = {"serious", "critical"}


def cache_folder():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "outings-tests")


def wheel_path():
    """The pinned wheel in the cache, downloaded with pip (no dependencies) when missing."""
    folder = cache_folder()
    path = os.path.join(folder, WHEEL)
    if not os.path.exists(path):
        os.makedirs(folder, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=folder) as download:
            fetched = subprocess.run(
                [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                 "--dest", download, REQUIREMENT],
                timeout=120)
            if fetched.returncode != 0:
                raise SystemExit(f"axe-core: pip could not download {REQUIREMENT} into {folder} "
                                 f"(exit {fetched.returncode}); the browser test needs it once, from PyPI")
            os.replace(os.path.join(download, WHEEL), path)
    with open(path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if digest != SHA256:
        os.remove(path)
        raise RuntimeError(f"{WHEEL} has SHA-256 {digest}, not the pinned {SHA256}; removed it")
    return path


def source():
    with zipfile.ZipFile(wheel_path()) as wheel:
        return wheel.read(SCRIPT).decode()


def run(driver, script):
    """Every violation axe finds on the loaded page, as dicts with id, impact and targets. The
    script goes in through WebDriver, which the page's Content-Security-Policy does not govern."""
    driver.set_script_timeout(60)
    driver.execute_script(script + "\n;window.axe = axe;")
    result = driver.execute_async_script(
        """
        const done = arguments[arguments.length - 1];
        window.axe.run(document, {resultTypes: ['violations']})
            .then(r => done(r.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help,
                targets: v.nodes.map(n => n.target.join(' '))}))))
            .catch(e => done({error: String(e)}));
        """)
    if isinstance(result, dict) and "error" in result:
        raise RuntimeError(f"axe.run failed: {result['error']}")
    return result


if __name__ == "__main__":
    print(wheel_path())
