#!/usr/bin/env bash
# Compiles every ```swift block of the README and of the DocC articles (Scripts/doc_snippets.py turns
# them into a package, one target per block), and fails on any error or warning in them. Errors point
# at the Markdown file and line.
#
#   Scripts/check-doc-snippets.sh [scratch-folder]     # default: .build/doc-snippets
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$root/.build/doc-snippets}"
rm -rf "$work/Sources" "$work/Package.swift"
mkdir -p "$work"
mapfile -t articles < <(find "$root/Sources" -path '*.docc/*' -name '*.md' | sort)
python3 "$root/Scripts/doc_snippets.py" "$work" "$root" "$root/README.md" "${articles[@]}"
log="$work/build.log"
if ! swift build --package-path "$work" >"$log" 2>&1; then
    grep -E "(error|warning):" "$log" | grep -v "^warning: '" | sort -u
    echo "check-doc-snippets: a code block of the documentation does not compile" >&2
    exit 1
fi
# A fragment's last value is often left unused on purpose (`let route = try router.route(...)`):
# the "never used" warnings come from wrapping it in a function, not from the documentation.
warnings=$(grep -E "\.md:[0-9]+:[0-9]+: warning:" "$log" | grep -v -E "never used|never mutated" | sort -u || true)
if [ -n "$warnings" ]; then
    echo "$warnings"
    echo "check-doc-snippets: a code block of the documentation compiles with warnings" >&2
    exit 1
fi
echo "check-doc-snippets: every code block compiles"
