#!/usr/bin/env bash
# `make deb`: builds pushroute_VERSION_ARCH.deb in .build/deb/ with dpkg-deb, for CI runners
# that would rather install a package than build from source.
#
# The binary is packaging/release-build.sh's (the Swift standard library linked statically, so the
# machine needs no Swift toolchain), stripped; it needs jansson (libjansson4), libyaml (libyaml-0-2), libplist
# (libplist3 on Debian 12) and the C and C++ runtimes, which
# dpkg-shlibdeps turns into Depends. The package holds it, the man page (gzipped), the three
# completion scripts, a copyright file and a changelog, installed by `make install-files` with
# PREFIX=/usr. The version is the one `pushroute --version` prints. dpkg-dev (dpkg-shlibdeps) is
# installed like jansson: as root with apt-get, else the command is printed.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v dpkg-deb >/dev/null || ! command -v dpkg-shlibdeps >/dev/null; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "installing dpkg-dev"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dpkg-dev >/dev/null
    else
        echo "make deb needs dpkg-deb and dpkg-shlibdeps; install them with:"
        echo "    sudo apt-get install -y dpkg-dev"
        exit 1
    fi
fi

out=.build/deb
stage=$out/pushroute
binary=$(bash packaging/release-build.sh)

version=$("$binary" --version | sed -n 's/^pushroute //p')
arch=$(dpkg --print-architecture)
[ -n "$version" ] || { echo "make deb: no version from '$binary --version'"; exit 1; }

rm -rf "$out" && mkdir -p "$stage/DEBIAN"
make --no-print-directory install-files BIN="$binary" DESTDIR="$PWD/$stage" PREFIX=/usr \
    ZSH_COMPLETION_DIR=/usr/share/zsh/vendor-completions >/dev/null
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/pushroute"
gzip -9n "$stage/usr/share/man/man1/pushroute.1"
doc=$stage/usr/share/doc/pushroute
install -d "$doc"
install -m 644 packaging/deb/copyright "$doc/copyright"
maintainer=$(sed -n 's/^Upstream-Contact: //p' packaging/deb/copyright)
{
    echo "pushroute ($version) unstable; urgency=medium"
    echo
    echo "  * pushroute $version, built from its sources (see README.md)."
    echo
    echo " -- $maintainer  $(date -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")"
} | gzip -9n > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"
install -d "$stage/usr/share/lintian/overrides"
install -m 644 packaging/deb/lintian-overrides "$stage/usr/share/lintian/overrides/pushroute"

# dpkg-shlibdeps reads debian/control from its working directory.
shlibs=$out/shlibs
mkdir -p "$shlibs/debian"
printf 'Source: pushroute\n\nPackage: pushroute\nArchitecture: any\n' > "$shlibs/debian/control"
depends=$(cd "$shlibs" && dpkg-shlibdeps -O "../pushroute/usr/bin/pushroute" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
rm -rf "$shlibs"
for library in libjansson4 libyaml-0-2 libplist; do
    case "$depends" in *"$library"*) ;; *) echo "make deb: Depends lacks $library: '$depends'"; exit 1 ;; esac
done

sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" \
    -e "s/@MAINTAINER@/$maintainer/" \
    -e "s/@INSTALLED_SIZE@/$(du -sk --exclude=DEBIAN "$stage" | cut -f1)/" \
    packaging/deb/control > "$stage/DEBIAN/control"
(cd "$stage" && find usr -type f | sort | xargs md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

deb=$out/pushroute_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
echo "make deb: $deb ($(du -k "$deb" | cut -f1) KiB): $(sed -n 's/^Depends: //p' "$stage/DEBIAN/control")"
