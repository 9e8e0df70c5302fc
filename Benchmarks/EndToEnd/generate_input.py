#!/usr/bin/env python3
"""Writes a bubble-preview input document with N messages (deterministic) to stdout."""
import json
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
states = ["sending", "sent", "delivered", "read", "failed"]
people = ["me", "alice", "bob", "carol", "dave", "erin"]
out = sys.stdout
out.write('{"viewer": "me", "participants": ' + json.dumps(people))
out.write(', "names": {"alice": "Alice", "bob": "Bob", "carol": "Carol"}, "messages": [\n')
for i in range(count):
    sender = "me" if i % 3 else people[1 + i % 5]
    message = {
        "id": f"m{i}",
        "sender": sender,
        "text": f"Message {i}: see you at {i % 24}:00 — café <b>&</b> \"quotes\"",
        "createdAt": f"2025-10-{1 + i % 28:02d}T{i % 24:02d}:{i % 60:02d}:00Z",
        "state": states[i % 5] if sender == "me" else "delivered",
    }
    if sender == "me" and i % 5 in (2, 3):
        message["deliveredTo"] = people[1:]
        if i % 5 == 3:
            message["readBy"] = people[1 : 1 + i % 5]
    out.write(("" if i == 0 else ",\n") + json.dumps(message, ensure_ascii=False))
out.write("\n]}\n")
