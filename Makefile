# pushroute: build, test, demo, install. `make deps` installs jansson when missing.
SWIFT      ?= swift
PREFIX     ?= /usr/local
DESTDIR    ?=
CONFIG     ?= release
BIN         = .build/$(CONFIG)/pushroute
SAMPLES     = $(wildcard samples/*.json samples/*.apns samples/*.txt samples/*.ndjson)

LINT_EXPECTED = Tests/Golden/lint/samples-expected.txt

.PHONY: all build test demo deps install uninstall clean man-check lint-samples bench bench-classify bench-lenient fuzz asan-test memcheck precommit-test

all: build

deps:
	@if pkg-config --exists jansson 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing libjansson-dev"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libjansson-dev pkg-config >/dev/null; \
	else \
		echo "jansson is missing; install it with:"; \
		echo "    sudo apt-get install -y libjansson-dev pkg-config"; \
		exit 1; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) $(IMPORT_CHECK)

# Every build checks the layers: an import of a target that is not a declared dependency
# fails (Package.swift, README "Architecture").
IMPORT_CHECK = --explicit-target-dependency-import-check error

test: deps
	$(SWIFT) build $(IMPORT_CHECK)
	$(SWIFT) test $(IMPORT_CHECK)
	$(MAKE) --no-print-directory lint-samples
	$(MAKE) --no-print-directory man-check

demo: build
	@echo "== pushroute classify samples/*   (repairs of the pasted samples go to stderr)"
	@$(BIN) classify $(SAMPLES) || true
	@echo
	@echo "== pushroute classify --lines --format json samples/pushes.ndjson"
	@$(BIN) classify --lines --format json samples/pushes.ndjson || true
	@echo
	@echo "== pushroute normalize samples/seed-clevertap.txt 2>/dev/null"
	@$(BIN) normalize samples/seed-clevertap.txt 2>/dev/null || true
	@echo
	@echo "== pushroute lint samples/both-sdks.json samples/clevertap-no-account.json samples/seed-clevertap.json"
	@$(BIN) lint samples/both-sdks.json samples/clevertap-no-account.json samples/seed-clevertap.json || true
	@echo
	@echo "== pushroute simulate --state not-running --event open samples/seed-clevertap.json"
	@$(BIN) simulate --state not-running --event open samples/seed-clevertap.json || true

# The project lints its own samples with the debug binary `swift build` made: the
# findings must be exactly those listed in $(LINT_EXPECTED) (exit 1 for findings is
# expected; 2 and above is not).
lint-samples:
	@.build/debug/pushroute lint samples samples/pushes.ndjson > .build/lint-samples.out; status=$$?; \
	if [ $$status -gt 1 ]; then echo "pushroute lint samples: exit status $$status"; exit 1; fi; \
	grep -v '^#' $(LINT_EXPECTED) > .build/lint-samples.expected; \
	if grep '^samples/' .build/lint-samples.out | diff -u --label expected --label actual .build/lint-samples.expected -; \
	then echo "samples: lint findings as listed in $(LINT_EXPECTED)"; \
	else echo "samples: lint findings differ from $(LINT_EXPECTED)"; exit 1; fi

man-check:
	@out=$$(LC_ALL=C.UTF-8 MANWIDTH=80 groff -man -ww -z man/pushroute.1 2>&1); \
	if [ -n "$$out" ]; then echo "$$out"; exit 1; else echo "man page: no groff warnings"; fi

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/pushroute
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/pushroute
	install -m 644 man/pushroute.1 $(DESTDIR)$(PREFIX)/share/man/man1/pushroute.1
	install -m 644 docs/pushroute-config.schema.json $(DESTDIR)$(PREFIX)/share/pushroute/pushroute-config.schema.json

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/pushroute $(DESTDIR)$(PREFIX)/share/man/man1/pushroute.1
	rm -rf $(DESTDIR)$(PREFIX)/share/pushroute

clean:
	$(SWIFT) package clean
	rm -rf .build

# Speed (see bench/RESULTS.md): classify as ratios against the C floor and jq in one run;
# the lenient reader against jansson on the same JSON, and its growth with the input.
# Both run one after the other (never in parallel: they time), and both run when one misses.
bench: deps
	@status=0; $(MAKE) --no-print-directory bench-classify || status=1; \
	$(MAKE) --no-print-directory bench-lenient || status=1; exit $$status

bench-classify: deps
	python3 bench/run.py

bench-lenient: deps
	$(SWIFT) run -c release pushroute-bench

# The pre-commit hooks run by the real pre-commit, from PyPI, which builds pushroute itself
# (`swift build -c release`, three times): minutes, so not part of `make test`. Without PyPI
# the test is cancelled with the reason (README, "pre-commit").
precommit-test: deps
	PUSHROUTE_PRECOMMIT_TEST=1 $(SWIFT) test $(IMPORT_CHECK) --filter PreCommitHookTests

# Reliability (see README, "Reliability"): fuzzing, AddressSanitizer, valgrind.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash Tests/Fuzz/fuzz.sh

asan-test: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 $(SWIFT) test --sanitize=address --scratch-path .build/asan

memcheck: deps
	@command -v valgrind >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; } \
		|| { echo "valgrind is missing; install it with: sudo apt-get install -y valgrind"; exit 1; }
	$(SWIFT) build -c release
	bash Tests/memcheck.sh
