#!/usr/bin/env bash
# `make deb-test` (in .ci/run): checks the package `make deb` built.
#
#  1. dpkg-deb --info and --contents: its name, version (the binary's), architecture and
#     dependencies, and exactly the files it should hold.
#  2. lintian: no tag but those packaging/deb/lintian-overrides lists, each with its reason
#     (lintian is installed from Debian when missing, as root with apt-get).
#  3. As root with apt-get: `apt-get install ./pushroute_….deb` into a scratch root (a
#     directory with a copy of this system's dpkg status, so that the dependencies count as
#     installed and nothing outside it changes), runs the installed binary, its man page and
#     completions, then `apt-get purge` and checks that nothing is left. Otherwise the package
#     is unpacked with dpkg-deb -x and the binary run from there, and the install is skipped,
#     saying why.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)

debs=(.build/deb/pushroute_*_*.deb)
[ "${#debs[@]}" = 1 ] && [ -f "${debs[0]}" ] || { echo "deb-test: expected one .build/deb/pushroute_*.deb; run make deb"; exit 1; }
deb=${debs[0]}
problems=0
check() { # check DESCRIPTION COMMAND...: runs the command, and counts a failure.
    local description=$1
    shift
    if "$@"; then echo "  ok: $description"; else echo "  FAILED: $description"; problems=$((problems + 1)); fi
}
field() { dpkg-deb --field "$deb" "$1"; }

echo "== $deb"
version=$(field Version) arch=$(field Architecture)
check "file name pushroute_${version}_${arch}.deb" test "$(basename "$deb")" = "pushroute_${version}_${arch}.deb"
check "Package: pushroute" test "$(field Package)" = pushroute
check "Architecture: $(dpkg --print-architecture)" test "$arch" = "$(dpkg --print-architecture)"
for library in libjansson4 libyaml-0-2 libplist; do
    check "Depends names $library: $(field Depends)" grep -q "$library" <<<"$(field Depends)"
done

expected="./usr/bin/pushroute
./usr/share/bash-completion/completions/pushroute
./usr/share/doc/pushroute/changelog.gz
./usr/share/doc/pushroute/copyright
./usr/share/fish/vendor_completions.d/pushroute.fish
./usr/share/lintian/overrides/pushroute
./usr/share/man/man1/pushroute.1.gz
./usr/share/pushroute/pushroute-config.schema.json
./usr/share/zsh/vendor-completions/_pushroute"
# Every output's schema in docs/schemas is installed: the list is the folder's.
for schema in "$(dirname "$0")"/../../docs/schemas/*.schema.json; do
    expected+=$'\n'"./usr/share/pushroute/schemas/$(basename "$schema")"
done
expected=$(sort <<<"$expected")
files=$(dpkg-deb --contents "$deb" | awk '$1 !~ /^d/ { print $NF }' | sort)
check "the files: binary, man page, three completions, the JSON Schemas (the configuration's and each output's), copyright, changelog, lintian overrides" \
    test "$files" = "$expected"
[ "$files" = "$expected" ] || diff <(echo "$expected") <(echo "$files") || true

# 2. lintian
if ! command -v lintian >/dev/null && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing lintian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lintian >/dev/null
fi
if command -v lintian >/dev/null; then
    check "lintian: no tag but the overridden ones" \
        lintian --allow-root -I --pedantic --fail-on error,warning,info,pedantic "$deb"
else
    echo "  skipped: lintian is not installed (sudo apt-get install -y lintian)"
fi

# runs DIRECTORY: what the files installed under DIRECTORY do.
runs() {
    local root=$1 binary=$1/usr/bin/pushroute
    check "pushroute --version says $version" test "$("$binary" --version)" = "pushroute $version"
    check "it classifies a sample" grep -q '^samples/seed-clevertap.json:1: clevertap by' \
        <<<"$("$binary" classify samples/seed-clevertap.json)"
    check "it links to no Swift library: $(ldd "$binary" | awk '{ print $1 }' | tr '\n' ' ')" \
        bash -c "! ldd '$binary' | grep -q -e libswift -e libFoundation -e 'not found'"
    check "the man page is man/pushroute.1" cmp -s <(gzip -dc "$root/usr/share/man/man1/pushroute.1.gz") man/pushroute.1
    check "the bash completion registers _pushroute" test \
        "$(bash --norc -c "source '$root/usr/share/bash-completion/completions/pushroute' && complete -p pushroute")" \
        = "complete -F _pushroute pushroute"
    local shell script
    for shell in bash zsh fish; do
        case $shell in
        bash) script=usr/share/bash-completion/completions/pushroute ;;
        zsh) script=usr/share/zsh/vendor-completions/_pushroute ;;
        fish) script=usr/share/fish/vendor_completions.d/pushroute.fish ;;
        esac
        check "$script is what 'pushroute completion $shell' prints" cmp -s "$root/$script" <("$binary" completion $shell)
    done
}

# 3. install, run, remove
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    root=$(mktemp -d "${TMPDIR:-/tmp}/pushroute-deb-root.XXXXXX")
    trap 'rm -rf "$root"' EXIT
    mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/triggers" \
        "$root/var/lib/apt/lists/partial" "$root/var/cache/apt/archives/partial" "$root/var/log"
    cp /var/lib/dpkg/status "$root/var/lib/dpkg/status"
    # The installed packages' file lists, empty: dpkg reads one for each.
    dpkg-query -W -f '${binary:Package}\n' | while read -r package; do : > "$root/var/lib/dpkg/info/$package.list"; done
    apt_root=(-o Debug::NoLocking=1 -o Dir::State="$root/var/lib/apt" -o Dir::Cache="$root/var/cache/apt"
        -o Dir::State::status="$root/var/lib/dpkg/status" -o DPkg::Options::=--root="$root"
        -o DPkg::Options::=--log="$root/var/log/dpkg.log")
    echo "== apt-get install ./$deb into $root"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${apt_root[@]}" "./$deb" >"$root/apt.log" 2>&1 \
        || { cat "$root/apt.log"; echo "  FAILED: apt-get install"; exit 1; }
    check "dpkg lists pushroute $version as installed" \
        test "$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f '${Status} ${Version}' pushroute)" = "install ok installed $version"
    check "this system's dpkg knows nothing of it" bash -c '! dpkg-query -W pushroute >/dev/null 2>&1'
    runs "$root"
    echo "== apt-get purge pushroute"
    DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "${apt_root[@]}" pushroute >"$root/apt.log" 2>&1 \
        || { cat "$root/apt.log"; echo "  FAILED: apt-get purge"; exit 1; }
    check "no file left under usr/" test -z "$(find "$root/usr" -type f 2>/dev/null)"
    check "dpkg no longer lists it" bash -c "! dpkg-query --admindir='$root/var/lib/dpkg' -W -f '\${Status}' pushroute 2>/dev/null | grep -q installed"
else
    echo "  skipped: apt-get install into a scratch root (needs root and apt-get); running the unpacked package instead"
    root=$(mktemp -d "${TMPDIR:-/tmp}/pushroute-deb-x.XXXXXX")
    trap 'rm -rf "$root"' EXIT
    dpkg-deb -x "$deb" "$root"
    runs "$root"
fi

echo "deb-test: $problems problem(s), $(( $(date +%s) - started )) s"
[ "$problems" = 0 ]
