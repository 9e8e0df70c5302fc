#!/usr/bin/env python3
"""What a screen reader meets on the pages, from Chromium's accessibility tree.

    python3 .ci/a11y-check.py BINARY SCRATCH_DIR

Renders the English and Arabic galleries and a thread page (Examples/thread.json, whose
days get headings) as HTML and as JSON, and reads each page's accessibility tree as
../shared/tools/audit-html writes it. For every list item, against the JSON bubble at the
same place:

- the message's text is exposed once (in its label, the item's one text or button), and
  so is its state (`accessibility.stateDescription`), leaving out the reviewer note;
- the time is exposed after it, and nothing else speaks: no sender, image or second text;
- every action button is described by its message's content.

Every day heading is a heading (level 2) with the JSON separator's title. Then, in the
browser, a bubble whose role is button is operated by pointer, Enter and Space, and each
time dispatches `bubbleaction` with its id and default action, as Examples/web does.
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

PAGES = {
    "gallery-en": ["gallery"],
    "gallery-ar": ["gallery", "--locale", "ar"],
    "thread": ["render", "--thread", "--input", str(ROOT / "Examples/thread.json")],
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


def without_note(block):
    """The item without its reviewer note: the paragraph after the time (the only
    paragraph an item exposes; the sender's is hidden)."""
    kept, skipping = [], None
    for depth, text in block:
        if skipping is not None and depth > skipping:
            continue
        skipping = None
        if depth == 0 and text.startswith("paragraph "):
            skipping = depth
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


def check_tree(name, rows, document, problems):
    bubbles = document["bubbles"]
    found = items(rows)
    if len(found) != len(bubbles):
        problems.append(f"{name}: {len(found)} list items, {len(bubbles)} bubbles")
        return
    separator = document["labelSeparator"]
    for number, (block, bubble) in enumerate(zip(found, bubbles), 1):
        block = without_note(block)
        a = bubble["accessibility"]
        label = a["contentLabel"] + (a.get("separator") or separator) + a["stateDescription"]
        where = f"{name}: item {number} ({bubble['id']})"
        top = [text for depth, text in block if depth == 0]
        heard = [spoken(text) for depth, text in block if depth == 0 and not text.startswith("time ")]
        actions = [text for text in top if text.startswith("button ") and "description=" in text]
        first = top[0] if top else ""
        role = "button " if a["role"] == "button" else "text "
        if not first.startswith(role) or spoken(first) != label:
            problems.append(f"{where}: first stop is {first!r}, expected {role}{label!r}")
        # Everything the item says outside its time and its actions, at any depth.
        said, skip = [], None
        for depth, text in block:
            if skip is not None and depth > skip:
                continue
            skip = depth if text.startswith("time ") or text in actions else None
            if skip is None:
                said.append(spoken(text))
        words = "\n".join(said)
        for what, value in (("text", bubble["text"]), ("state", a["stateDescription"])):
            if value and words.count(value) != 1:
                problems.append(f"{where}: its {what} {value!r} is heard {words.count(value)} times in {heard}")
        if len(heard) - len(actions) != 1:
            problems.append(f"{where}: {len(heard) - len(actions)} stops besides the time and actions: {heard}")
        times = [text for depth, text in block if depth == 1 and text.startswith("text ")]
        if not any(text.startswith("time ") for text in top) or bubble["timestamp"] not in map(spoken, times):
            problems.append(f"{where}: the time {bubble['timestamp']!r} is not exposed")
        for action, button in zip(bubble["actions"], actions):
            if (spoken(button), description(button)) != (action["label"], a["contentLabel"]):
                problems.append(f"{where}: action {button!r}, expected {action['label']!r} "
                                f"described by {a['contentLabel']!r}")
        if len(actions) != len(bubble["actions"]):
            problems.append(f"{where}: {len(actions)} described actions, {len(bubble['actions'])} in the JSON")
    headings = [spoken(text) for _, text in rows if text.startswith("heading ") and "[level=2]" in text]
    for separator in document.get("separators") or []:
        if separator["title"] not in headings:
            problems.append(f"{name}: day heading {separator['title']!r} is not a level-2 heading")


def check_operable(page, document, problems):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=800,900"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    try:
        driver.get(page.as_uri())
        driver.execute_script(
            "window.events = []; document.addEventListener('bubbleaction', e => events.push(e.detail));")
        bubbles = driver.find_elements(By.CSS_SELECTOR, "button.bubble")
        expected = [b for b in document["bubbles"] if b["accessibility"]["role"] == "button"]
        if not bubbles or len(bubbles) != len(expected):
            problems.append(f"operable: {len(bubbles)} button bubbles, {len(expected)} in the JSON")
            return
        bubbles[0].click()
        driver.execute_script("arguments[0].focus()", bubbles[0])
        if driver.switch_to.active_element != bubbles[0]:
            problems.append("operable: the bubble cannot take focus")
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        driver.switch_to.active_element.send_keys(Keys.SPACE)
        events = driver.execute_script("return events")
        want = {"bubbleID": expected[0]["id"], "action": expected[0]["accessibility"]["defaultAction"]}
        if events != [want] * 3:
            problems.append(f"operable: pointer, Enter and Space dispatched {events}, expected 3 × {want}")
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
        if name == "thread":
            check_operable(page, document, problems)
    for problem in problems:
        print(f"  {problem}")
    print(f"a11y check: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
