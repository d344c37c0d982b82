#!/usr/bin/env bash
# `make fuzz`: builds each libFuzzer target with AddressSanitizer and fuzzes it.
#   FUZZ_SECONDS=N   time per target (default 60)
#   FUZZ_RUNS=N      stop after N executions instead (FUZZ_SECONDS is then ignored)
#   FUZZ_TARGETS="…" which targets (default: every Tests/Fuzz/*Fuzz.swift)
#   FUZZ_SANITIZE=…  the sanitizers (default fuzzer,address; `fuzzer` alone runs
#                    about three times faster, for long local campaigns)
# Each target is compiled together with the library's sources (so coverage reaches
# them) and seeded from samples/ and from the pasted shapes of Tests/Fixtures/pasted/, the device logs of Tests/Fixtures/logs/
# and the files of the app repositories (Tests/Fixtures/repos, samples/app-repo)
# (one file of each form). The library's layers are compiled as one module: a copy
# of each source with the imports of its sibling layers blanked (lines stay where they are). A crash, leak or timeout fails the run; libFuzzer
# writes the input to .build/fuzz/artifacts/, to be turned into a regression test.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${FUZZ_SECONDS:-60}
budget=(-max_total_time="$seconds") label="${seconds} s"
[ -n "${FUZZ_RUNS:-}" ] && budget=(-runs="$FUZZ_RUNS") label="$FUZZ_RUNS runs"
out=.build/fuzz
mkdir -p "$out/artifacts"
targets=${FUZZ_TARGETS:-$(cd Tests/Fuzz && ls *Fuzz.swift | sed 's/Fuzz\.swift$//')}
flat=$out/sources
rm -rf "$flat" && mkdir -p "$flat"
for layer in PushRouteCore PushRouteReader PushRouteApp PushRouteRules PushRouteSimulator PushRouteCLI; do
    find "Sources/$layer" -name '*.swift' | sort | while read -r file; do
        sed 's/^import PushRoute.*$//' "$file" > "$flat/$layer-$(echo "${file#Sources/$layer/}" | tr '/' '-')"
    done
done
mapfile -t sources < <(find "$flat" -name '*.swift' | sort)
for target in $targets; do
    echo "== fuzz $target ($label)"
    swiftc -sanitize="${FUZZ_SANITIZE:-fuzzer,address}" -parse-as-library -O -module-name PushRouteFuzz -package-name pushroute \
        -I Sources/CJansson -I Sources/CYAML -I Sources/CPlist "${sources[@]}" "Tests/Fuzz/${target}Fuzz.swift" -o "$out/$target" \
        >"$out/$target.build.log" 2>&1 || { cat "$out/$target.build.log"; echo "fuzz: $target did not build"; exit 1; }
    corpus="$out/corpus-$target"
    mkdir -p "$corpus"
    cp samples/*.* samples/apps/*.json Tests/Fixtures/pasted/* Tests/Fixtures/logs/*.log Tests/Fixtures/logs/*.json Tests/Fixtures/logs/*.ndjson "$corpus/"
    # The app repositories' files (app infer), each under a name of its own.
    find Tests/Fixtures/repos samples/app-repo -type f ! -name '*.py' -path '*/*/*' | while read -r file; do
        cp "$file" "$corpus/repo-$(echo "$file" | tr '/' '-')"
    done
    started=$(date +%s)
    "$out/$target" "${budget[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
        -print_final_stats=1 -artifact_prefix="$out/artifacts/$target-" "$corpus" 2>"$out/$target.log" \
        || { tail -n 40 "$out/$target.log"; echo "fuzz: $target failed"; exit 1; }
    echo "  $(grep -E '^Done' "$out/$target.log") ($(( $(date +%s) - started )) s wall); crashes: 0"
done
