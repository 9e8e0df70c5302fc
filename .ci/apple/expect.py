#!/usr/bin/env python3
"""Compares `.ci/availability`'s findings on a planted copy with the planted files' claims.

    python3 expect.py COPY LOG FILE...

Each FILE is a planted source (relative to COPY). A line ending in `// expect: A, B [P, Q]`
must draw findings naming A and B and nothing else, each needing exactly the platforms P, Q
(in the check's order), or none at all for `nothing`; a planted line without `expect:` and
every file of the tree that was not planted must draw none.
"""
import re
import sys

copy, log, planted = sys.argv[1], sys.argv[2], sys.argv[3:]
findings = {}
for line in open(log, encoding="utf-8"):
    match = re.match(r"(Sources/[^:]+\.swift):(\d+):\d+: (.*)", line.rstrip("\n"))
    if match:
        findings.setdefault((match.group(1), int(match.group(2))), []).append(match.group(3))



def named(finding, name):
    """Whether the finding is about `name` exactly (a declaration, a Linux-only spot or a
    statement in an Apple-only branch)."""
    return any(finding.startswith(name + tail) for tail in (" (", " is ", " sits "))


errors, checked = [], 0
for path in planted:
    for number, text in enumerate(open(f"{copy}/{path}", encoding="utf-8"), start=1):
        claim = re.search(r"// expect: (.*)$", text.rstrip("\n"))
        found = findings.pop((path, number), [])
        if claim is None or claim.group(1) == "nothing":
            errors += [f"{path}:{number}: expected no finding, got: {f}" for f in found]
            checked += claim is not None
            continue
        checked += 1
        names_text, _, platforms = claim.group(1).partition(" [")
        names = [n.strip() for n in names_text.split(",")]
        needs = f"needs {platforms.rstrip(']')};" if platforms else None
        for name in names:
            hits = [f for f in found if named(f, name)]
            if not hits:
                errors.append(f"{path}:{number}: no finding names {name}; got: {found}")
            for hit in hits:
                if needs and needs not in hit:
                    errors.append(f"{path}:{number}: {name}: expected '{needs}', got: {hit}")
        for f in found:
            if not any(named(f, n) for n in names):
                errors.append(f"{path}:{number}: unexpected finding: {f}")
for (path, number), found in sorted(findings.items()):
    errors += [f"{path}:{number}: a finding outside the planted lines: {f}" for f in found]

if errors:
    print("\n".join(errors))
    sys.exit(1)
print(f"availability self-test: {checked} planted lines, each judged as it claims")
