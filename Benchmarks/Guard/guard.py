#!/usr/bin/env python3
"""The speed guard: describing and rendering against a pinned earlier build, in one run.

    python3 Benchmarks/Guard/guard.py [--rounds 9] [--this BINARY] [--pin BINARY]
                                      [--repeat N] [--measures describe,html,...]

Builds `render-profile` (the benchmark package's profiling tool) twice in release: from this
tree, and from the commit named in `Benchmarks/Guard/pin` in a worktree of its own. Then,
for `--rounds` rounds, runs both builds one after the other (the order alternates from
round to round) on each measure:

  describe   `Describe/10k mixed bubbles`: 10,000 bubbles of the benchmark fixture
  html       rendering the fixture's 100,000 bubbles as HTML
  text       ... as text
  json       ... as JSON

Each process times its own loop (`render-profile MEASURE N` prints one line per
repetition), so neither process start nor building the fixture is timed; a process's
figure is the median of its repetitions. A round's ratio is this build's figure over the
pin's; the verdict is the median ratio over the rounds, so one disturbed round moves
nothing. A measure fails when its median ratio is above its limit in `pin` (the ratio
measured when the pin was set, times 1.20): describing or rendering 20 % slower than it
was fails the run.

`--this`/`--pin` take ready binaries instead of building (to try a deliberately slowed
build); `--repeat N` runs the whole comparison N times and prints each verdict, which is
how the false-failure rate was measured (Benchmarks/README.md).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))

# measure -> (render-profile's first argument, repetitions per process)
MEASURES = {
    "describe": ("describe", 40),
    "html": ("html", 5),
    "text": ("text", 5),
    "json": ("json", 4),
}


def read_pin():
    """The pinned commit and each measure's limit, from `pin` (comments start with #)."""
    commit, limits = None, {}
    with open(os.path.join(here, "pin"), encoding="utf-8") as lines:
        for line in lines:
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if words[0] == "commit":
                commit = words[1]
            elif words[0] in MEASURES:
                limits[words[0]] = float(words[1])
            else:
                sys.exit(f"guard: {os.path.join(here, 'pin')}: unknown line {line.strip()!r}")
    missing = [name for name in MEASURES if name not in limits]
    if commit is None or missing:
        sys.exit(f"guard: the pin file names no commit or no limit for {', '.join(missing)}")
    return commit, limits


def build(package_root):
    """Builds render-profile in release in `package_root`/Benchmarks; returns its path."""
    benchmarks = os.path.join(package_root, "Benchmarks")
    subprocess.run(["swift", "build", "-c", "release", "--product", "render-profile"],
                   cwd=benchmarks, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"],
                              cwd=benchmarks, check=True, capture_output=True,
                              text=True).stdout.strip()
    return os.path.join(bin_path, "render-profile")


def build_pin(commit):
    """A worktree of the pinned commit (kept under the system's temporary folder between
    runs, keyed by the commit) and its render-profile."""
    folder = os.path.join(tempfile.gettempdir(), f"messagestatuskit-guard-{commit[:12]}")
    if not os.path.isfile(os.path.join(folder, "Benchmarks", "Package.swift")):
        # Absent, or left half made by an interrupted run.
        subprocess.run(["rm", "-rf", folder], check=True)
        subprocess.run(["git", "-C", root, "worktree", "prune"], check=True)
        subprocess.run(["git", "-C", root, "worktree", "add", "--detach", folder, commit],
                       check=True, stdout=subprocess.DEVNULL)
    return build(folder)


def timed(binary, measure):
    """The median of one process's repetitions of `measure`, in seconds."""
    argument, repetitions = MEASURES[measure]
    result = subprocess.run([binary, argument, str(repetitions)], capture_output=True,
                            text=True)
    if result.returncode != 0:
        sys.exit(f"guard: {binary} {argument} failed ({result.returncode}):\n{result.stderr}")
    times = [float(line.split(" in ")[1].split()[0]) for line in result.stdout.splitlines()
             if " in " in line and line.endswith(" seconds")]
    if len(times) != repetitions:
        sys.exit(f"guard: {binary} {argument} printed {len(times)} times, not {repetitions}")
    return statistics.median(times)


def compare(this, pin, rounds):
    """Each measure's per-round ratios, this build over the pin."""
    ratios = {name: [] for name in MEASURES}
    for round_index in range(rounds):
        for name in MEASURES:
            order = [(this, "this"), (pin, "pin")]
            if round_index % 2:
                order.reverse()
            figures = {label: timed(binary, name) for binary, label in order}
            ratios[name].append(figures["this"] / figures["pin"])
    return ratios


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--this")
    parser.add_argument("--pin")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--measures", default=",".join(MEASURES),
                        help="a comma-separated subset of " + ", ".join(MEASURES))
    arguments = parser.parse_args()
    if arguments.rounds < 7:
        sys.exit("guard: at least 7 rounds")
    commit, limits = read_pin()
    for name in list(MEASURES):
        if name not in arguments.measures.split(","):
            del MEASURES[name]
    this = arguments.this or build(root)
    pin = arguments.pin or build_pin(commit)
    failed = False
    for repetition in range(arguments.repeat):
        ratios = compare(this, pin, arguments.rounds)
        against = arguments.pin or commit[:7]
        print(f"speed against {against}, median of {arguments.rounds} interleaved rounds"
              + (f" (comparison {repetition + 1} of {arguments.repeat})"
                 if arguments.repeat > 1 else ""))
        for name, values in ratios.items():
            median = statistics.median(values)
            quartiles = statistics.quantiles(values, n=4)
            verdict = "ok" if median <= limits[name] else "SLOWER"
            failed |= median > limits[name]
            print(f"  {name:<9} {median:.3f}x  (quartiles {quartiles[0]:.3f}-{quartiles[2]:.3f},"
                  f" limit {limits[name]:.2f}x)  {verdict}")
        sys.stdout.flush()
    if failed:
        print("guard: a measure is more than 20 % slower than the pinned build "
              "(see Benchmarks/README.md, 'The speed guard')", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
