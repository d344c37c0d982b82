# pushroute: build, test, demo, install. `make deps` installs jansson when missing.
SWIFT      ?= swift
PREFIX     ?= /usr/local
DESTDIR    ?=
CONFIG     ?= release
BIN         = .build/$(CONFIG)/pushroute
SAMPLES     = $(wildcard samples/*.json samples/*.apns samples/*.txt)

.PHONY: all build test demo deps install uninstall clean man-check

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
	$(SWIFT) build -c $(CONFIG)

test: deps
	$(SWIFT) build
	$(SWIFT) test
	$(MAKE) --no-print-directory man-check

demo: build
	@echo "== pushroute classify samples/*"
	@$(BIN) classify $(SAMPLES) || true
	@echo
	@echo "== pushroute classify --lines --format json samples/pushes.ndjson"
	@$(BIN) classify --lines --format json samples/pushes.ndjson || true
	@echo
	@echo "== pushroute normalize samples/seed-clevertap.txt"
	@$(BIN) normalize samples/seed-clevertap.txt || true

man-check:
	@out=$$(LC_ALL=C.UTF-8 MANWIDTH=80 groff -man -ww -z man/pushroute.1 2>&1); \
	if [ -n "$$out" ]; then echo "$$out"; exit 1; else echo "man page: no groff warnings"; fi

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/pushroute
	install -m 644 man/pushroute.1 $(DESTDIR)$(PREFIX)/share/man/man1/pushroute.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/pushroute $(DESTDIR)$(PREFIX)/share/man/man1/pushroute.1

clean:
	$(SWIFT) package clean
	rm -rf .build
