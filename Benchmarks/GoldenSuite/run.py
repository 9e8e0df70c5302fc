#!/usr/bin/env python3
"""Golden testing side by side: MessageStatusTesting against swift-snapshot-testing 1.19.7.

Usage (from anywhere; python3, standard library only):

    python3 Benchmarks/GoldenSuite/run.py                   # the library as it is on disk
    python3 Benchmarks/GoldenSuite/run.py --library-rev HEAD  # a committed revision of it

What it does:

1. Copies this package into a new temporary folder outside any git repository, rewriting
   its path dependency (`let libraryPath = "../.."`) to the library's absolute path. With
   `--library-rev`, the library is that revision exported by `git archive` (read-only on
   the repository) next to the copy, so edits in the working tree cannot change the run.
2. Builds the tests once, in debug, as users run them: `swift build --build-tests`.
3. For each library (ours, theirs) and format (text, json), and each repetition:
   a. record: an empty golden folder; every one of the 2,000 goldens is written (and, by
      design, every assertion fails);
   b. match: the same values against those goldens; must pass with 0 failures;
   c. mismatch: the changed variant of every value (`BENCH_VARIANT=1`) with `CI=true`, so
      every golden differs and nothing may be written (checked: the goldens' digest is
      unchanged).
   Each is `swift test --skip-build --filter '^GoldenSuiteTests\\.<Class>/<test>$'`, its
   output in a log file. The driver reads the test's own loop time (`BENCH ...` line, timed
   with ContinuousClock) and times the whole `swift test` process (wall and CPU): ours
   writes its review page as the test process exits, which only the process time shows.
   It also checks that both libraries wrote byte-identical files, and records the size of
   ours's review page (`<GOLDEN_ARTIFACTS>/review.html` plus everything under
   `<GOLDEN_ARTIFACTS>/review/`).
4. Prints the medians as Markdown tables, and writes every measurement to results.json in
   the work folder.

The exit status is 0 only if every check passed. `swift test`'s own exit status is
ignored: recording and mismatches fail the XCTest run in both libraries by design.
"""

import argparse
import hashlib
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
COUNT = 2000
MODULE = "GoldenSuiteTests"
LIBRARY_LINE = re.compile(r'^let libraryPath = ".*"$', re.M)
BENCH_LINE = re.compile(r"^BENCH (\S+) (\S+) (\S+) (\d+) ([0-9.]+)s$", re.M)
SUMMARY_LINE = re.compile(r"Executed (\d+) tests?, with (\d+) failures? \((\d+) unexpected\)")
PHASES = ("record", "match", "mismatch")
# Environment variables either library reads: cleared, then set per run.
CLEARED = (
    "CI", "GOLDEN_DIR", "GOLDEN_ARTIFACTS", "GOLDEN_RECORD", "SNAPSHOT_TESTING_RECORD",
    "SNAPSHOT_ARTIFACTS", "BENCH_PHASE", "BENCH_VARIANT", "BENCH_RECORD", "BENCH_SNAPSHOT_DIR",
)


class Case:
    """One test: a library, a format, the XCTest class and method that run it."""

    def __init__(self, library, format, test_class, method):
        self.library = library
        self.format = format
        self.test_class = test_class
        self.method = method

    @property
    def name(self):
        """ours-text, theirs-json, ...: the name --cases takes."""
        return f"{self.library}-{self.format}"

    @property
    def filter(self):
        """The `swift test --filter` expression that selects exactly this test."""
        return "^" + re.escape(f"{MODULE}.{self.test_class}/{self.method}") + "$"

    def golden_files(self, goldens):
        """The files this case writes for value n (1-based), under the golden folder."""
        ext = "txt" if self.format == "text" else "json"
        if self.library == "ours":
            # Named by the helper: after the test file and the test, counted from the second.
            return lambda n: goldens / "OursGoldenTests" / (
                f"{self.method}.{ext}" if n == 1 else f"{self.method}-{n}.{ext}")
        return lambda n: goldens / self.format / f"{self.method}.bubble-{n}.{ext}"


CASES = [
    Case("ours", "text", "OursGoldenTests", "testText"),
    Case("ours", "json", "OursGoldenTests", "testJSON"),
    Case("theirs", "text", "TheirsSnapshotTests", "testText"),
    Case("theirs", "json", "TheirsSnapshotTests", "testJSON"),
]
ENCODER_CASE = Case("theirs", "json-encoder", "TheirsSnapshotTests", "testJSONEncoder")
BASELINE_CASE = Case("baseline", "none", "BaselineTests", "testFixturesOnly")


def say(text=""):
    """Prints a line at once (the driver runs for minutes)."""
    print(text, flush=True)


def inside_git(path):
    """Whether `path` is inside a git work tree."""
    result = subprocess.run(
        ["git", "-C", str(path), "rev-parse", "--is-inside-work-tree"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return result.returncode == 0 and result.stdout.strip() == "true"


def export_revision(revision, destination):
    """Extracts the repository at `revision` into `destination` with `git archive`."""
    commit = subprocess.run(
        ["git", "-C", str(REPOSITORY), "rev-parse", "--verify", revision + "^{commit}"],
        check=True, stdout=subprocess.PIPE, text=True).stdout.strip()
    destination.mkdir(parents=True)
    archive = subprocess.Popen(
        ["git", "-C", str(REPOSITORY), "archive", "--format=tar", commit],
        stdout=subprocess.PIPE)
    with tarfile.open(fileobj=archive.stdout, mode="r|") as tar:
        tar.extractall(destination)
    if archive.wait() != 0:
        sys.exit(f"git archive {commit} failed")
    return commit


def copy_package(destination, library):
    """Copies this package (sources only) and points its dependency at `library`."""
    ignore = shutil.ignore_patterns(".build", ".build-*", ".build_*", ".swiftpm",
                                    "Package.resolved", "__pycache__", "run.py")
    destination.mkdir(parents=True, exist_ok=True)
    for entry in HERE.iterdir():
        if ignore(str(HERE), [entry.name]):
            continue
        target = destination / entry.name
        if entry.is_dir():
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(entry, target, ignore=ignore)
        else:
            shutil.copy2(entry, target)
    manifest = destination / "Package.swift"
    text = manifest.read_text()
    new, count = LIBRARY_LINE.subn(f"let libraryPath = {json.dumps(str(library))}", text)
    if count != 1:
        sys.exit(f"expected one 'let libraryPath = ...' line in {manifest}, found {count}")
    manifest.write_text(new)


def digest(folder):
    """One hash of every file's path and bytes under `folder`, and the number of files."""
    hasher = hashlib.sha256()
    count = 0
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        hasher.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes())
        count += 1
    return hasher.hexdigest(), count


def folder_size(path):
    """The bytes of a file, or of every file under a folder; 0 if absent."""
    if path.is_file():
        return path.stat().st_size
    if path.is_dir():
        return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    return 0


def base_environment():
    """This process's environment without any variable either library reads."""
    return {k: v for k, v in os.environ.items() if k not in CLEARED}


def run_test(package, case, phase, goldens, artifacts, log):
    """Runs one `swift test`; returns its measurements and what the log says."""
    environment = base_environment()
    environment.update({
        "BENCH_PHASE": phase,
        "GOLDEN_DIR": str(goldens),
        "GOLDEN_ARTIFACTS": str(artifacts),
        "BENCH_SNAPSHOT_DIR": str(goldens),
        "SNAPSHOT_ARTIFACTS": str(artifacts / "snapshot-testing"),
    })
    if phase == "record":
        environment["GOLDEN_RECORD"] = "missing"  # ours's default, spelled out
        environment["BENCH_RECORD"] = "1"  # theirs: .missing, its default
    else:
        environment["CI"] = "true"  # ours: never writes; theirs: BENCH_RECORD unset, .never
    if phase == "mismatch":
        environment["BENCH_VARIANT"] = "1"
    command = ["swift", "test", "--skip-build", "--filter", case.filter]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(log, "wb") as output:
        status = subprocess.run(command, cwd=package, env=environment, stdout=output,
                                stderr=subprocess.STDOUT).returncode
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    text = Path(log).read_text(errors="replace")
    bench = [m for m in BENCH_LINE.finditer(text)]
    summaries = SUMMARY_LINE.findall(text)
    result = {
        "case": case.name, "phase": phase, "status": status, "wall": wall, "cpu": cpu,
        "log": str(log), "loop": None, "executed": None, "failures": None,
        "review_page_line": "Golden review page" in text, "problems": [],
    }
    if len(bench) != 1:
        result["problems"].append(f"expected one BENCH line, found {len(bench)}")
    else:
        library, format, bench_phase, count, seconds = bench[0].groups()
        if (library, format, bench_phase, int(count)) != (case.library, case.format, phase,
                                                           COUNT):
            result["problems"].append(f"unexpected BENCH line: {bench[0].group(0)}")
        result["loop"] = float(seconds)
    if summaries:
        executed, failures, _ = summaries[-1]
        result["executed"], result["failures"] = int(executed), int(failures)
        if int(executed) != 1:
            result["problems"].append(f"the filter ran {executed} tests, not 1")
    else:
        result["problems"].append("no XCTest summary line")
    return result


def check_phase(case, phase, result, goldens, recorded_digest):
    """Adds what is wrong with a run to its problems."""
    failures = result["failures"]
    if case.library == "baseline":
        if failures != 0:
            result["problems"].append(f"{failures} failures in the baseline")
        return
    golden = case.golden_files(goldens)
    if phase == "record":
        if failures != COUNT:
            result["problems"].append(f"recording failed {failures} assertions, not {COUNT}")
        missing = [n for n in range(1, COUNT + 1) if not golden(n).is_file()]
        if missing:
            result["problems"].append(f"{len(missing)} goldens not written (first: {missing[0]})")
    elif phase == "match":
        if failures != 0:
            result["problems"].append(f"match run: {failures} failures, expected 0")
    else:
        if failures != COUNT:
            result["problems"].append(f"mismatch run: {failures} failures, expected {COUNT}")
        if digest(goldens) != recorded_digest:
            result["problems"].append("the mismatch run changed the goldens")


def compare_bytes(first, second):
    """How many of the 2,000 goldens two cases wrote byte for byte alike."""
    (case_a, goldens_a), (case_b, goldens_b) = first, second
    file_a, file_b = case_a.golden_files(goldens_a), case_b.golden_files(goldens_b)
    same = sum(1 for n in range(1, COUNT + 1)
               if file_a(n).is_file() and file_b(n).is_file()
               and file_a(n).read_bytes() == file_b(n).read_bytes())
    return same


def median(values):
    """The median of the values that were measured; None if none were."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def seconds(value):
    """Seconds for a table cell."""
    return "—" if value is None else f"{value:.2f}"


def ratio(ours, theirs):
    """ours / theirs for a table cell."""
    if ours is None or theirs is None or theirs == 0:
        return "—"
    return f"{ours / theirs:.2f}×"


def human_bytes(size):
    """A size in B, KB, MB or GB (powers of 1,000)."""
    for unit in ("B", "KB", "MB", "GB"):
        if size < 1000 or unit == "GB":
            return f"{size:,.0f} {unit}" if unit == "B" else f"{size:,.1f} {unit}"
        size /= 1000


def suite_review(package, runs_root, results, repeat):
    """Ours at suite scale: the text and JSON mismatch runs in one process, 4,000 changed
    goldens on one review. Returns the median sizes and time at exit, or None."""
    text_goldens = runs_root / "1-ours-text" / "goldens"
    json_goldens = runs_root / "1-ours-json" / "goldens"
    if not (text_goldens.is_dir() and json_goldens.is_dir()):
        return None
    goldens = runs_root / "both-goldens"
    shutil.rmtree(goldens, ignore_errors=True)
    goldens.mkdir()
    # The helper names both tests' goldens in one folder, after the test file.
    shutil.copytree(text_goldens / "OursGoldenTests", goldens / "OursGoldenTests")
    shutil.copytree(json_goldens / "OursGoldenTests", goldens / "OursGoldenTests",
                    dirs_exist_ok=True)
    baseline = median([r["wall"] for r in results if r["case"] == "baseline-none"])
    measured = []
    for repetition in range(1, repeat + 1):
        artifacts = runs_root / f"both-artifacts-{repetition}"
        environment = base_environment()
        environment.update({"CI": "true", "BENCH_VARIANT": "1", "BENCH_PHASE": "mismatch",
                            "GOLDEN_DIR": str(goldens), "GOLDEN_ARTIFACTS": str(artifacts)})
        command = ["swift", "test", "--skip-build", "--filter",
                   "^" + re.escape(f"{MODULE}.OursGoldenTests/") + "test(Text|JSON)$"]
        start = time.perf_counter()
        with open(runs_root / f"both-{repetition}.log", "wb") as output:
            subprocess.run(command, cwd=package, env=environment, stdout=output,
                           stderr=subprocess.STDOUT)
        wall = time.perf_counter() - start
        text = (runs_root / f"both-{repetition}.log").read_text(errors="replace")
        loops = sum(float(m.group(5)) for m in BENCH_LINE.finditer(text))
        review = artifacts / "review"
        entries = folder_size(review / "entries")
        index = folder_size(artifacts / "review.html")
        measured.append({
            "pages": folder_size(review) - entries + index, "index": index, "entries": entries,
            "page_files": sum(1 for p in review.glob("*page-*.html")),
            "exit": wall - loops - (baseline or 0),
        })
    return {key: median([m[key] for m in measured]) for key in measured[0]}


def main():
    """Builds once, runs every case and phase --repeat times, prints the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--library", type=Path, default=REPOSITORY,
                        help="the MessageStatusKit checkout to test (default: this repository)")
    parser.add_argument("--library-rev", metavar="REV",
                        help="test this committed revision of the repository instead "
                             "(exported with git archive; the working tree is not read)")
    parser.add_argument("--repeat", type=int, default=7,
                        help="repetitions, each running every case in turn (median)")
    parser.add_argument("--work", type=Path,
                        help="work folder to use instead of a new temporary one (kept; its "
                             ".build is reused)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary work folder")
    parser.add_argument("--no-encoder", action="store_true",
                        help="skip theirs' JSONEncoder-based .json strategy (reference only)")
    parser.add_argument("--cases", help="comma-separated case names to run, e.g. ours-text")
    args = parser.parse_args()

    driver_start = time.perf_counter()
    work = args.work.resolve() if args.work else Path(tempfile.mkdtemp(prefix="golden-suite-"))
    work.mkdir(parents=True, exist_ok=True)
    if inside_git(work):
        sys.exit(f"{work} is inside a git work tree; choose a folder outside any repository")
    say(f"work folder: {work}")

    if args.library_rev:
        library = work / "MessageStatusKit"
        shutil.rmtree(library, ignore_errors=True)
        commit = export_revision(args.library_rev, library)
        say(f"library: {args.library_rev} = {commit}, exported to {library}")
    else:
        library = args.library.resolve()
        commit = None
        say(f"library: {library} (working tree)")
    package = work / "GoldenSuite"
    copy_package(package, library)

    swift_version = subprocess.run(["swift", "--version"], stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT, text=True).stdout.strip()
    say(swift_version.splitlines()[0] if swift_version else "swift: unknown version")
    say("building: swift build --build-tests (debug)")
    build_start = time.perf_counter()
    with open(work / "build.log", "wb") as output:
        status = subprocess.run(["swift", "build", "--build-tests"], cwd=package,
                                stdout=output, stderr=subprocess.STDOUT).returncode
    build_seconds = time.perf_counter() - build_start
    if status != 0:
        say((work / "build.log").read_text(errors="replace")[-6000:])
        sys.exit(f"build failed ({status}); log: {work / 'build.log'}")
    say(f"built in {build_seconds:.1f} s")

    cases = list(CASES) + ([] if args.no_encoder else [ENCODER_CASE])
    if args.cases:
        wanted = set(args.cases.split(","))
        cases = [c for c in cases if c.name in wanted]
    runs_root = work / "runs"
    shutil.rmtree(runs_root, ignore_errors=True)
    results = []
    identical = []
    for repetition in range(1, args.repeat + 1):
        say(f"\n# repetition {repetition} of {args.repeat}")
        folder = runs_root / f"{repetition}-{BASELINE_CASE.name}"
        folder.mkdir(parents=True)
        result = run_test(package, BASELINE_CASE, "match", folder / "goldens",
                          folder / "artifacts", folder / "match.log")
        result["repetition"] = repetition
        check_phase(BASELINE_CASE, "match", result, None, None)
        results.append(result)
        say(f"  baseline            wall {result['wall']:6.2f} s  cpu {result['cpu']:6.2f} s"
            + ("" if not result["problems"] else "  PROBLEMS: " + "; ".join(result["problems"])))
        goldens_of = {}
        for case in cases:
            folder = runs_root / f"{repetition}-{case.name}"
            goldens = folder / "goldens"
            goldens.mkdir(parents=True)
            goldens_of[case.name] = (case, goldens)
            recorded = None
            for phase in PHASES:
                artifacts = folder / f"artifacts-{phase}"
                result = run_test(package, case, phase, goldens, artifacts, folder / f"{phase}.log")
                result["repetition"] = repetition
                if phase == "record":
                    recorded = digest(goldens)
                    result["golden_files"] = recorded[1]
                    result["golden_bytes"] = folder_size(goldens)
                check_phase(case, phase, result, goldens, recorded)
                if case.library == "ours":
                    result["review_html_bytes"] = folder_size(artifacts / "review.html")
                    result["review_folder_bytes"] = folder_size(artifacts / "review")
                    result["review_entries_bytes"] = folder_size(artifacts / "review" / "entries")
                    result["review_files"] = sum(
                        1 for p in (artifacts / "review").rglob("*") if p.is_file())
                    result["artifact_files"] = sum(1 for p in artifacts.rglob("*") if p.is_file())
                results.append(result)
                extra = ""
                if case.library == "ours" and phase != "match":
                    extra = (f"  review.html {human_bytes(result['review_html_bytes'])}"
                             f" + review/ {human_bytes(result['review_folder_bytes'])}"
                             f" ({result['review_files']} files)")
                loop = "   —  " if result["loop"] is None else f"{result['loop']:6.2f}"
                say(f"  {case.name:<20}{phase:<9} loop {loop} s  wall {result['wall']:6.2f} s"
                    f"  cpu {result['cpu']:6.2f} s  failures {result['failures']}{extra}"
                    + ("" if not result["problems"] else
                       "  PROBLEMS: " + "; ".join(result["problems"])))
        for format in ("text", "json"):
            pair = [goldens_of.get(f"{library}-{format}") for library in ("ours", "theirs")]
            if all(pair):
                same = compare_bytes(pair[0], pair[1])
                identical.append({"repetition": repetition, "format": format, "identical": same})
                say(f"  {format}: {same} of {COUNT} goldens byte-identical between the libraries")

    # Summary
    def pick(case_name, phase, key):
        return median([r[key] for r in results if r["case"] == case_name and r["phase"] == phase])

    def paired(ours, theirs, phase, key):
        """The median of each repetition's own ratio (the two ran minutes apart at most), with
        the lowest and highest in brackets."""
        def value(case_name, repetition):
            rows = [r[key] for r in results if r["case"] == case_name and r["phase"] == phase
                    and r["repetition"] == repetition and r[key]]
            return rows[0] if rows else None
        ratios = sorted(value(ours, n) / value(theirs, n) for n in range(1, args.repeat + 1)
                        if value(ours, n) and value(theirs, n))
        if not ratios:
            return "—"
        return f"{statistics.median(ratios):.2f}× ({ratios[0]:.2f}–{ratios[-1]:.2f})"

    say("\n## Golden testing: MessageStatusTesting (ours) vs swift-snapshot-testing 1.19.7"
        " (theirs)\n")
    say(f"{COUNT:,} values, one golden per value; debug build; median of {args.repeat} runs."
        " Loop: the test's own loop (ContinuousClock). Wall: the whole `swift test --skip-build"
        " --filter …` process. Ratios: the median of each repetition's ratio, the lowest and"
        " highest in brackets.\n")
    say("| library | format | record s | match s | mismatch s | process wall s "
        "(record / match / mismatch) | ratio ours/theirs, loop (record / match / mismatch) "
        "| ratio ours/theirs, wall (record / match / mismatch) |")
    say("|---|---|---:|---:|---:|---:|---:|---:|")
    for case in cases:
        loops = [pick(case.name, p, "loop") for p in PHASES]
        walls = [pick(case.name, p, "wall") for p in PHASES]
        if case.library == "ours" and f"theirs-{case.format}" in {c.name for c in cases}:
            other = f"theirs-{case.format}"
            loop_ratio = " / ".join(paired(case.name, other, p, "loop") for p in PHASES)
            wall_ratio = " / ".join(paired(case.name, other, p, "wall") for p in PHASES)
        else:
            loop_ratio = wall_ratio = "—"
        say(f"| {case.library} | {case.format} | {seconds(loops[0])} | {seconds(loops[1])} | "
            f"{seconds(loops[2])} | {' / '.join(seconds(w) for w in walls)} | {loop_ratio} | "
            f"{wall_ratio} |")
    baseline_wall = pick(BASELINE_CASE.name, "match", "wall")
    say(f"\nBaseline `swift test` process (builds the values, asserts nothing): "
        f"{seconds(baseline_wall)} s wall, loop {seconds(pick(BASELINE_CASE.name, 'match', 'loop'))} s.")

    say("\nProcess time not spent in the loop (wall − loop − baseline wall), median, s:\n")
    say("| library | format | record | match | mismatch |")
    say("|---|---|---:|---:|---:|")
    for case in cases:
        cells = []
        for phase in PHASES:
            rows = [r for r in results if r["case"] == case.name and r["phase"] == phase
                    and r["loop"] is not None]
            extra = median([r["wall"] - r["loop"] for r in rows])
            cells.append(seconds(None if extra is None or baseline_wall is None
                                 else extra - baseline_wall))
        say(f"| {case.library} | {case.format} | " + " | ".join(cells) + " |")

    say("\nCPU of the whole process (user + sys, all its children), median, s:\n")
    say("| library | format | record | match | mismatch |")
    say("|---|---|---:|---:|---:|")
    for case in cases:
        say(f"| {case.library} | {case.format} | "
            + " | ".join(seconds(pick(case.name, p, "cpu")) for p in PHASES) + " |")

    say("\nOurs's review page: `review.html` + everything under `review/` (of which the"
        " entries kept for the page, `review/entries/`), median bytes and files:\n")
    say("| format | phase | review.html | review/ | of which review/entries/ | total "
        "| files under review/ |")
    say("|---|---|---:|---:|---:|---:|---:|")
    for case in cases:
        if case.library != "ours":
            continue
        for phase in ("record", "mismatch"):
            html = pick(case.name, phase, "review_html_bytes")
            rest = pick(case.name, phase, "review_folder_bytes")
            entries = pick(case.name, phase, "review_entries_bytes")
            files = pick(case.name, phase, "review_files")
            if html is None:
                continue
            say(f"| {case.format} | {phase} | {human_bytes(html)} | {human_bytes(rest)} | "
                f"{human_bytes(entries)} | {human_bytes(html + rest)} | {files:.0f} |")
    for case in cases:
        rows = [r for r in results if r["case"] == case.name and r["phase"] == "record"
                and "golden_bytes" in r]
        if rows:
            say(f"\n{case.name}: {rows[0]['golden_files']} golden files, "
                f"{human_bytes(rows[0]['golden_bytes'])}.")
    for row in identical:
        say(f"Repetition {row['repetition']}, {row['format']}: {row['identical']} of {COUNT} "
            "goldens byte-identical between the libraries.")

    both = suite_review(package, runs_root, results, args.repeat)
    if both:
        say(f"\n4,000 changed goldens in one process (ours, text and JSON; median of "
            f"{args.repeat}): pages {human_bytes(both['pages'])} (review.html "
            f"{human_bytes(both['index'])}, {both['page_files']} pages of at most 100), "
            f"entries kept for the run's other process {human_bytes(both['entries'])}; "
            f"time at exit (wall − both loops − baseline wall) {both['exit']:.2f} s.")

    problems = [(r["case"], r["phase"], r["repetition"], p) for r in results for p in r["problems"]]
    problems += [("identical", row["format"], row["repetition"],
                  f"only {row['identical']} of {COUNT} byte-identical")
                 for row in identical if row["identical"] != COUNT]
    total = time.perf_counter() - driver_start
    with open(work / "results.json", "w") as output:
        json.dump({"library": str(library), "commit": commit, "swift": swift_version,
                   "build_seconds": build_seconds, "total_seconds": total, "repeat": args.repeat,
                   "results": results, "identical": identical, "problems": problems},
                  output, indent=2)
    say(f"\nBuild {build_seconds:.1f} s; driver total {total:.1f} s "
        f"({total / 60:.1f} min). Measurements: {work / 'results.json'}")
    if problems:
        say(f"\n{len(problems)} PROBLEMS:")
        for problem in problems:
            say(f"  {problem}")
    if not args.work and not args.keep:
        # Keep the measurements and the build log; the build, goldens and logs are large.
        for entry in work.iterdir():
            if entry.name not in ("results.json", "build.log"):
                shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
        say(f"(removed the build, goldens and logs from {work}; --keep keeps them)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
