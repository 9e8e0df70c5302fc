#!/usr/bin/env python3
"""What a screen reader meets on the pages, from Chromium's accessibility tree.

    python3 .ci/a11y-check.py BINARY SCRATCH_DIR

Renders, in English and Arabic, the gallery, a thread page (Examples/thread.json, whose
days get headings) and a page of failed messages (and the gallery and thread in Persian), as HTML and as JSON, and reads each
page's accessibility tree as ../shared/tools/audit-html writes it. For every list item,
against the JSON bubble at the same place:

- one named stop per message: a single text, its label (content, then state) followed by
  its time, as a native chat app speaks one element per message;
- then one button per action, each described by its message's content, and nothing else;
- a reviewer note, where there is one, is a note of one piece, apart from the message.

A failed message inside a run of messages (the `run` page) and those of the failures page
are checked in the browser for room: their actions' focus ring stays 4 px clear of the
next bubble.

Every day heading is a heading (level 2) with the JSON separator's title. Then, in the
browser: a bubble with a default action dispatches `bubbleaction` when clicked, and its
action buttons do on pointer, Enter and Space, as Examples/web expects; and under
forced colours (Windows High Contrast, emulated) every bubble, badge and action button
keeps a visible edge (a computed outline or border of at least 1 px).
"""
import ast, json, os, pathlib, re, subprocess, sys

VENV_PY = os.path.expanduser("~/.cache/audit-html-venv/bin/python")
if sys.prefix == sys.base_prefix and os.path.exists(VENV_PY):
    os.execv(VENV_PY, [VENV_PY, os.path.realpath(__file__), *sys.argv[1:]])

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = pathlib.Path(__file__).resolve().parent.parent
AUDIT = ROOT.parent / "shared" / "tools" / "audit-html"
BINARY, SCRATCH = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
SCRATCH.mkdir(parents=True, exist_ok=True)


def chat(*messages):
    """A one-to-one chat of `messages` (id, sender, text, time, state, then any extra
    members), in English, in UTC."""
    return {
        "viewer": "me",
        "participants": ["me", "alice"],
        "options": {"locale": "en", "timeZone": "UTC"},
        "messages": [{"id": m[0], "sender": m[1], "text": m[2],
                      "createdAt": f"2025-10-21T{m[3]}Z", "state": m[4], **(m[5] if len(m) > 5 else {})}
                     for m in messages],
    }


FAILURES = chat(
    ("f1", "me", "No signal", "10:42:00", "failed"),
    ("f2", "me", "", "10:43:00", "failed", {"attachment": "photo"}),
    ("f3", "me", "This file is too large", "10:44:00", "failed", {"failure": "permanent"}),
    ("f4", "alice", "Did it arrive?", "10:45:00", "delivered"),
)
# A failed message in the middle of a run of three, drawn close together.
RUN = chat(
    ("r1", "me", "On my way", "10:42:00", "read"),
    ("r2", "me", "Traffic is bad", "10:42:20", "failed"),
    ("r3", "me", "Ten minutes", "10:42:40", "sent"),
)


def document_in(locale, document):
    """`document` with the locale `locale`, written to the scratch folder."""
    document = json.loads(json.dumps(document))
    document.setdefault("options", {})["locale"] = locale
    path = SCRATCH / f"input-{locale}-{abs(hash(json.dumps(document, sort_keys=True)))}.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


THREAD = json.loads((ROOT / "Examples/thread.json").read_text(encoding="utf-8"))
PAGES = {
    "gallery-en": ["gallery"],
    "gallery-ar": ["gallery", "--locale", "ar"],
    "thread": ["render", "--thread", "--input", document_in("en", THREAD)],
    "thread-ar": ["render", "--thread", "--input", document_in("ar", THREAD)],
    "gallery-fa": ["gallery", "--locale", "fa"],
    "thread-fa": ["render", "--thread", "--input", document_in("fa", THREAD)],
    "failures": ["render", "--input", document_in("en", FAILURES)],
    "failures-ar": ["render", "--input", document_in("ar", FAILURES)],
    "run": ["render", "--thread", "--input", document_in("en", RUN)],
    "conversations-en": ["gallery", "--conversations"],
    "conversations-ar": ["gallery", "--conversations", "--locale", "ar"],
}


def render(arguments, format, path):
    subprocess.run([BINARY, *arguments, "--format", format, "--output", str(path)], check=True)


def parse(axtree):
    """[(depth, 'role name')] from audit-html's axtree.txt (two spaces a level)."""
    rows = []
    for line in axtree.read_text(encoding="utf-8").splitlines():
        stripped = line.lstrip(" ")
        rows.append(((len(line) - len(stripped)) // 2, stripped))
    return rows


def items(rows):
    """Each listitem's children (with their subtrees) as (depth, text) rows."""
    found, index = [], 0
    while index < len(rows):
        depth, text = rows[index]
        index += 1
        if not text.startswith("listitem "):
            continue
        block = []
        while index < len(rows) and rows[index][0] > depth:
            block.append((rows[index][0] - depth - 1, rows[index][1]))
            index += 1
        found.append(block)
    return found


def without_note(block, problems, where):
    """The item without its reviewer note, which must be a note of one piece."""
    kept, index = [], 0
    while index < len(block):
        depth, text = block[index]
        index += 1
        if depth == 0 and text.startswith("note "):
            inside = []
            while index < len(block) and block[index][0] > depth:
                inside.append(block[index][1])
                index += 1
            if len(inside) != 1:
                problems.append(f"{where}: its note is {len(inside)} pieces: {inside}")
            continue
        kept.append((depth, text))
    return kept


NODE = re.compile(r"""^(\S+) ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")(.*)$""")
DESCRIPTION = re.compile(r"""description=('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")""")


def spoken(text):
    """The name of a row, as Python wrote it: "text 'Hello, read'" -> 'Hello, read'."""
    match = NODE.match(text)
    return ast.literal_eval(match.group(2)) if match else ""


def description(text):
    match = DESCRIPTION.search(text)
    return ast.literal_eval(match.group(1)) if match else None


def check_rows(name, rows, document, problems):
    """A conversation list: each row is one stop, its label, and nothing else."""
    found = items(rows)
    if len(found) != len(document["rows"]):
        problems.append(f"{name}: {len(found)} list items, {len(document['rows'])} rows")
        return
    for number, (block, row) in enumerate(zip(found, document["rows"]), 1):
        stops = [spoken(text) for _, text in block]
        if stops != [row["accessibilityLabel"]] or not block[0][1].startswith("text "):
            problems.append(f"{name}: row {number} is {block}, expected one text stop "
                            f"{row['accessibilityLabel']!r}")


def check_tree(name, rows, document, problems):
    if document.get("rows") is not None:
        return check_rows(name, rows, document, problems)
    bubbles = document["bubbles"]
    found = items(rows)
    if len(found) != len(bubbles):
        problems.append(f"{name}: {len(found)} list items, {len(bubbles)} bubbles")
        return
    shared = document["labelSeparator"]
    for number, (block, bubble) in enumerate(zip(found, bubbles), 1):
        where = f"{name}: item {number} ({bubble['id']})"
        block = without_note(block, problems, where)
        a = bubble["accessibility"]
        separator = a.get("separator") or shared
        label = a["contentLabel"]
        if a["stateDescription"]:
            label += separator + a["stateDescription"]
        # The time as the JSON says to speak it: its own words where the label holds
        # another time ("sent at 10:47 AM" after "read at 10:52 AM").
        stop = label + separator + (a.get("timeLabel") or bubble["timestamp"])
        top = [text for depth, text in block if depth == 0]
        first = top[0] if top else ""
        if not first.startswith("text ") or spoken(first) != stop:
            problems.append(f"{where}: first stop is {first!r}, expected text {stop!r}")
        if any(depth > 0 for depth, _ in block):
            problems.append(f"{where}: its stops have parts: {block}")
        actions = top[1:]
        expected = [(action["label"], a["contentLabel"]) for action in bubble["actions"]]
        found_actions = [(spoken(button), description(button)) for button in actions]
        if not all(button.startswith("button ") for button in actions) or found_actions != expected:
            problems.append(f"{where}: after the message {actions}, expected the buttons "
                            f"{expected} (name, description)")
    headings = [spoken(text) for _, text in rows if text.startswith("heading ") and "[level=2]" in text]
    for separator in document.get("separators") or []:
        if separator["title"] not in headings:
            problems.append(f"{name}: day heading {separator['title']!r} is not a level-2 heading")


EDGES = """
return Array.from(document.querySelectorAll(arguments[0])).map(function (element) {
  var style = getComputedStyle(element);
  var outline = style.outlineStyle !== "none" ? parseFloat(style.outlineWidth) : 0;
  var border = style.borderTopStyle !== "none" ? parseFloat(style.borderTopWidth) : 0;
  return Math.max(outline, border);
});
"""


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=800,900"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))


def check_operable(page, document, problems):
    driver = browser()
    try:
        driver.get(page.as_uri())
        driver.execute_script(
            "window.events = []; document.addEventListener('bubbleaction', e => events.push(e.detail));")
        expected = [b for b in document["bubbles"] if b["accessibility"]["defaultAction"]]
        bubbles = driver.find_elements(By.CSS_SELECTOR, ".bubble[data-action]")
        if not bubbles or len(bubbles) != len(expected):
            problems.append(f"operable: {len(bubbles)} bubbles with a default action, {len(expected)} in the JSON")
            return
        want = {"bubbleID": expected[0]["id"], "action": expected[0]["accessibility"]["defaultAction"]}
        bubbles[0].click()
        row = bubbles[0].find_element(By.XPATH, "./ancestor::li")
        button = row.find_element(By.CSS_SELECTOR, f".actions button[data-action='{want['action']}']")
        button.click()
        driver.execute_script("arguments[0].focus()", button)
        if driver.switch_to.active_element != button:
            problems.append("operable: the action button cannot take focus")
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        driver.switch_to.active_element.send_keys(Keys.SPACE)
        events = driver.execute_script("return events")
        if events != [want] * 4:
            problems.append(f"operable: the bubble's click and its button's click, Enter and Space "
                            f"dispatched {events}, expected 4 × {want}")
    finally:
        driver.quit()


CLEARANCE = """
var rows = Array.from(document.querySelectorAll('.row'));
return rows.filter(function (row) {
    var next = row.nextElementSibling;
    return row.querySelector('.actions') && next && next.querySelector('.bubble');
  })
  .map(function (row) {
    var actions = row.querySelector('.actions').getBoundingClientRect();
    var next = row.nextElementSibling.querySelector('.bubble').getBoundingClientRect();
    return [row.dataset.id, next.top - actions.bottom];
  });
"""


def check_spacing(page, problems):
    """Actions never touch the next bubble: their focus ring (3 px outline, 2 px offset)
    stays at least 4 px clear of it, inside a run too."""
    driver = browser()
    try:
        driver.get(page.as_uri())
        gaps = driver.execute_script(CLEARANCE)
        for identifier, gap in gaps:
            if gap < 5 + 4:
                problems.append(f"{page.name}: the actions of {identifier} are {gap:.0f} px above the "
                                "next bubble; their focus ring needs 9")
        return len(gaps)
    finally:
        driver.quit()


def check_forced_colors(page, problems):
    """Under emulated forced colours, every shape keeps an edge of at least 1 px."""
    driver = browser()
    try:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "forced-colors", "value": "active"}]})
        driver.get(page.as_uri())
        if not driver.execute_script("return matchMedia('(forced-colors: active)').matches"):
            problems.append(f"{page.name}: forced colours could not be emulated")
            return 0
        checked = 0
        for selector in (".bubble", ".badge", ".actions button"):
            widths = driver.execute_script(EDGES, selector)
            checked += len(widths)
            thin = [width for width in widths if width < 1]
            if thin:
                problems.append(f"{page.name}: {len(thin)} of {len(widths)} {selector} have no edge "
                                "under forced colours")
        return checked
    finally:
        driver.quit()


def main():
    problems = []
    for name, arguments in PAGES.items():
        page, data = SCRATCH / f"{name}.html", SCRATCH / f"{name}.json"
        render(arguments, "html", page)
        render(arguments, "json", data)
        document = json.loads(data.read_text(encoding="utf-8"))
        out = SCRATCH / f"audit-{name}"
        result = subprocess.run([str(AUDIT), str(page), "--out", str(out)], capture_output=True, text=True)
        if result.returncode != 0:
            problems.append(f"{name}: audit failed: {result.stdout.strip().splitlines()[-1:]}")
        before = len(problems)
        check_tree(name, parse(out / "axtree.txt"), document, problems)
        print(f"{name}: {len(document['bubbles'])} list items, "
              f"{len(document.get('separators') or [])} day headings, {len(problems) - before} problems")
        if name == "failures":
            check_operable(page, document, problems)
        if name in ("failures", "run"):
            print(f"{name}: {check_spacing(page, problems)} rows with actions before another row, "
                  "checked for clearance")
        if name in ("gallery-en", "failures"):
            edges = check_forced_colors(page, problems)
            print(f"{name}: {edges} bubbles, badges and buttons checked under forced colours")
    for problem in problems:
        print(f"  {problem}")
    print(f"a11y check: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
