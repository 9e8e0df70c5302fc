"""A green `swift test` says nothing but the frameworks' own lines: XCTest's per-test and
suite lines, Swift Testing's, SwiftPM's build lines, and at most 20 more (what a test
prints on purpose, such as the README's example). A test that expects a failure keeps its
report to itself.

    python3 .ci/quiet-run.py TEST_LOG
"""
import re
import sys
import unicodedata

OWN = re.compile(
    r"^(Test Suite |Test Case |\s+Executed \d+ tests?|\[\d+/\d+\] |Building for |Build complete!"
    r"|Build of |Compiling |Linking |Write |Emitting |Planning build|Fetching |Computing version"
    r"|Creating working copy|Working copy |\s*$)"
)


def own(line):
    """SwiftPM's and XCTest's lines, and Swift Testing's, each of which starts with a
    symbol ("◇ Test run started.", "✔ Test … passed", "↳ …", "━ Test run with …")."""
    if OWN.match(line):
        return True
    first = line.lstrip()[:1]
    return bool(first) and unicodedata.category(first) in ("So", "Sm", "Co", "Pd")


lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().splitlines()
others = [line for line in lines if not own(line)]
for line in others[:40]:
    print(f"  {line[:160]}")
print(f"quiet run: {len(lines)} lines, {len(others)} of them not the frameworks' own (at most 20)")
sys.exit(1 if len(others) > 20 else 0)
