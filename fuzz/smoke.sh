#!/bin/sh
# A short fuzzing run for CI: builds the input-format targets (release, -sanitize=fuzzer,address) and runs each
# for SECONDS (default 20), stopping at the first crash, leak, timeout or out-of-memory (libFuzzer exits non-zero).
#   fuzz/smoke.sh [SECONDS]
# The two linter targets (FuzzLintConfiguration, FuzzLinter) are left to long runs (docs/LIMITS.md): building
# swift-syntax with the instrumentation took 12 min 21 s on the 2-core machine (2026-11-24), and CI already takes
# about 26 of its 40 minutes.
set -eu
cd "$(dirname "$0")"
# Known false leaks (Swift enum payloads LeakSanitizer cannot trace): see lsan.supp.
export LSAN_OPTIONS="suppressions=$(pwd)/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
seconds=${1:-20}
targets="FuzzPNG FuzzJPEG FuzzSceneYAML FuzzSceneJSON FuzzSVGPath"
# One build per product (SwiftPM builds one product per invocation); the shared modules are built once.
for target in $targets; do
    swift build -c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address --product "$target" >&2
done
mkdir -p artifacts
for target in $targets; do
    mkdir -p "corpus/$target"
    cp -n seeds/"$target"/* "corpus/$target/" 2>/dev/null || true
    echo "fuzzing $target for $seconds s" >&2
    log="artifacts/$target.log"
    status=0
    ".build-fuzz/release/$target" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 \
        -artifact_prefix=artifacts/"$target"- -print_final_stats=1 "corpus/$target" >"$log" 2>&1 || status=$?
    grep -E "^(Done|stat::number_of_executed_units|stat::peak_rss_mb)" "$log" >&2 || true
    if [ "$status" -ne 0 ]; then
        echo "$target failed (libFuzzer exit $status); the end of its log ($log):" >&2
        tail -40 "$log" >&2
        exit 1
    fi
done
