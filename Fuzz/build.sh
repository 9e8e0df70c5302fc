#!/usr/bin/env bash
# Builds the libFuzzer target with AddressSanitizer and prints its path.
#   "$(Fuzz/build.sh)" Fuzz/corpus -max_total_time=1800     # fuzz for 30 minutes
#   "$(Fuzz/build.sh)" Fuzz/corpus/*                        # replay the corpus
# The libraries are built by SwiftPM with the sanitizer flags into .build-fuzz/; the entry
# point (Fuzz/FuzzEntry.swift) is compiled and linked by swiftc, because SwiftPM links every
# executable with its own `main`, which libFuzzer must provide instead.
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-sanitize=fuzzer,address)
swift build -c release --scratch-path .build-fuzz --target BubblePreviewCore \
  -Xswiftc "${flags[0]}" >&2
bin=$(swift build -c release --scratch-path .build-fuzz --show-bin-path)
objects=()
for module in MessageStatusKit MessageStatusRendering BubblePreviewCore; do
  objects+=("$bin/$module.build"/*.o)
done
swiftc "${flags[@]}" -O -parse-as-library -I "$bin/Modules" -I "$bin" \
  Fuzz/FuzzEntry.swift "${objects[@]}" -o "$bin/fuzz-bubble-preview" >&2
echo "$bin/fuzz-bubble-preview"
