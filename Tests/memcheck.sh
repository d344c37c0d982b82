#!/usr/bin/env bash
# `make memcheck`: every command over the samples (and classify and normalize over the pasted
# shapes of Tests/Fixtures/pasted) under valgrind memcheck. Fails on any
# invalid access or on bytes definitely or indirectly lost (jansson's reference counts
# must balance). "Possibly lost" blocks are the Swift runtime's own caches.
set -uo pipefail
cd "$(dirname "$0")/.."
# The binary under test: `make memcheck` passes the shipped one (packaging/release-build.sh).
bin=${PUSHROUTE:-.build/release/pushroute}
# The runs go on in the background, one per core (each valgrind is single-threaded), each
# into a numbered file printed in order at the end; `settle` waits for those started, before
# a run that reads what an earlier one wrote.
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
results=$(mktemp -d)
count=0
check() {
    local number=$1 log
    shift
    log=$(mktemp)
    # valgrind cannot run the workers' threads: the commands that have --jobs run on one.
    local arguments=("$@")
    case $1 in classify | normalize | lint) arguments=("$1" --jobs 1 "${@:2}") ;; esac
    set -- "${arguments[@]}"
    valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=99 \
        "$bin" "$@" >/dev/null 2>"$log"
    rc=$?
    summary=$(grep -E "ERROR SUMMARY|definitely lost|indirectly lost" "$log" | sed 's/^==[0-9]*== *//' | tr '\n' ' ')
    if [ "$rc" -eq 99 ] || ! grep -q "ERROR SUMMARY: 0 errors" "$log"; then
        { echo "memcheck FAILED: pushroute $1 $2 ..."; cat "$log"; } >"$results/$number"
        touch "$results/$number.failed"
    else
        echo "memcheck ok: pushroute $1 $2 ... -- $summary" >"$results/$number"
    fi
    rm -f "$log"
}
run() {
    count=$((count + 1))
    while [ "$(jobs -rp | wc -l)" -ge "$cores" ]; do wait -n || true; done
    check "$count" "$@" &
}
settle() { wait; }
samples=(samples/*.*)
run classify "${samples[@]}"
run classify --format json "${samples[@]}"
run classify --lines --format json samples/pushes.ndjson
# The shapes of real pastes: decoded texts read by a reader of their own, envelopes, arrays.
run classify --format json Tests/Fixtures/pasted/*
run normalize Tests/Fixtures/pasted/*
for command in $("$bin" --help | awk '/^commands:/{on=1; next} on && NF==0{exit} on{print $1}'); do
    case $command in
    classify) ;;
    completion) for shell in bash zsh fish; do run completion "$shell"; done ;;
    *) run "$command" "${samples[@]}" ;;
    esac
done
run lint --format sarif samples
# Fixing, rewriting and baselines, on copies in a scratch folder.
scratch=$(mktemp -d)
cp samples/*.json samples/*.txt "$scratch/"
# What the runs write besides, apart from the folder that --fix walks.
outputs=$(mktemp -d)
run lint --diff samples
run lint --fix "$scratch"
run normalize --write "$scratch"/*.txt
run lint --write-baseline "$outputs/baseline.json" samples
settle
run lint --baseline "$outputs/baseline.json" --format sarif samples
# The HTML reports, written through --output (a temporary file renamed over the report).
run simulate --format html --output "$outputs/simulate.html" "${samples[@]}"
run classify --format html --output "$outputs/classify.html" "${samples[@]}"
for scenario in samples/*.scenario; do
    run simulate --scenario "$scenario"
done
for profile in samples/apps/*.json; do
    run simulate --app "$profile" samples/seed-leanplum.json samples/seed-clevertap.json
done
run simulate --app Tests/Fixtures/apps/wrong-types.json samples/seed-leanplum.json
run simulate --compare-app samples/apps/plain-migration.json,samples/apps/autointegrate-mistake.json samples/seed-clevertap.json
run classify --trace --app samples/apps/swizzling-off.json samples/seed-leanplum.json
settle
rm -rf "$scratch" "$outputs"
for number in $(seq 1 "$count"); do cat "$results/$number"; done
status=0
compgen -G "$results/*.failed" >/dev/null && status=1
rm -rf "$results"
exit $status
