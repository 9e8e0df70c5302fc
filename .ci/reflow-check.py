#!/usr/bin/env python3
"""Pages that reflow, in headless Chromium (the audit tools' Selenium; WCAG 1.4.10, 2.5.8).

    python3 .ci/reflow-check.py BINARY SCRATCH_DIR
    python3 .ci/reflow-check.py --pages PAGE...   # the same checks, of these pages only

Renders the English and Arabic galleries, the failures page (German and Arabic Retry and
Delete) and a thread holding a long URL and a long German word, and checks each at a
320 px wide viewport:

- no page scrolls sideways (the document is no wider than the viewport less its scroll bar);
- every action button's label stays on one line, and the button is at least 44 px tall;
- a page pinned with --appearance still follows `prefers-contrast: more`: its secondary
  text takes the increased-contrast colour.
"""
import json, os, shutil, subprocess, sys

VENV_PY = os.path.expanduser("~/.cache/audit-html-venv/bin/python")
if sys.prefix == sys.base_prefix and os.path.exists(VENV_PY):
    os.execv(VENV_PY, [VENV_PY, os.path.realpath(__file__), *sys.argv[1:]])

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GIVEN = sys.argv[2:] if sys.argv[1] == "--pages" else None
if GIVEN is None:
    BINARY, SCRATCH = sys.argv[1], sys.argv[2]
    os.makedirs(SCRATCH, exist_ok=True)

LONG = {
    "viewer": "me", "participants": ["me", "alice"], "names": {"alice": "Alice"},
    "options": {"locale": "de", "timeZone": "UTC", "now": "2025-10-21T12:00:00Z"},
    "messages": [
        {"id": "u", "sender": "alice", "createdAt": "2025-10-21T10:40:00Z", "state": "read",
         "text": "https://example.com/" + "a-very-long-path-segment/" * 12 + "?q=" + "x" * 80},
        {"id": "w", "sender": "me", "createdAt": "2025-10-21T10:41:00Z", "state": "failed",
         "text": "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen" * 2},
    ],
}


def run(arguments, path, stdin=None):
    with open(path, "wb") as out:
        subprocess.run([BINARY, *arguments], input=stdin, stdout=out, check=True)
    return path


def pages():
    if GIVEN is not None:
        for path in GIVEN:
            yield os.path.basename(path), path, False
        return
    yield "gallery-en", run(["gallery"], f"{SCRATCH}/gallery-en.html"), False
    yield "gallery-ar", run(["gallery", "--locale", "ar"], f"{SCRATCH}/gallery-ar.html"), False
    yield "gallery-pinned", run(
        ["gallery", "--appearance", "light", "--style", "ticks"],
        f"{SCRATCH}/gallery-pinned.html"), True
    yield "failures", os.path.join(ROOT, "Goldens/html/failures.html"), False
    yield "long-list", run(
        ["render", "--format", "html"], f"{SCRATCH}/long-list.html", json.dumps(LONG).encode()), False
    yield "long-thread", run(
        ["render", "--thread", "--format", "html"], f"{SCRATCH}/long-thread.html",
        json.dumps(LONG).encode()), False


CHECK = """
const out = {width: document.documentElement.scrollWidth,
             viewport: document.documentElement.clientWidth,
             buttons: []};
for (const b of document.querySelectorAll('.actions button')) {
  const range = document.createRange(); range.selectNodeContents(b);
  const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
  out.buttons.push({text: b.textContent, lines: lines.size,
                    height: b.getBoundingClientRect().height});
}
const stamp = document.querySelector('.timestamp');
out.secondary = stamp ? getComputedStyle(stamp).color : null;
return out;
"""


def main():
    opts = webdriver.ChromeOptions()
    opts.binary_location = shutil.which("chromium") or shutil.which("chromium-browser")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=320,900"):
        opts.add_argument(flag)
    driver = webdriver.Chrome(options=opts, service=Service(shutil.which("chromedriver")))
    problems, checked = [], 0
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 320, "height": 900, "deviceScaleFactor": 1,
                                "mobile": False})
        for name, path, pinned in pages():
            for contrast in (["no-preference", "more"] if pinned else ["no-preference"]):
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                    {"name": "prefers-contrast", "value": contrast}]})
                driver.get("file://" + os.path.abspath(path))
                result = driver.execute_script(CHECK)
                checked += 1
                if result["width"] > result["viewport"]:
                    problems.append(f"{name}: {result['width']} px wide at a "
                                    f"{result['viewport']} px viewport")
                for button in result["buttons"]:
                    if button["lines"] != 1:
                        problems.append(f"{name}: '{button['text']}' wraps onto "
                                        f"{button['lines']} lines")
                    if button["height"] < 44:
                        problems.append(f"{name}: '{button['text']}' is "
                                        f"{button['height']:.0f} px tall (44 asked)")
                if pinned:
                    normal = contrast == "no-preference"
                    grey = "rgb(107, 107, 112)"
                    if normal and result["secondary"] != grey:
                        problems.append(f"{name}: secondary text {result['secondary']}, "
                                        f"expected {grey}")
                    if not normal and result["secondary"] == grey:
                        problems.append(f"{name}: under prefers-contrast: more the pinned "
                                        f"page keeps {grey}")
    finally:
        driver.quit()
    for problem in sorted(set(problems)):
        print("reflow: " + problem, file=sys.stderr)
    print(f"reflow: {checked} page views at 320 px; {len(set(problems))} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
