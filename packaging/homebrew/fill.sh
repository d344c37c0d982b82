#!/usr/bin/env bash
# packaging/homebrew/fill.sh VERSION TARBALL URL HOMEPAGE: writes to standard output the
# Homebrew formula of pushroute VERSION (packaging/homebrew/pushroute.rb.in) whose source is
# TARBALL (a `git archive` of the release's tag), published at URL; HOMEPAGE is the project's
# page. The release workflow (.github/workflows/release.yml) runs it and attaches the formula
# to the release; HomebrewFormulaTests runs it on a local tarball.
set -euo pipefail
if [ $# -ne 4 ]; then
    echo "usage: $0 VERSION TARBALL URL HOMEPAGE" >&2
    exit 64
fi
version=$1 tarball=$2 url=$3 homepage=$4
template="$(dirname "$0")/pushroute.rb.in"
if command -v sha256sum >/dev/null; then
    sha256=$(sha256sum "$tarball" | cut -d' ' -f1)
else
    sha256=$(shasum -a 256 "$tarball" | cut -d' ' -f1)
fi
# The values go in as Ruby string contents: none may hold a quote, a backslash or a line break.
for value in "$version" "$url" "$homepage"; do
    case $value in *[\"\\\#]* | *$'\n'*)
        echo "$0: refusing a value with a quote, backslash, # or line break: $value" >&2
        exit 64 ;;
    esac
done
# A literal replacement (awk's gsub and sed's s would read `&` in a URL as the match).
awk -v version="$version" -v url="$url" -v homepage="$homepage" -v sha256="$sha256" '
    function put(line, name, value,    at) {
        while ((at = index(line, name)) > 0) line = substr(line, 1, at - 1) value substr(line, at + length(name))
        return line
    }
    { print put(put(put(put($0, "@VERSION@", version), "@URL@", url), "@HOMEPAGE@", homepage), "@SHA256@", sha256) }
' "$template"
