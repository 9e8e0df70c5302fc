#!/usr/bin/env python3
"""Apple availability of what the library modules reference, judged on Linux.

Run by `.ci/availability`, which builds the modules (writing the index store), extracts the
toolchain's symbol graphs and builds the scope reader; see that script for what this check
can and cannot see.

For each reference in a library module's source (from the index store) to a declaration
whose symbol graph gives an Apple platform a version newer than the package's deployment
target (from `swift package dump-package`), the reference must sit in an `if #available`,
`guard #available` or `@available` scope (from the toolchain's own parser) naming at least
that version for that platform. Each one that does not is printed as
`file:line:column: symbol (module) needs ...; the package declares ...`.
"""
import argparse
import glob
import re
import json
import os
import subprocess
import sys

from indexstore import ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE, IndexStore

PLATFORMS = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]
# SwiftPM's deployment targets for a platform the manifest does not name.
SWIFTPM_DEFAULTS = {"iOS": "12.0", "macOS": "10.13", "macCatalyst": "13.0", "tvOS": "12.0",
                    "watchOS": "4.0", "visionOS": "1.0"}
MANIFEST_NAMES = {"ios": "iOS", "macos": "macOS", "maccatalyst": "macCatalyst", "tvos": "tvOS",
                  "watchos": "watchOS", "visionos": "visionOS"}


def version(text):
    parts = [int(p) for p in str(text).split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def spelled(v):
    major, minor, patch = v
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


def from_graph(entry):
    v = entry.get("introduced")
    return (v["major"], v.get("minor", 0), v.get("patch", 0)) if v else None


def vision_from_ios(v):
    """visionOS takes an iOS-only declaration's availability: iOS 17.3 and earlier are there
    from visionOS 1.0, 17.4 is 1.1 and 17.5 is 1.2, iOS 18 is visionOS 2, and from 26 the
    numbers are the same."""
    if v is None or v < (17, 4, 0):
        return (1, 0, 0)
    if v < (18, 0, 0):
        return (1, 1, 0) if v < (17, 5, 0) else (1, 2, 0)
    return v if v >= (26, 0, 0) else (v[0] - 16, v[1], v[2])


class Declaration:
    def __init__(self, module, path, availability):
        self.module = module
        self.path = path
        self.availability = availability or []
        self.parent = None

    def own(self, platform):
        """(introduced, unavailable) that this declaration's own entries give `platform`."""
        entries = {e.get("domain"): e for e in self.availability}
        if platform == "macCatalyst" and "macCatalyst" not in entries:
            platform = "iOS"
        if platform == "visionOS" and "visionOS" not in entries:
            ios = entries.get("iOS")
            if ios is None:
                return None, False
            if ios.get("isUnconditionallyUnavailable"):
                return None, True
            return vision_from_ios(from_graph(ios)), False
        entry = entries.get(platform)
        if entry is None:
            return None, False
        return from_graph(entry), bool(entry.get("isUnconditionallyUnavailable"))

    def needs(self, platform):
        """The newest version this declaration or any declaration it belongs to needs."""
        needed, unavailable, seen, d = None, False, set(), self
        while d is not None and id(d) not in seen:
            seen.add(id(d))
            introduced, gone = d.own(platform)
            unavailable = unavailable or gone
            if introduced and (needed is None or introduced > needed):
                needed = introduced
            d = d.parent
        return needed, unavailable


def load_symbol_graphs(folder):
    declarations, modules = {}, set()
    parents = []
    for path in sorted(glob.glob(os.path.join(folder, "**", "*.symbols.json"), recursive=True)):
        graph = json.load(open(path, encoding="utf-8"))
        module = os.path.basename(path).split("@")[0].split(".")[0]
        modules.add(module)
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            if usr not in declarations or symbol.get("availability"):
                declarations[usr] = Declaration(
                    module, ".".join(symbol["pathComponents"]), symbol.get("availability"))
        parents += [(r["source"], r["target"]) for r in graph.get("relationships", [])
                    if r["kind"] == "memberOf"]
    for child, parent in parents:
        if child in declarations and parent in declarations and child != parent:
            declarations[child].parent = declarations[parent]
    return declarations, modules


def declared_platforms(root):
    dump = json.loads(subprocess.run(
        ["swift", "package", "--package-path", root, "dump-package"],
        check=True, capture_output=True, text=True).stdout)
    declared = {p: version(SWIFTPM_DEFAULTS[p]) for p in PLATFORMS}
    named = set()
    for p in dump.get("platforms", []):
        name = MANIFEST_NAMES.get(p["platformName"])
        if name:
            declared[name] = version(p["version"])
            named.add(name)
    return declared, named


def covered(scopes, line, column, platform):
    """The newest version that the scopes around (line, column) promise for `platform`, and
    whether one of them is never compiled for it."""
    best, unavailable = None, False
    for s in scopes:
        if not (tuple(s["start"]) <= (line, column) < tuple(s["end"])):
            continue
        if platform in s["unavailable"] or (
                platform == "macCatalyst" and "iOS" in s["unavailable"]):
            unavailable = True
        spelled_version = s["introduced"].get(platform)
        if spelled_version is None and platform == "macCatalyst":
            spelled_version = s["introduced"].get("iOS")
        if spelled_version is not None:
            v = version(spelled_version)
            best = v if best is None or v > best else best
    return best, unavailable


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--root", required=True)
    arguments.add_argument("--store", required=True)
    arguments.add_argument("--library", required=True)
    arguments.add_argument("--symbol-graphs", required=True)
    arguments.add_argument("--scopes", required=True)
    arguments.add_argument("--modules", required=True)
    options = arguments.parse_args()
    root = os.path.realpath(options.root)
    modules = options.modules.split(",")

    declared, named = declared_platforms(root)
    declarations, graph_modules = load_symbol_graphs(options.symbol_graphs)

    # The newest unit of each existing source file of the library modules.
    units, imported = {}, set()
    for unit in IndexStore(options.store, options.library).units():
        folder = os.path.join(root, "Sources", unit.module) + os.sep
        if unit.module not in modules or not unit.main_file.startswith(folder):
            continue
        for path in unit.system_dependencies:
            match = re.search(r"/(\w+)\.swiftmodule/", path)
            if match:
                imported.add(match.group(1))
        if not os.path.exists(unit.main_file) or unit.record is None:
            continue
        if unit.main_file not in units or unit.modified > units[unit.main_file].modified:
            units[unit.main_file] = unit
    sources = sorted(os.path.join(dp, f) for m in modules
                     for dp, _, fs in os.walk(os.path.join(root, "Sources", m))
                     for f in fs if f.endswith(".swift"))
    unindexed = [s for s in sources if s not in units]
    if unindexed:
        raise SystemExit("these sources are not in the index store (build them first): "
                         + ", ".join(os.path.relpath(s, root) for s in unindexed))

    # Every Swift module of the toolchain that the library compiles against has its graph
    # (the C libraries' overlays aside: their declarations carry no Apple versions).
    unread = sorted(imported - graph_modules - {"Glibc", "Musl"})
    if unread:
        raise SystemExit("the library modules import " + ", ".join(unread) + ", whose symbol "
                         "graphs .ci/availability does not extract: add them to its list")

    reader = subprocess.run([options.scopes] + sources, check=True, capture_output=True,
                            text=True)
    syntax = {os.path.realpath(json.loads(line)["file"]): json.loads(line)
              for line in reader.stdout.splitlines()}

    declared_text = ", ".join(f"{p} {spelled(declared[p])}" for p in PLATFORMS)
    findings, references, distinct = [], 0, set()
    store = IndexStore(options.store, options.library)

    # The library's own declarations that an `@available` (or an `#available` around them)
    # makes newer than the floors: a reference to one needs the same cover.
    own = {}
    occurrences = {source: store.occurrences(units[source].record) for source in sources}
    for source in sources:
        for o in occurrences[source]:
            if not o.roles & (ROLE_DEFINITION | ROLE_DECLARATION) or o.usr in declarations:
                continue
            needs, gone = {}, []
            for platform in PLATFORMS:
                version, unavailable = covered(syntax[source]["scopes"], o.line, o.column, platform)
                if unavailable:
                    gone.append(platform)
                elif version and version > declared[platform]:
                    needs[platform] = version
            if needs or gone:
                own[o.usr] = (o.name, needs, gone)

    for source in sources:
        relative = os.path.relpath(source, root)
        scopes = syntax[source]["scopes"]
        seen = set()
        for o in occurrences[source]:
            if not o.roles & ROLE_REFERENCE or (o.usr not in declarations and o.usr not in own):
                continue
            references += 1
            distinct.add(o.usr)
            if o.usr in own:
                name, own_needs, own_gone = own[o.usr]
                d = Declaration(options.modules.split(",")[0], name, [])
                d.module = "this package, @available"
            else:
                d = declarations[o.usr]
            needs, gone = [], []
            for platform in PLATFORMS:
                if o.usr in own:
                    needed, unavailable = own_needs.get(platform), platform in own_gone
                else:
                    needed, unavailable = d.needs(platform)
                scope_version, scope_unavailable = covered(scopes, o.line, o.column, platform)
                if scope_unavailable:
                    continue
                if unavailable:
                    gone.append(platform)
                elif needed and needed > declared[platform] and (
                        scope_version is None or scope_version < needed):
                    needs.append(f"{platform} {spelled(needed)}")
            if not needs and not gone:
                continue
            key = (o.line, o.column, d.path)
            if key in seen:
                continue
            seen.add(key)
            what = []
            if needs:
                what.append("needs " + ", ".join(needs))
            if gone:
                what.append("is unavailable on " + ", ".join(gone))
            findings.append(
                f"{relative}:{o.line}:{o.column}: {d.path} ({d.module}) {' and '.join(what)}; "
                f"the package declares {declared_text}, and no #available or @available "
                f"around it covers that")

    for source in sources:
        relative = os.path.relpath(source, root)
        for spot in syntax[source]["linuxOnly"]:
            if not spot["applePath"]:
                findings.append(
                    f"{relative}:{spot['line']}:{spot['column']}: {spot['what']} is Linux-only "
                    f"and has no Apple path: put it in an #if canImport(Glibc) (or Musl, "
                    f"os(Linux)) branch whose #if also has a canImport(Darwin) or #else branch")
        for spot in syntax[source]["appleBranches"]:
            findings.append(
                f"{relative}:{spot['line']}:{spot['column']}: `{spot['what']}` sits in a branch "
                f"only Apple platforms compile; Linux CI never type-checks it, so such "
                f"branches hold imports only")

    missing = [p for p in PLATFORMS if p not in named]
    if missing:
        findings.append(
            "Package.swift: platforms: names no " + ", ".join(missing)
            + "; SwiftPM then builds for " + ", ".join(
                f"{p} {SWIFTPM_DEFAULTS[p]}" for p in missing))

    for line in findings:
        print(line)
    print(f"availability: {len(sources)} files of {', '.join(modules)}; {references} "
          f"references to {len(distinct)} declarations of {', '.join(sorted(graph_modules))} "
          f"checked against {declared_text}: {len(findings)} finding"
          f"{'' if len(findings) == 1 else 's'}")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    try:
        main()
    except SystemExit as exit:
        # A finding exits 1; the tool failing (a message, not a status) exits 2.
        if isinstance(exit.code, str):
            print(exit.code, file=sys.stderr)
            sys.exit(2)
        raise
