#!/usr/bin/env python3
"""The library's words display in order, whatever bidi controls the user's text holds.

    python3 .ci/bidi-oracle.py BINARY

The judge is an implementation of the Unicode Bidirectional Algorithm that we did not
write: python-bidi (its 0.6 line wraps the `unicode-bidi` Rust crate, which implements
UAX #9 with isolates). Hostile strings are the corpus (Corpus/hostile-texts.json) and
generated sequences: every sequence of one or two bidi controls or paragraph separators
and every sequence of three explicit controls, each before "evil" and before Hebrew.

Each string goes in as a message text (delivered and failed) and as a sender's name,
in English (left-to-right) and in every right-to-left language the library speaks (Arabic,
Hebrew: read from the command, never listed here). A twin document has "X" in its
place (one per paragraph, where the string holds paragraph separators). For the accessibility label, the content label, the announcement (JSON) and every
`aria-label` (HTML), the words the twin shows besides "X" must appear in the hostile
string's display order (get_display, the language's direction) in the same order and
spelled as the twin displays them: a reversed or reordered library word fails.
"""
import html.parser
import itertools
import json
import re
import subprocess
import sys

from bidi import get_display

binary = sys.argv[1]
EXPLICIT = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e",
            "\u2066", "\u2067", "\u2068", "\u2069"]
CONTROLS = EXPLICIT + ["\u200e", "\u200f", "\u061c", "\n", "\u2029"]


def hostile_strings():
    corpus = json.load(open("Corpus/hostile-texts.json", encoding="utf-8"))["entries"]
    for entry in corpus:
        if "text" in entry:
            yield entry["text"]
        else:
            yield entry["repeat"] * min(entry["count"], 2000) + entry.get("suffix", "")
    sequences = [c for c in CONTROLS] + ["".join(p) for p in itertools.product(CONTROLS, repeat=2)]
    sequences += ["".join(p) for p in itertools.product(EXPLICIT, repeat=3)]
    for sequence in sequences:
        yield sequence + "evil"
        yield sequence + "שלום"


def document(strings, locale, names=None):
    senders = [f"u{i}" for i in range(len(strings))]
    messages = []
    for i, text in enumerate(strings):
        at = f"2025-10-21T10:{i // 60 % 60:02}:{i % 60:02}Z"
        messages.append({"id": f"d{i}", "sender": "me", "text": text, "createdAt": at,
                         "state": "delivered"})
        messages.append({"id": f"f{i}", "sender": "me", "text": text, "createdAt": at,
                         "state": "failed"})
        messages.append({"id": f"n{i}", "sender": senders[i], "text": "hi", "createdAt": at,
                         "state": "delivered"})
        # Read by the hostile name first, then bob: the label names both readers.
        messages.append({"id": f"r{i}", "sender": "me", "text": "hi", "createdAt": at,
                         "state": "read", "readBy": [{"id": senders[i], "at": at}, "bob"]})
    return {"viewer": "me", "participants": ["me", "bob"] + senders,
            "names": dict(zip(senders, names if names is not None else strings)),
            "options": {"locale": locale, "timeZone": "UTC", "style": "receiptBadge",
                        "namedReaders": 2},
            "messages": messages}


def render(doc, output_format):
    done = subprocess.run([binary, "render", "--format", output_format],
                          input=json.dumps(doc).encode(), capture_output=True, check=True)
    return done.stdout.decode("utf-8")


class AriaLabels(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.labels = []

    def handle_starttag(self, tag, attributes):
        self.labels += [value for name, value in attributes if name == "aria-label"]


def aria_labels(page):
    parser = AriaLabels()
    parser.feed(page)
    return parser.labels


def labels(doc):
    document = json.loads(render(doc, "json"))
    found = []
    for b in document["bubbles"]:
        accessibility = b["accessibility"]
        # Schema 3: the label is its parts joined by the bubble's or the document's separator.
        separator = accessibility.get("separator", document["labelSeparator"])
        label = accessibility["contentLabel"] + separator + accessibility["stateDescription"]
        found.append(("label " + b["id"], label))
        found.append(("contentLabel " + b["id"], accessibility["contentLabel"]))
        announcement = (b["transition"].get("announcement") or {}).get("text")
        if announcement is not None:
            found.append(("announcement " + b["id"], announcement))
    found += [(f"aria-label {i}", label)
              for i, label in enumerate(aria_labels(render(doc, "html")))]
    return found


def twin_of(text):
    """"X" for each paragraph's worth of user text: a separator in the user's text splits the
    label into paragraphs, each displayed on its own, and the twin splits the same way."""
    return re.sub(r"[^\n\r\x1c-\x1e\x85\u2029]+", "X", text)


def in_order(hostile, twin, direction):
    """The first library word of `twin` not shown in order in `hostile`, or None."""
    twin_display = get_display(twin, base_dir=direction)
    shown = get_display(hostile, base_dir=direction)
    # Words: runs of anything but spaces, punctuation and bidi controls (a word keeps its
    # combining marks, such as Arabic's shadda).
    words = set(re.findall(r"[^\s,.:;!?\u060c\u061b\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+",
                           twin.replace("X", " ")))
    # Each word as the twin displays it, in the twin's display order (no overlaps).
    forms = sorted({w if w in twin_display else w[::-1] for w in words}, key=len, reverse=True)
    if not forms:
        return None
    sequence = re.findall("|".join(map(re.escape, forms)), twin_display)
    position = 0
    for form in sequence:
        found = shown.find(form, position)
        if found < 0:
            return form
        position = found + len(form)
    return None


def right_to_left_languages():
    """The codes of the spoken languages whose descriptions lay out right to left."""
    from spoken import spoken_codes
    found = []
    for code in spoken_codes(binary):
        probe = {"viewer": "me", "options": {"locale": code},
                 "messages": [{"id": "m", "sender": "me", "text": "x",
                               "createdAt": "2025-10-21T10:42:00Z", "state": "sent"}]}
        if json.loads(render(probe, "json"))["layoutDirection"] == "rightToLeft":
            found.append(code)
    return found


def main():
    strings = list(hostile_strings())
    failures, checked = [], 0
    languages = [("en", "L")] + [(code, "R") for code in right_to_left_languages()]
    for locale, direction in languages:
        hostile_document = document(strings, locale)
        hostile = labels(hostile_document)
        # A name that shows nothing once its controls are gone is the sender's id: its twin
        # is then the id too, so that both documents have the same shape.
        described = {b["id"]: b for b in json.loads(render(hostile_document, "json"))["bubbles"]}
        names = [twin_of(text) if described[f"n{i}"]["senderName"] != f"u{i}" else ""
                 for i, text in enumerate(strings)]
        twins = labels(document([twin_of(text) for text in strings], locale, names))
        if [w for w, _ in hostile] != [w for w, _ in twins]:
            raise SystemExit(f"{locale}: the hostile and the twin documents differ in shape")
        for (where, label), (_, twin) in zip(hostile, twins):
            if "X" not in twin:
                continue  # a label without user text
            checked += 1
            missing = in_order(label, twin, direction)
            if missing is not None:
                failures.append(f"{locale} {where}: {label!r} displays as "
                                f"{get_display(label, base_dir=direction)!r}; "
                                f"{missing!r} is not where {twin!r} shows it")
    for failure in failures[:20]:
        print(failure)
    print(f"bidi oracle: {len(strings)} hostile strings, {checked} labels in "
          f"{', '.join(code for code, _ in languages)} (JSON and aria-label), "
          f"{len(failures)} displayed out of order")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
