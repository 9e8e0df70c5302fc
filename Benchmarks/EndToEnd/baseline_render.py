#!/usr/bin/env python3
"""The comparison baseline: json.load, f-strings and html.escape, one <li> per message.

It does less than bubble-preview (no states, labels, colours or symbols); it is the
floor a command that reads JSON and writes HTML should beat.
"""
import html
import json
import sys

with open(sys.argv[1], encoding="utf-8") as source:
    document = json.load(source)
parts = ['<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Messages</title>'
         '</head><body><ol>']
for message in document["messages"]:
    parts.append(
        f'<li data-state="{html.escape(message["state"])}">'
        f'<span>{html.escape(message["sender"])}</span> '
        f'<span>{html.escape(message.get("text", ""))}</span> '
        f'<time>{html.escape(message["createdAt"])}</time></li>')
parts.append("</ol></body></html>\n")
with open(sys.argv[2], "w", encoding="utf-8") as target:
    target.write("\n".join(parts))
