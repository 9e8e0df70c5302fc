#!/usr/bin/env python3
"""End to end, in one run: bubble-preview (release) against the Python baseline.

    python3 Benchmarks/EndToEnd/run.py [messages=100000] [repeats=3]

Builds bubble-preview in release, writes an input of N messages, then times (best of
`repeats`) `bubble-preview render --format html` and baseline_render.py on the same file,
with each process's peak memory (ru_maxrss), and prints the ratio.
"""
import os
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3

subprocess.run(["swift", "build", "-c", "release", "--product", "bubble-preview"], cwd=root,
               check=True, stdout=subprocess.DEVNULL)
binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root,
                        check=True, capture_output=True, text=True).stdout.strip()
binary = os.path.join(binary, "bubble-preview")

work = tempfile.mkdtemp(prefix="bubble-preview-e2e-")
source = os.path.join(work, "input.json")
with open(source, "w", encoding="utf-8") as out:
    subprocess.run([sys.executable, os.path.join(here, "generate_input.py"), str(count)],
                   stdout=out, check=True)


def measure(command, output):
    best = None
    for _ in range(repeats):
        start = time.perf_counter()
        process = subprocess.Popen(command)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if status != 0:
            sys.exit(f"{command[0]} failed with status {status}")
        if best is None or elapsed < best[0]:
            best = (elapsed, usage.ru_maxrss / 1024, os.path.getsize(output))
    return best


ours = measure([binary, "render", "--format", "html", "--input", source, "--output",
                os.path.join(work, "ours.html")], os.path.join(work, "ours.html"))
# Another build to compare against, in the same run (for example one from an older commit).
other = os.environ.get("COMPARE_BINARY")
if other:
    theirs = measure([other, "render", "--format", "html", "--input", source, "--output",
                      os.path.join(work, "theirs.html")], os.path.join(work, "theirs.html"))
python = measure([sys.executable, os.path.join(here, "baseline_render.py"), source,
                  os.path.join(work, "python.html")], os.path.join(work, "python.html"))
size = os.path.getsize(source) / 1e6
print(f"input: {count:,} messages, {size:.1f} MB")
rows = [("bubble-preview", ours), ("python baseline", python)]
if other:
    rows.insert(1, ("COMPARE_BINARY", theirs))
for name, (seconds, memory, written) in rows:
    print(f"{name:16} {seconds:6.2f} s  {written / 1e6 / seconds:7.1f} MB/s of output  "
          f"{written / 1e6:6.1f} MB written  peak {memory:7.0f} MB")
print(f"ratio (python / bubble-preview): {python[0] / ours[0]:.2f}x")
if other:
    print(f"ratio (COMPARE_BINARY / bubble-preview): {theirs[0] / ours[0]:.2f}x")
