#!/bin/sh
# Builds one libFuzzer target and runs it: fuzz/run.sh TARGET SECONDS [libFuzzer options…]
#   TARGET: FuzzPNG FuzzJPEG FuzzSceneYAML FuzzSceneJSON FuzzSVGPath FuzzLintConfiguration FuzzLinter FuzzLintFix
#   FuzzLinter and FuzzLintFix run with -detect_leaks=0 (docs/LIMITS.md, "Fuzzing", says why).
# The corpus grows in fuzz/corpus/TARGET (seeded from fuzz/seeds/TARGET); crashes land in fuzz/artifacts/.
# Every module is instrumented (-sanitize=fuzzer,address), in release, in its own build directory.
set -eu
cd "$(dirname "$0")"
# Known false leaks (Swift enum payloads LeakSanitizer cannot trace): see lsan.supp.
export LSAN_OPTIONS="suppressions=$(pwd)/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
target=$1
seconds=${2:-60}
shift 2 || shift $#
swift build -c release --build-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
    --product "$target" >&2
mkdir -p "corpus/$target" artifacts
[ -d "seeds/$target" ] && cp -n seeds/"$target"/* "corpus/$target/" 2>/dev/null || true
leaks=1
[ "$target" = FuzzLinter ] || [ "$target" = FuzzLintFix ] && leaks=0
exec ".build-fuzz/release/$target" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 -detect_leaks=$leaks \
    -artifact_prefix=artifacts/"$target"- -print_final_stats=1 "$@" "corpus/$target"
