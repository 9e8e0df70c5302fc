#!/usr/bin/env python3
"""The README's JSON excerpt, from a golden: the document with its palette cut to a few
colours, its symbols to the checkmark, its shared metrics to the first few, and a single
bubble, keys in the golden's order ("…" marks every cut).

    python3 .ci/readme-json-excerpt.py GOLDEN BUBBLE_ID
"""
import json
import sys

golden, bubble_id = sys.argv[1], sys.argv[2]
with open(golden, encoding="utf-8") as handle:
    document = json.load(handle)
palette = {}
for variant, colours in document["palette"].items():
    kept = dict(list(colours.items())[:3]) if not palette else {}
    kept["…"] = "…"
    palette[variant] = kept
excerpt = dict(document)
excerpt["palette"] = palette
excerpt["symbols"] = {"check": document["symbols"]["check"], "…": "…"}
excerpt["bubbles"] = [dict(b) for b in document["bubbles"] if b["id"] == bubble_id]
if len(excerpt["bubbles"]) != 1:
    sys.exit(f"{golden} has no single bubble {bubble_id}")
excerpt["metrics"] = dict(list(document["metrics"].items())[:6]) | {"…": "…"}
print(json.dumps(excerpt, indent=2, ensure_ascii=False))
