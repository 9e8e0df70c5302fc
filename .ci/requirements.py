#!/usr/bin/env python3
"""The README's Requirements lines, from the manifest as SwiftPM reads it."""
import json
import os
import subprocess

NAMES = {"ios": "iOS", "macos": "macOS", "maccatalyst": "Mac Catalyst", "tvos": "tvOS",
         "watchos": "watchOS", "visionos": "visionOS"}
# The Xcode that first ships each Swift tools version the manifest may declare.
XCODE = {"6.0": "16", "6.1": "16.3", "6.2": "26"}

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
dump = json.loads(subprocess.run(["swift", "package", "--package-path", root, "dump-package"],
                                 check=True, capture_output=True, text=True).stdout)
platforms = ", ".join(f"{NAMES[p['platformName']]} {p['version']}" for p in dump["platforms"])
major, minor = dump["toolsVersion"]["_version"].split(".")[:2]
tools = f"{major}.{minor}"
print(f"platforms  {platforms}")
print(f"tools      swift-tools-version {tools}: Swift {tools} or later, "
      f"Xcode {XCODE[tools]} or later")
