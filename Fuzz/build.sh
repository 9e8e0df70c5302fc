#!/usr/bin/env bash
# Builds the libFuzzer target with AddressSanitizer and prints its path.
#   "$(Fuzz/build.sh)" Fuzz/corpus -max_total_time=1800     # fuzz for 30 minutes
#   "$(Fuzz/build.sh)" Fuzz/corpus/*                        # replay the corpus
# The libraries are built by SwiftPM with the sanitizer flags into .build-fuzz/; the entry
# point (Fuzz/FuzzEntry.swift) and the oracle (Fuzz/InputFuzzing.swift) are compiled and
# linked by swiftc, because SwiftPM links every
# executable with its own `main`, which libFuzzer must provide instead.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-sanitize=fuzzer,address)
# -enable-testing: the oracle (Fuzz/InputFuzzing.swift) reads the command's internals.
swift build -c release --scratch-path .build-fuzz --target BubblePreviewCore \
  -Xswiftc "${flags[0]}" -Xswiftc -enable-testing >&2
bin=$(swift build -c release --scratch-path .build-fuzz --show-bin-path)
# Link the objects of the modules' current sources only (SwiftPM's `sources` list): an
# object left behind by a deleted source file would still define, or need, old symbols.
objects=()
for module in MessageStatusKit MessageStatusComposer MessageStatusRendering BubblePreviewCore; do
  while IFS= read -r source; do
    objects+=("$bin/$module.build/$(basename "$source").o")
  done < "$bin/$module.build/sources"
done
swiftc "${flags[@]}" -O -parse-as-library -I "$bin/Modules" -I "$bin" \
  Fuzz/FuzzEntry.swift Fuzz/InputFuzzing.swift "${objects[@]}" -o "$bin/fuzz-bubble-preview" >&2
echo "$bin/fuzz-bubble-preview"
