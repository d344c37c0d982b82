#!/usr/bin/env bash
# `make memcheck`: every command over the samples (and classify and normalize over the pasted
# shapes of Tests/Fixtures/pasted) under valgrind memcheck. Fails on any
# invalid access or on bytes definitely or indirectly lost (jansson's reference counts
# must balance). "Possibly lost" blocks are the Swift runtime's own caches.
set -uo pipefail
cd "$(dirname "$0")/.."
bin=${PUSHROUTE:-.build/release/pushroute}
status=0
run() {
    log=$(mktemp)
    valgrind --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=99 \
        --suppressions=Tests/valgrind.supp \
        "$bin" "$@" >/dev/null 2>"$log"
    rc=$?
    summary=$(grep -E "ERROR SUMMARY|definitely lost|indirectly lost" "$log" | sed 's/^==[0-9]*== *//' | tr '\n' ' ')
    if [ "$rc" -eq 99 ] || ! grep -q "ERROR SUMMARY: 0 errors" "$log"; then
        echo "memcheck FAILED: pushroute $1 $2 ..."; cat "$log"; status=1
    else
        echo "memcheck ok: pushroute $1 $2 ... -- $summary"
    fi
    rm -f "$log"
}
samples=(samples/*)
run classify "${samples[@]}"
run classify --format json "${samples[@]}"
run classify --lines --format json samples/pushes.ndjson
# The shapes of real pastes: decoded texts read by a reader of their own, envelopes, arrays.
run classify --format json Tests/Fixtures/pasted/*
run normalize Tests/Fixtures/pasted/*
for command in $("$bin" --help | awk '/^commands:/{on=1; next} on && NF==0{exit} on{print $1}'); do
    [ "$command" = classify ] && continue
    run "$command" "${samples[@]}"
done
run lint --format sarif samples
for scenario in samples/*.scenario; do
    run simulate --scenario "$scenario"
done
exit $status
