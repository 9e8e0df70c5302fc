#!/usr/bin/env python3
"""Draws JSON goldens with the framework-free web renderer (Examples/web) in headless
Chromium and checks it against the library's own HTML page of the same golden.

For each golden: both pages are audited with ../shared/tools/audit-html (W3C Nu checker
0 errors, axe-core WCAG 2.2 AA 0 violations in light and dark); then, list item by list
item, the accessibility trees must be equal: each bubble's one accessible text (its label)
or button, its time, and the action buttons with their descriptions; and the headings
below the h1 (day headings included) must be the same, in order. Only the library page's
reviewer notes (`<p class="transition" role="note">`, in the page's language) are left out, by
removing them from a copy of the page: the web renderer announces through live regions
instead.

Usage: web-example.py OUT_DIR [GOLDEN_NAME ...]
"""
import pathlib, re, subprocess, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
AUDIT = ROOT.parent / "shared" / "tools" / "audit-html"
sys.path.insert(0, str(ROOT / ".ci"))
from spoken import spoken_codes  # noqa: E402

BIN = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                     text=True, check=True).stdout.strip()
LANGUAGES = ["locale-" + code for code in spoken_codes(BIN + "/bubble-preview")]
MORE = ["gallery-receiptBadge", "gallery-receiptBadge-dark", "failures", "hostile-text", "attachments",
        "thread-group-tokyo", "thread-group-tokyo-ar"]
NOTE = re.compile(r'<p class="transition" role="note">.*?</p>\n')


def parse(axtree):
    """[(depth, 'role name')] from audit-html's axtree.txt (two spaces a level)."""
    rows = []
    for line in axtree.read_text(encoding="utf-8").splitlines():
        stripped = line.lstrip(" ")
        rows.append(((len(line) - len(stripped)) // 2, stripped))
    return rows


def headings(rows):
    """Every heading below the page's h1, with its level."""
    return [text for _, text in rows if text.startswith("heading ") and "[level=1]" not in text]


def list_items(rows):
    """Each listitem's subtree as lines relative to it."""
    items, index = [], 0
    while index < len(rows):
        depth, text = rows[index]
        if not text.startswith("listitem "):
            index += 1
            continue
        block, index = [], index + 1
        while index < len(rows) and rows[index][0] > depth:
            child_depth, child = rows[index]
            block.append("  " * (child_depth - depth - 1) + child)
            index += 1
        items.append(block)
    return items


def audit(page, out):
    result = subprocess.run([str(AUDIT), str(page), "--out", str(out)], capture_output=True, text=True)
    (out.parent / (out.name + ".log")).write_text(result.stdout + result.stderr, encoding="utf-8")
    summary = (result.stdout.strip().splitlines() or ["(no output)"])[-1]
    return result.returncode == 0, summary


def main():
    out = pathlib.Path(sys.argv[1]).resolve()
    names = sys.argv[2:] or LANGUAGES + MORE
    failed = False
    for name in names:
        web_page = out / "web" / f"{name}.html"
        subprocess.run([sys.executable, str(ROOT / "Examples/web/build-page.py"),
                        str(ROOT / "Goldens/json" / f"{name}.json"), str(web_page),
                        "--title", f"Web renderer: {name}"], check=True)
        web_ok, web_summary = audit(web_page, out / "audit" / f"web-{name}")
        golden = (ROOT / "Goldens/html" / f"{name}.html").read_text(encoding="utf-8")
        # The golden links the stylesheet every page shares; the copy, elsewhere, holds it.
        shared = (ROOT / "Goldens/html/messagestatuskit.css").read_text(encoding="utf-8")
        golden = golden.replace('<link rel="stylesheet" href="messagestatuskit.css">\n',
                                "<style>\n" + shared + "</style>\n", 1)
        lib_page = out / "lib" / f"{name}.html"
        lib_page.parent.mkdir(parents=True, exist_ok=True)
        lib_page.write_text(NOTE.sub("", golden), encoding="utf-8")
        lib_ok, lib_summary = audit(lib_page, out / "audit" / f"lib-{name}")
        web_rows = parse(out / "audit" / f"web-{name}" / "axtree.txt")
        lib_rows = parse(out / "audit" / f"lib-{name}" / "axtree.txt")
        web_items, lib_items = list_items(web_rows), list_items(lib_rows)
        bubbles = sum(1 for item in lib_items if item and item[0].startswith(("text ", "button ")))
        problems = []
        if not web_ok:
            problems.append(f"web page audit: {web_summary}")
        if not lib_ok:
            problems.append(f"library page audit: {lib_summary}")
        if bubbles == 0:
            problems.append("no bubbles found in the library page")
        if headings(web_rows) != headings(lib_rows):
            problems.append(f"headings differ:\n    library: {headings(lib_rows)}\n    web:     {headings(web_rows)}")
        if len(web_items) != len(lib_items):
            problems.append(f"{len(web_items)} list items on the web page, {len(lib_items)} on the library's")
        for number, (web, lib) in enumerate(zip(web_items, lib_items), 1):
            if web != lib:
                problems.append(f"list item {number} differs:\n    library: {lib}\n    web:     {web}")
                break
        if problems:
            failed = True
            print(f"web example FAIL: {name}")
            for problem in problems:
                print(f"  {problem}")
        else:
            print(f"web example ok:   {name}: {bubbles} bubbles, {len(lib_items)} list items with equal "
                  f"names, roles and actions; web page {web_summary}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
