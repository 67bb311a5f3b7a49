#!/usr/bin/env bash
# Makes DEST a git repository holding this working tree as it is now (committed or not, without build
# folders), tagged with the version in Tools/Sources/StrataLint/StrataVersion.swift, so that a scratch
# package can depend on Strata the way an adopting team does: `.package(url: "file://DEST", from: VERSION)`.
# Prints the version. Used by Scripts/check-consumer.sh and Scripts/check-lint-plugin.sh.
#
#   version=$(Scripts/tagged-clone.sh /tmp/strata-clone)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dest=${1:?usage: Scripts/tagged-clone.sh DEST}
version=$(sed -nE 's/.*static let current = "([0-9]+\.[0-9]+\.[0-9]+)".*/\1/p' "$root/Tools/Sources/StrataLint/StrataVersion.swift")
[ -n "$version" ] || { echo "tagged-clone: no version in StrataVersion.swift" >&2; exit 2; }
rm -rf "$dest"
mkdir -p "$dest"
# The files git knows of plus the new ones it does not ignore: what a commit of this tree would hold.
(cd "$root" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
    [ -e "$file" ] && printf '%s\0' "$file"
done) | (cd "$root" && tar --null --no-recursion -T - -cf -) | tar -C "$dest" -xf -
git -C "$dest" init -q
git -C "$dest" add -A
git -C "$dest" -c user.name=strata -c user.email=strata@localhost commit -qm "Strata $version (working tree)"
git -C "$dest" tag "$version"
echo "$version"
