#!/usr/bin/env python3
"""Checks that the README's (and the DocC articles') blocks marked `<!-- readme: checked-by SCRIPT -->` are what a run
printed: each block's lines appear in LOG in order, a line `…` stands for any lines, and
durations ("in 36.642 (36.642) seconds", "after 0.042 seconds") may differ, and a line
may stop before the timestamp the run printed after it (" at 2026-…").

    python3 .ci/readme-block-in-log.py SCRIPT LOG [FOLDER=SHOWN ...]

Each FOLDER=SHOWN replaces an absolute path in the log with what the README shows for it.
"""
import glob
import os
import re
import sys

script, log_path = sys.argv[1], sys.argv[2]
replacements = [argument.split("=", 1) for argument in sys.argv[3:]]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
documents = [os.path.join(root, "README.md")] + sorted(
    glob.glob(os.path.join(root, "Sources/*/*.docc/*.md")))
readme = "".join(open(path, encoding="utf-8").read() for path in documents)
log = open(log_path, encoding="utf-8", errors="replace").read()
for folder, shown in replacements:
    log = log.replace(folder, shown)


def normal(line):
    line = re.sub(r"in [0-9.]+ \([0-9.]+\) seconds", "in N (N) seconds", line)
    return re.sub(r"after [0-9.]+ seconds", "after N seconds", line).rstrip()


log_lines = [normal(line) for line in log.split("\n")]
marker = f"<!-- readme: checked-by {script} -->\n"
# An article puts a blank line between the marker and the fence.
blocks = [part.lstrip("\n").split("\n", 1)[1].split("```\n", 1)[0]
          for part in readme.split(marker)[1:]]
if not blocks:
    sys.exit(f"neither README.md nor an article has a block checked by {script}")
problems = 0
for block in blocks:
    position = 0
    for line in block.rstrip("\n").split("\n"):
        if line.strip() == "…":
            continue
        wanted = normal(line)
        # A line the README cuts before its timestamp ("… passed at 2026-…") matches too.
        found = next((i for i in range(position, len(log_lines))
                      if log_lines[i] == wanted or log_lines[i].startswith(wanted + " at ")), None)
        if found is not None:
            position = found + 1
        else:
            print(f"the documentation: a block checked by {script} shows a line this run did not print:\n"
                  f"  {line}", file=sys.stderr)
            problems += 1
            break
print(f"Documentation: {len(blocks)} block(s) checked against the run's output, {problems} stale")
sys.exit(1 if problems else 0)
