#!/usr/bin/env python3
"""Plural categories from CLDR (Babel), for every language the library speaks.

Writes (--write) or checks (default) Corpus/cldr-plurals.json:
for each language code the command's help lists ("speaks en, es, …", derived from
`Language.allCases`), the category Babel's CLDR rules give each sample count. The Swift test
PluralRuleTests compares every language's `PluralRule` with this file, so the library's
rules are checked against CLDR as Babel ships it, not against themselves.

    python3 .ci/plural-oracle.py "$(swift build --show-bin-path)/bubble-preview" [--write]
"""
import json
import pathlib
import sys

from babel import Locale

from spoken import spoken_codes

FIXTURE = pathlib.Path(__file__).resolve().parent.parent / \
    "Corpus/cldr-plurals.json"
SAMPLES = list(range(0, 230)) + [
    1000, 1001, 1002, 1011, 1021, 10_000, 100_000, 100_001, 999_999, 1_000_000, 1_000_001,
    2_000_000, 3_000_000, 10_000_000, 1_000_000_000, 1_000_000_001,
]


def categories(code):
    rule = Locale.parse(code.replace("-", "_")).plural_form
    return {
        "babel": rule.rules,
        "samples": {str(n): rule(n) for n in SAMPLES},
    }


def main():
    binary = sys.argv[1]
    expected = {code: categories(code) for code in spoken_codes(binary)}
    text = json.dumps(expected, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    if "--write" in sys.argv:
        FIXTURE.write_text(text, encoding="utf-8")
        print(f"plural-oracle: wrote {FIXTURE} ({len(expected)} languages)")
        return
    if not FIXTURE.exists() or FIXTURE.read_text(encoding="utf-8") != text:
        sys.exit(
            f"plural-oracle: {FIXTURE.name} is not what Babel says for {', '.join(expected)};"
            " run this script with --write and read the diff")
    print(f"plural-oracle: {len(expected)} languages equal Babel's CLDR plural rules")


if __name__ == "__main__":
    main()
