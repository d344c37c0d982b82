#!/usr/bin/env bash
# The binary we ship, built once and used by every step that needs a release build: the Debian
# package (packaging/deb/build.sh), `make memcheck` and `make no-test-hooks`, so that the three
# check the same bytes and CI compiles the release configuration once for them.
#
# A release build linked statically with the Swift standard library (--static-swift-stdlib: the
# machine needs no Swift toolchain), without SwiftPM's $ORIGIN run path, and with `-z now` under
# the default relro (the whole global offset table read-only: lintian's hardening). SwiftPM's
# output goes to stderr; the binary's path is the one line on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/deb-build
${SWIFT:-swift} build -c release --product pushroute --static-swift-stdlib --disable-local-rpath --scratch-path "$scratch" \
    -Xlinker -z -Xlinker now --explicit-target-dependency-import-check error >&2
echo "$scratch/release/pushroute"
