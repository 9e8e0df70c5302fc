#!/usr/bin/env python3
"""build-page.py DOCUMENT.json OUT.html [--title TITLE]

Writes a page that draws a bubbles document (schemaVersion 3, as `bubble-preview
--format json` writes it) with bubbles.js, the JSON inlined; bubbles.js is copied beside
the page. The JSON is written in ASCII (every other character as a \\u escape, so no control
character or noncharacter reaches the HTML) and every "<" becomes "\\u003c", so no string can
end the script element.
"""
import argparse, html, json, pathlib, shutil

here = pathlib.Path(__file__).resolve().parent
parser = argparse.ArgumentParser()
parser.add_argument("document")
parser.add_argument("out")
parser.add_argument("--title", default="Message bubbles (web renderer)")
args = parser.parse_args()

document = json.loads(pathlib.Path(args.document).read_text(encoding="utf-8"))
if document.get("schemaVersion") != 3:
    raise SystemExit(f"build-page: {args.document}: schemaVersion {document.get('schemaVersion')}, expected 3")
inline = json.dumps(document, ensure_ascii=True).replace("<", "\\u003c")
page = (here / "page.html").read_text(encoding="utf-8")
page = page.replace("{{TITLE}}", html.escape(args.title)).replace("{{JSON}}", inline)
out = pathlib.Path(args.out)
out.parent.mkdir(parents=True, exist_ok=True)
out.write_text(page, encoding="utf-8")
shutil.copy(here / "bubbles.js", out.parent / "bubbles.js")
