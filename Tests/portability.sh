#!/usr/bin/env bash
# `make portability` (part of `make test`): what keeps the macOS build working when only Linux
# builds and tests it (docs/development.md, "Platforms").
#
#  1. Sources/ and bench/ (all that `swift build` compiles): only Sources/PushRouteCore/Platform/
#     imports a platform module (Glibc, Darwin, Musl, ...) or tests for one (`canImport`,
#     `#if os`), and no Swift source names a /proc path or imports Foundation. The compiler
#     does the rest: a C function is visible only in a file that imports its module, so no
#     other file can call the C library.
#  2. The CJansson module map does not `export *`: that would hand the C library headers
#     jansson.h includes (stdio, stdlib) to Jansson.swift.
#  3. Tests/: Foundation is the tests' platform layer; they import no platform module, and a
#     /proc path appears only inside an `#if os(Linux)` block (BadInputTests' unreadable file).
#  4. No standard-library API newer than macOS 13 (Package.swift's `platforms`), from a list of
#     those the code could reach for; the Linux compiler does not check availability. (Threads
#     share state through Sources/PushRouteCore/Platform/Lock.swift, the C library's mutex,
#     not `Mutex`.)
#  5. Package.swift names Homebrew's jansson and macOS 13.
# Prints each violation as file:line: text, and fails when there is one.
set -uo pipefail
cd "$(dirname "$0")/.."
failures=0

# fail REASON < matches: prints each FILE:LINE:TEXT read with the rule it breaks, and counts it.
# (Fed with < <(...), not a pipe, so that the count survives; bash 3.2 has no lastpipe.)
fail() {
    local match
    while IFS= read -r match; do
        [ -n "$match" ] || continue
        echo "$match"
        echo "  portability: $1"
        failures=$((failures + 1))
    done
}

# search PATTERN FILE...: the lines that match, as FILE:LINE:TEXT, comment lines left out.
search() {
    local pattern=$1
    shift
    grep -nE "$pattern" "$@" /dev/null | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//'
}

word_end='([^[:alnum:]_]|$)'
modules="(Glibc|Darwin|Musl|Bionic|Android|WASILibc|WinSDK|ucrt|CRT|SwiftGlibc)$word_end"
foundation="(Foundation|FoundationEssentials|FoundationNetworking|CoreFoundation)$word_end"
import='^[[:space:]]*(@[[:alnum:]_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?'
proc="/proc(/|$word_end)"

compiled=$(find Sources bench -name '*.swift' | sort)
outside_platform=$(echo "$compiled" | grep -v '^Sources/PushRouteCore/Platform/')
tests=$(find Tests -name '*.swift' | sort)

# 1.
fail "a platform module is imported outside Sources/PushRouteCore/Platform/" \
    < <(search "$import$modules" $outside_platform)
fail "platform conditions belong in Sources/PushRouteCore/Platform/" \
    < <(search 'canImport[[:space:]]*\(|#(else)?if[[:space:]].*os[[:space:]]*\(' $outside_platform)
fail "no Foundation in Sources/ or bench/" < <(search "$import$foundation" $compiled)
fail "a /proc path outside Sources/PushRouteCore/Platform/: Linux only" < <(search "$proc" $outside_platform)

# 2.
fail "CJansson must not re-export the C library" \
    < <(grep -nE '^[[:space:]]*export[[:space:]]+\*' Sources/CJansson/module.modulemap /dev/null)

# 3.
fail "tests use Foundation, not a platform module" < <(search "$import$modules" $tests)
# The /proc lines that are not comments and not inside an `#if os(Linux)` branch.
fail "a /proc path outside an #if os(Linux) block" < <(
    for file in $tests; do
        awk -v file="$file" -v proc="$proc" '
            /^[[:space:]]*#if/ { depth++; linux[depth] = ($0 ~ /os\(Linux\)/) }
            /^[[:space:]]*#(elseif|else)/ { linux[depth] = ($0 ~ /os\(Linux\)/) }
            /^[[:space:]]*#endif/ { depth-- }
            $0 ~ proc && $0 !~ /^[[:space:]]*\/\// {
                inside = 0
                for (level = 1; level <= depth; level++) if (linux[level]) inside = 1
                if (!inside) print file ":" FNR ":" $0
            }' "$file"
    done)

# 4.
types='U?Int128|RangeSet|DiscontiguousSlice|(Mutable)?(Raw)?Span|UTF8Span|OutputSpan|InlineArray|Mutex|Atomic|AtomicLazyReference|WordPair'
fail "newer than macOS 13 (Package.swift's platforms)" < <(search \
    "(^|[^[:alnum:]_])($types)$word_end|\(validating:|import[[:space:]]+Synchronization|(remove|removing|move)Subranges\(|\.indices\((where|of):" \
    $compiled $tests)

# 5.
grep -qE '\.brew\(\["jansson"\]\)' Package.swift || fail "Homebrew's jansson" < <(echo 'Package.swift: no .brew(["jansson"])')
grep -qE '\.macOS\(\.v13\)' Package.swift || fail "macOS 13" < <(echo 'Package.swift: no .macOS(.v13) platform')

if [ "$failures" -gt 0 ]; then
    echo "portability: $failures problem(s); see Tests/portability.sh"
    exit 1
fi
echo "portability: platform code only in Sources/PushRouteCore/Platform, no /proc, nothing newer than macOS 13"
