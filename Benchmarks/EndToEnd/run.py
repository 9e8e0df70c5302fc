#!/usr/bin/env python3
"""End to end, in one run: bubble-preview (release) against the Python baseline.

    python3 Benchmarks/EndToEnd/run.py [messages=100000] [repeats=3]

Builds bubble-preview in release, writes an input of N messages, then times (best of
`repeats`) `bubble-preview render --format html` and baseline_render.py on the same file,
with each process's peak memory (GNU time's maximum resident set), and prints the ratios;
once writing to a file, once to /dev/null. `COMPARE_BINARY=path` adds another build (say,
an older commit's) to the same run and checks that both write the same bytes.

Up to 200,000 messages it also times template_render.py, the equal-output Python renderer:
it templates the descriptions bubble-preview wrote as JSON (made once, untimed) into the
same page, byte for byte (checked), so it does the rendering step only.
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
    """Best of `repeats` runs: (seconds, peak MB, bytes written to `output`).

    Peak memory comes from GNU time (`/usr/bin/time -f %M`): `ru_maxrss` from `wait4`
    is not the child's own on Linux (a process started from a fork keeps the larger
    figure of the process it was forked from)."""
    best = None
    for _ in range(repeats):
        report = os.path.join(work, "time.txt")
        start = time.perf_counter()
        status = subprocess.run(["/usr/bin/time", "-o", report, "-f", "%M"] + command).returncode
        elapsed = time.perf_counter() - start
        if status != 0:
            sys.exit(f"{command[0]} failed with status {status}")
        with open(report) as lines:
            peak = int(lines.read().split()[-1]) / 1024
        written = os.path.getsize(output) if output != os.devnull else 0
        if best is None or elapsed < best[0]:
            best = (elapsed, peak, written)
    return best


def ours_command(binary, output):
    return [binary, "render", "--format", "html", "--input", source, "--output", output]


def python_command(output):
    return [sys.executable, os.path.join(here, "baseline_render.py"), source, output]


descriptions = os.path.join(work, "descriptions.json")
if count <= 200_000:
    subprocess.run([binary, "render", "--format", "json", "--input", source, "--output",
                    descriptions], check=True)


def template_command(output):
    return [sys.executable, os.path.join(here, "template_render.py"), descriptions, output]


# Another build to compare against, in the same run (for example one from an older commit).
other = os.environ.get("COMPARE_BINARY")
size = os.path.getsize(source) / 1e6
print(f"input: {count:,} messages, {size:.1f} MB")
for target in ("file", "/dev/null"):
    def path(name):
        return os.path.join(work, name) if target == "file" else os.devnull
    ours = measure(ours_command(binary, path("ours.html")), path("ours.html"))
    rows = [("bubble-preview", ours)]
    if other:
        theirs = measure(ours_command(other, path("theirs.html")), path("theirs.html"))
        rows.append(("COMPARE_BINARY", theirs))
        if target == "file":
            with open(path("ours.html"), "rb") as a, open(path("theirs.html"), "rb") as b:
                same = a.read() == b.read()
            print(f"outputs of the two builds byte-identical: {same}")
            if not same:
                sys.exit("the two builds wrote different pages")
    python = measure(python_command(path("python.html")), path("python.html"))
    rows.append(("python baseline", python))
    equal = None
    if count <= 200_000:
        equal = measure(template_command(path("template.html")), path("template.html"))
        rows.append(("python equal", equal))
        if target == "file":
            with open(path("ours.html"), "rb") as a, open(path("template.html"), "rb") as b:
                if a.read() != b.read():
                    sys.exit("template_render.py wrote another page than bubble-preview")
            print("outputs of bubble-preview and template_render.py byte-identical: True")
    print(f"\noutput to {'a file (bubble-preview: temporary file, fsync, rename)' if target == 'file' else '/dev/null'}:")
    for name, (seconds, memory, written) in rows:
        volume = f"{written / 1e6:6.1f} MB written" if written else "      (not kept)"
        print(f"  {name:16} {seconds:6.2f} s  {volume}  peak {memory:7.0f} MB")
    print(f"  ratio (python / bubble-preview): {python[0] / ours[0]:.2f}x")
    if equal:
        print(f"  ratio (python equal-output / bubble-preview): {equal[0] / ours[0]:.2f}x")
    if other:
        print(f"  ratio (COMPARE_BINARY / bubble-preview): {theirs[0] / ours[0]:.2f}x")
