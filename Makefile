# pushroute: build, test, demo, install, package. `make deps` installs jansson when missing
# (apt-get on Debian and Ubuntu, Homebrew on macOS), or prints the command to run.
SWIFT      ?= swift
PREFIX     ?= /usr/local
DESTDIR    ?=
CONFIG     ?= release
BIN        ?= .build/$(CONFIG)/pushroute
# The payload samples `make lint-samples` lints, in byte order, the NDJSON last (the app
# profiles of samples/apps are no payloads).
LINT_SAMPLES = $(sort $(wildcard samples/*.json samples/*.apns samples/*.txt samples/*.log)) samples/pushes.ndjson

# Where each shell looks for completion scripts under PREFIX (the Debian package puts zsh's
# in /usr/share/zsh/vendor-completions, which Debian's zsh searches).
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR  ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d

LINT_EXPECTED = Tests/Golden/lint/samples-expected.txt

.PHONY: all build test demo deps browser-deps test-shells test-tools portability strict-build install install-files \
	uninstall clean man man-check format format-check lint-samples screenshot deb deb-test bench bench-classify bench-lenient bench-html bench-app-infer bench-hostile \
	fuzz asan-test tsan-test memcheck no-test-hooks precommit-test

all: build

# The C libraries: jansson (JSON), libyaml (Podfile.lock) and libplist (Info.plist), with
# pkg-config, which SwiftPM asks for their flags. Installed as root with apt-get, with Homebrew
# on macOS; otherwise the command is printed.
DEPS_PKGCONFIG = jansson yaml-0.1 libplist-2.0
DEPS_APT = libjansson-dev libyaml-dev libplist-dev pkg-config
DEPS_BREW = jansson libyaml libplist pkg-config
deps:
	@if pkg-config --exists $(DEPS_PKGCONFIG) 2>/dev/null; then :; \
	elif [ "$$(uname -s)" = Darwin ]; then \
		if command -v brew >/dev/null; then \
			echo "installing $(DEPS_BREW) with Homebrew"; brew install $(DEPS_BREW); \
		else \
			echo "jansson, libyaml or libplist is missing; install Homebrew, then run:"; \
			echo "    brew install $(DEPS_BREW)"; \
			exit 1; \
		fi; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing $(DEPS_APT)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(DEPS_APT) >/dev/null; \
	else \
		echo "jansson, libyaml or libplist is missing; install them with:"; \
		echo "    sudo apt-get install -y $(DEPS_APT)"; \
		exit 1; \
	fi

# The completion tests run zsh and fish too (bash is always there): installed like jansson
# when missing, as root with apt-get; otherwise the command is printed and those tests are
# skipped, each saying why.
TEST_SHELLS = zsh fish
test-shells:
	@missing=""; for shell in $(TEST_SHELLS); do command -v $$shell >/dev/null || missing="$$missing $$shell"; done; \
	if [ -z "$$missing" ]; then :; \
	elif [ "$$(uname -s)" != Darwin ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing$$missing for the completion tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else \
		echo "not installed:$$missing; their completion tests are skipped. Install with:"; \
		if command -v brew >/dev/null; then echo "    brew install$$missing"; \
		else echo "    sudo apt-get install -y$$missing"; fi; \
	fi

# GNU time, with which the tests measure a child's peak memory (`GNUTime`, the bounds of
# BoundedReadingTests and HostileAppFilesTests): installed like the shells when missing, as root
# with apt-get; otherwise those bounds are skipped, each test saying so. macOS's time has no -f.
test-tools:
	@if [ -x /usr/bin/time ] && /usr/bin/time -f %M true >/dev/null 2>&1; then :; \
	elif [ "$$(uname -s)" != Darwin ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing GNU time for the tests' memory bounds"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; \
	else echo "GNU time is missing: the tests' memory bounds are skipped (sudo apt-get install -y time)"; fi

# SWIFT_BUILD_FLAGS: more flags for `swift build` (the Homebrew formula passes
# --disable-sandbox: SwiftPM's sandbox cannot start inside Homebrew's).
SWIFT_BUILD_FLAGS ?=
build: deps
	$(SWIFT) build -c $(CONFIG) $(IMPORT_CHECK) $(SWIFT_BUILD_FLAGS)

# Headless Chromium for the browser tests (Tests/PushRouteTests/Browser): Debian's chromium and
# a font, installed when missing and running as root with apt-get. Otherwise the tests are
# skipped, and both this target and the tests say why.
browser-deps:
	@if [ -n "$$PUSHROUTE_CHROMIUM" ] || command -v chromium >/dev/null || command -v chromium-browser >/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing chromium for the browser tests"; \
		{ apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
			chromium fonts-dejavu-core >/dev/null 2>&1; } || echo "chromium could not be installed: the browser tests will be skipped"; \
	else \
		echo "chromium is missing, so the browser tests will be skipped; install it with:"; \
		echo "    sudo apt-get install -y chromium"; \
	fi

# Every build checks the layers: an import of a target that is not a declared dependency
# fails (Package.swift, docs/development.md "Architecture").
IMPORT_CHECK = --explicit-target-dependency-import-check error

test: deps browser-deps test-shells test-tools
	@bash Tests/portability.sh
	$(MAKE) --no-print-directory strict-build
	$(SWIFT) test --skip-build
	$(MAKE) --no-print-directory lint-samples
	$(MAKE) --no-print-directory man-check
	$(MAKE) --no-print-directory format-check

# What keeps the macOS build working when only Linux builds it (docs/development.md, "Platforms").
portability:
	@bash Tests/portability.sh

# The one debug build, tests included, with every warning an error, so that no platform warning
# slips in, and the import check; `make test` runs the tests it built (a second build with other
# flags took 3 minutes of CI's).
strict-build:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors $(IMPORT_CHECK)

demo: build
	@echo "== pushroute classify samples/   (a walk: every payload, and the pastes samples/.pushroute.json includes, with their repairs on stderr)"
	@$(BIN) classify samples/ || true
	@echo
	@echo "== pushroute classify --lines --format json samples/pushes.ndjson"
	@$(BIN) classify --lines --format json samples/pushes.ndjson || true
	@echo
	@echo "== pushroute classify samples/device-log.log   (a device log: only its pushes, and one note)"
	@$(BIN) classify samples/device-log.log || true
	@echo
	@echo "== pushroute normalize samples/seed-clevertap.txt 2>/dev/null"
	@$(BIN) normalize samples/seed-clevertap.txt 2>/dev/null || true
	@echo
	@echo "== pushroute lint samples/both-sdks.json samples/clevertap-no-account.json samples/seed-clevertap.json"
	@$(BIN) lint samples/both-sdks.json samples/clevertap-no-account.json samples/seed-clevertap.json || true
	@echo
	@echo "== pushroute simulate --state not-running --event open samples/seed-clevertap.json"
	@$(BIN) simulate --state not-running --event open samples/seed-clevertap.json || true
	@echo
	@echo "== pushroute simulate --format html --output demo-report.html samples/seed-leanplum.json samples/seed-clevertap.json"
	@$(BIN) simulate --format html --output demo-report.html samples/seed-leanplum.json samples/seed-clevertap.json || true
	@echo "report: $(CURDIR)/demo-report.html"
	@echo
	@echo "== pushroute app infer samples/app-repo   (a profile read from an app's repository)"
	@$(BIN) app infer samples/app-repo || true
	@echo
	@echo "== pushroute simulate --app samples/app-repo --state not-running --event open samples/seed-clevertap.json"
	@$(BIN) simulate --app samples/app-repo --state not-running --event open samples/seed-clevertap.json || true
	@echo
	@echo "== pushroute simulate --compare-app samples/apps/plain-migration.json,samples/apps/autointegrate-mistake.json --state background --event open samples/seed-clevertap.json"
	@$(BIN) simulate --compare-app samples/apps/plain-migration.json,samples/apps/autointegrate-mistake.json \
		--state background --event open samples/seed-clevertap.json || true
	@echo
	@echo "== pushroute simulate --compare-app samples/apps/no-extension.json,samples/apps/rich-media-extension.json --state background --event receive samples/seed-clevertap.json   (the rich push without and with a service extension)"
	@$(BIN) simulate --compare-app samples/apps/no-extension.json,samples/apps/rich-media-extension.json \
		--state background --event receive samples/seed-clevertap.json || true

# The project lints its own samples with the debug binary `swift build` made: the
# findings must be exactly those listed in $(LINT_EXPECTED) (exit 1 for findings is
# expected; 2 and above is not).
lint-samples:
	@.build/debug/pushroute lint $(LINT_SAMPLES) > .build/lint-samples.out; status=$$?; \
	if [ $$status -gt 1 ]; then echo "pushroute lint samples: exit status $$status"; exit 1; fi; \
	grep -v '^#' $(LINT_EXPECTED) > .build/lint-samples.expected; \
	if grep '^samples/' .build/lint-samples.out | diff -u --label expected --label actual .build/lint-samples.expected -; \
	then echo "samples: lint findings as listed in $(LINT_EXPECTED)"; \
	else echo "samples: lint findings differ from $(LINT_EXPECTED)"; exit 1; fi

# The README's picture of a report: the seed CleverTap payload's, in headless Chromium, down to
# its cold-start tap. The SHA-256 of the page it shows is kept beside it, and
# ScreenshotCurrencyTests fails when today's report differs: then run `make screenshot` again.
# The page is made on the date every test's run gets (SOURCE_DATE_EPOCH, ReportDateForTests in
# Tests/PushRouteTests/Support/CommandRunner.swift), so that its footer matches theirs.
SCREENSHOT = docs/report-seed-clevertap.png
SCREENSHOT_EPOCH = $(shell sed -n 's/.*static let epoch = "\([0-9]*\)".*/\1/p' Tests/PushRouteTests/Support/CommandRunner.swift)
screenshot: build browser-deps
	SOURCE_DATE_EPOCH=$(SCREENSHOT_EPOCH) $(BIN) simulate --format html --output .build/report-seed-clevertap.html samples/seed-clevertap.json
	python3 Tests/Browser/chromium_page.py --size 1280x900 --screenshot $(SCREENSHOT) --full-page \
		--until '#payload-1-not-running-open' .build/report-seed-clevertap.html
	sha256sum .build/report-seed-clevertap.html | cut -d' ' -f1 > $(SCREENSHOT).source-sha256
	@echo "wrote $(SCREENSHOT)"

# The blocks of the man page and of docs/ written from the declarations (the lint rules, the
# settings, ...), between their BEGIN GENERATED and END GENERATED markers, rewritten in place
# by pushroute-manual (docs/development.md, "The generated manual"); GeneratedManualTests
# fails when one is not what it writes. Built by strict-build, with the tests' flags.
man: strict-build
	.build/debug/pushroute-manual .

# groff comes with man-db on Debian; macOS 13 has none (brew install groff): the check is then
# skipped, saying so.
man-check:
	@if ! command -v groff >/dev/null; then echo "man page: not checked, groff is not installed"; exit 0; fi; \
	out=$$(LC_ALL=C.UTF-8 MANWIDTH=80 groff -man -ww -z man/pushroute.1 2>&1); \
	if [ -n "$$out" ]; then echo "$$out"; exit 1; else echo "man page: no groff warnings"; fi

# The code's layout is swift-format's, with the checked-in .swift-format (the toolchain's
# `swift format`, Swift 6 and Xcode 16 on): `make format` rewrites, `make format-check` (in
# `make test`) fails on any difference. A toolchain without it skips the check, saying so. Not
# Tests/Fixtures: its Swift files are app sources that app infer reads, line by line.
FORMAT_PATHS = Package.swift Sources Tests/PushRouteTests Tests/Fuzz
format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMAT_PATHS)

format-check:
	@if ! $(SWIFT) format --version >/dev/null 2>&1; then echo "format: not checked, this toolchain has no swift format"; exit 0; fi; \
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS) && echo "format: as swift format writes it (.swift-format)"

# The binary, the man page, the completion scripts (written by the binary itself) and the JSON
# Schemas: the configuration's, and those of every JSON output (docs/schemas, each with its $$id).
install: build
	$(MAKE) --no-print-directory install-files

# install without building: BIN is copied as it is (`make deb` passes its own build).
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 .build/completions \
		$(DESTDIR)$(BASH_COMPLETION_DIR) $(DESTDIR)$(ZSH_COMPLETION_DIR) $(DESTDIR)$(FISH_COMPLETION_DIR)
	$(BIN) completion bash > .build/completions/pushroute
	$(BIN) completion zsh > .build/completions/_pushroute
	$(BIN) completion fish > .build/completions/pushroute.fish
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/pushroute
	install -m 644 man/pushroute.1 $(DESTDIR)$(PREFIX)/share/man/man1/pushroute.1
	install -d $(DESTDIR)$(PREFIX)/share/pushroute
	install -m 644 docs/pushroute-config.schema.json $(DESTDIR)$(PREFIX)/share/pushroute/pushroute-config.schema.json
	install -d $(DESTDIR)$(PREFIX)/share/pushroute/schemas
	install -m 644 docs/schemas/*.schema.json $(DESTDIR)$(PREFIX)/share/pushroute/schemas
	install -m 644 .build/completions/pushroute $(DESTDIR)$(BASH_COMPLETION_DIR)/pushroute
	install -m 644 .build/completions/_pushroute $(DESTDIR)$(ZSH_COMPLETION_DIR)/_pushroute
	install -m 644 .build/completions/pushroute.fish $(DESTDIR)$(FISH_COMPLETION_DIR)/pushroute.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/pushroute $(DESTDIR)$(PREFIX)/share/man/man1/pushroute.1 \
		$(DESTDIR)$(BASH_COMPLETION_DIR)/pushroute $(DESTDIR)$(ZSH_COMPLETION_DIR)/_pushroute \
		$(DESTDIR)$(FISH_COMPLETION_DIR)/pushroute.fish
	rm -rf $(DESTDIR)$(PREFIX)/share/pushroute

# The Debian package, pushroute_VERSION_ARCH.deb in .build/deb (packaging/deb/build.sh), and its
# test (packaging/deb/test.sh, in .ci/run): dpkg-deb's view of it, lintian, and an install with
# apt-get into a scratch root, run and removed.
deb: deps
	bash packaging/deb/build.sh

deb-test: deb
	bash packaging/deb/test.sh

clean:
	$(SWIFT) package clean
	rm -rf .build

# Speed (see bench/RESULTS.md): classify as ratios against the C floor and jq in one run;
# the lenient reader against jansson on the same JSON, and its growth with the input.
# Both run one after the other (never in parallel: they time), and both run when one misses.
bench: deps
	@status=0; $(MAKE) --no-print-directory bench-classify || status=1; \
	$(MAKE) --no-print-directory bench-lenient || status=1; \
	$(MAKE) --no-print-directory bench-html || status=1; \
	$(MAKE) --no-print-directory bench-app-infer || status=1; \
	$(MAKE) --no-print-directory bench-hostile || status=1; exit $$status

bench-classify: deps
	python3 bench/run.py

bench-lenient: deps
	$(SWIFT) run -c release pushroute-bench

# `app infer` on a generated 10 000-file repository with Pods/ committed, and on 20 000 files.
bench-app-infer: deps
	$(SWIFT) build -c release --product pushroute
	python3 bench/app_infer.py .build/release/pushroute

# The worst case per reader of the hostile inputs the tests write (issue 34): the measured
# tests run with the release binary, each run's CPU time and peak memory recorded.
bench-hostile: deps
	$(MAKE) --no-print-directory strict-build
	$(SWIFT) build -c release --product pushroute
	python3 bench/hostile.py

# The pre-commit hooks run by the real pre-commit, from PyPI, which builds pushroute itself
# (`swift build -c release`, once, in its own cache): minutes, so not part of `make test`. Without PyPI
# the test is cancelled with the reason (docs/lint.md, "pre-commit").
# Tested with the one strict build (`make test`'s, up to date in CI): other flags would
# rebuild the package (3.5 min on a 2-core machine).
precommit-test: deps
	$(MAKE) --no-print-directory strict-build
	PUSHROUTE_PRECOMMIT_TEST=1 $(SWIFT) test --skip-build --filter PreCommitHookTests

# How long headless Chromium takes to open and paint `classify --format html` of 10 000
# generated payloads and `simulate --format html` of 200 (median of 5 loads in one browser;
# bench/RESULTS.md), and the size of `simulate --format html` of 1000 (target under 10 MB).
bench-html: build browser-deps
	@mkdir -p bench/out
	python3 bench/gen_corpus.py 10000 > bench/out/corpus-10000.ndjson
	$(BIN) classify --lines --format html --output bench/out/classify-10000.html bench/out/corpus-10000.ndjson || true
	@ls -l bench/out/classify-10000.html
	python3 Tests/Browser/chromium_page.py --runs 5 bench/out/classify-10000.html
	python3 bench/gen_corpus.py 200 > bench/out/corpus-200.ndjson
	$(BIN) simulate --format html --output bench/out/simulate-200.html bench/out/corpus-200.ndjson || true
	@ls -l bench/out/simulate-200.html
	python3 Tests/Browser/chromium_page.py --runs 5 bench/out/simulate-200.html | tee bench/out/simulate-200.json
	@python3 -c 'import json,sys; r=json.load(open("bench/out/simulate-200.json")); \
		print("simulate --format html, 200 payloads: %.3f s to open (target 2 s)" % r["seconds"]); \
		sys.exit(0 if r["seconds"] < 2 or "$(BENCH_STRICT)" == "0" else 1)'
	python3 bench/gen_corpus.py 1000 > bench/out/corpus-1000.ndjson
	$(BIN) simulate --format html --output bench/out/simulate-1000.html bench/out/corpus-1000.ndjson 2>/dev/null || true
	@python3 -c 'import os,sys; n=os.path.getsize("bench/out/simulate-1000.html"); \
		print("simulate --format html, 1000 payloads: %d bytes (target under 10 MB)" % n); \
		sys.exit(0 if n < 10000000 else 1)'

# Reliability gates (see docs/development.md, "Reliability gates"): fuzzing, AddressSanitizer, valgrind.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash Tests/Fuzz/fuzz.sh

# The browser tests are skipped here (they say so): Chromium adds nothing under ASan, and
# `make test` runs them; so are the peak-memory bounds, which ASan's shadow memory inflates.
# ThreadSanitizer over the parallel paths (--jobs): the end-to-end tests that run the workers,
# on the pushroute binary alone built with TSan (it stops at the first race), run by the one
# strict build's tests (`make test`'s, up to date in CI) through PUSHROUTE_TEST_BINARY: building
# the tests with TSan too cost 2 more minutes on a 2-core machine. The tables run with two
# workers only (`Sanitizer.workerCounts`); the in-process map and pipeline
# (`orderedParallelMap`) are what those workers run.
TSAN_TESTS = ParallelOutputTests|BadInputTests
tsan-test: deps
	$(MAKE) --no-print-directory strict-build
	$(SWIFT) build --sanitize=thread --scratch-path .build/tsan --product pushroute
	PUSHROUTE_SANITIZER=thread PUSHROUTE_TEST_BINARY=$(CURDIR)/.build/tsan/debug/pushroute TSAN_OPTIONS=halt_on_error=1 \
		$(SWIFT) test --skip-build --filter "$(TSAN_TESTS)"

asan-test: deps
	PUSHROUTE_BROWSER_TESTS=skip PUSHROUTE_SANITIZER=address LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 \
		$(SWIFT) test --sanitize=address --scratch-path .build/asan

# The release binary holds no test hook (Package.swift, `PUSHROUTE_TEST_HOOKS`): neither the
# writer's failure points' variable names nor the shell they start. It checks, as memcheck runs,
# the binary we ship (packaging/release-build.sh, the Debian package's): built once for the three.
no-test-hooks: deps
	@bin=$$(SWIFT=$(SWIFT) bash packaging/release-build.sh) && if strings "$$bin" | grep -E 'PUSHROUTE_TEST_|/bin/sh'; then \
		echo "the release binary holds a test hook (above)"; exit 1; \
	else echo "release binary ($$bin): no test hook"; fi

memcheck: deps
	@command -v valgrind >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; } \
		|| { echo "valgrind is missing; install it with: sudo apt-get install -y valgrind"; exit 1; }
	@bin=$$(SWIFT=$(SWIFT) bash packaging/release-build.sh) && PUSHROUTE=$$bin bash Tests/memcheck.sh
