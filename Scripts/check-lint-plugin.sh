#!/usr/bin/env bash
# Proves the `strata lint` plugins the way an app adopts them: a scratch package (outside the
# repository) depends on Strata by URL and version — `.package(url: "file://…", from: VERSION,
# traits: ["StrataTools"])`, a tagged clone of this working tree (Scripts/tagged-clone.sh) — and
# applies StrataLintPlugin to its target with one line. Then:
#   0. without the trait, the build fails and says how to turn the trait on;
#   1. `swift build` succeeds and prints the warning-severity finding at its line, compiler-style
#      (the time from a clean state to that first finding is printed);
#   2. with a `.strata-lint.yml` that makes the rule an error, `swift build` fails and prints the error;
#   3. with a baseline of that finding in `.strata-lint-baseline.json`, the build succeeds again;
#   4. `swift package strata-lint` lints on demand with the same configuration and baseline, and
#      reports a new finding (exit status non-zero at error severity).
#
#     Scripts/check-lint-plugin.sh                           # in a new temporary folder, removed afterwards
#     STRATA_PLUGIN_DIR=/tmp/x Scripts/check-lint-plugin.sh  # keep (and reuse) the scratch package
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

if [ -n "${STRATA_PLUGIN_DIR:-}" ]; then
    scratch=$STRATA_PLUGIN_DIR
    mkdir -p "$scratch"
else
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
fi
rm -rf "$scratch/Sources" "$scratch/.strata-lint.yml" "$scratch/.strata-lint-baseline.json"
mkdir -p "$scratch/Sources/App"
clone=$(mktemp -d)
trap 'rm -rf "$clone"; [ -n "${STRATA_PLUGIN_DIR:-}" ] || rm -rf "$scratch"' EXIT
version=$(Scripts/tagged-clone.sh "$clone/Strata")

# The adopting team's manifest; $1 is what follows `from:` (the version, and the trait or not).
write_manifest() {
    cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PluginAdopter",
    dependencies: [.package(url: "file://$clone/Strata", from: $1)],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "StrataLintPlugin", package: "Strata")]),
    ]
)
MANIFEST
}

# A view controller holding its presenter implicitly unwrapped: the articles' own shape, which
# implicitly-unwrapped-injection reports (a warning by default).
cat > "$scratch/Sources/App/SearchViewController.swift" <<'SWIFT'
protocol SearchPresenter: AnyObject {
    func viewDidLoad()
}

final class SearchViewController {
    private var presenter: SearchPresenter!

    func inject(presenter: SearchPresenter) {
        self.presenter = presenter
    }
}
SWIFT

failures=0
fail() { printf 'check-lint-plugin: %s\n' "$*" >&2; failures=$((failures + 1)); }
finding="Sources/App/SearchViewController.swift:6:"

printf '==> without the StrataTools trait, the build fails and says how to turn it on\n'
write_manifest "\"$version\""
if output=$(swift build --package-path "$scratch" 2>&1); then
    printf '%s\n' "$output" | tail -30
    fail "swift build succeeded with the plugin but without the StrataTools trait"
elif ! grep -q 'traits: \["StrataTools"\]' <<<"$output"; then
    printf '%s\n' "$output" | tail -30
    fail "the failed build does not say how to turn the StrataTools trait on"
elif grep -Eiq 'swift-syntax|yams|swift-argument-parser' <<<"$(swift package --package-path "$scratch" show-dependencies 2>&1)"; then
    fail "a package without the StrataTools trait resolves a tool-only dependency"
fi

printf '==> a warning appears in swift build output, at its line\n'
write_manifest "\"$version\", traits: [\"StrataTools\"]"
started=$(date +%s)
if ! output=$(swift build --package-path "$scratch" 2>&1); then
    printf '%s\n' "$output" | tail -30
    fail "swift build failed with a warning-only finding"
elif ! grep -E "$finding[0-9]+: warning: .*\[implicitly-unwrapped-injection\]" <<<"$output"; then
    printf '%s\n' "$output" | tail -30
    fail "the build output has no warning for the implicitly unwrapped presenter"
else
    printf 'first finding through the plugin: %d s from a clean state (resolving and building Strata'"'"'s tools)\n' "$(($(date +%s) - started))"
fi

printf '==> an error-severity rule fails the build\n'
printf 'rules:\n  implicitly-unwrapped-injection: error\n' > "$scratch/.strata-lint.yml"
if output=$(swift build --package-path "$scratch" 2>&1); then
    printf '%s\n' "$output" | tail -30
    fail "swift build succeeded although a finding is an error"
elif ! grep -E "$finding[0-9]+: error: .*\[implicitly-unwrapped-injection\]" <<<"$output"; then
    printf '%s\n' "$output" | tail -30
    fail "the failed build does not print the error at its line"
fi

printf '==> a baseline of that finding lets the build pass\n'
# As the README tells a team: the trait makes `strata` an executable of the adopting package too.
(cd "$scratch" && swift run -q strata lint --config .strata-lint.yml --write-baseline .strata-lint-baseline.json Sources)
if ! output=$(swift build --package-path "$scratch" 2>&1); then
    printf '%s\n' "$output" | tail -30
    fail "swift build failed although the only finding is in the baseline"
fi

printf '==> swift package strata-lint lints on demand, with the configuration and the baseline\n'
if ! output=$(swift package --package-path "$scratch" strata-lint 2>&1); then
    printf '%s\n' "$output" | tail -30
    fail "swift package strata-lint failed although the only finding is in the baseline"
fi
cat >> "$scratch/Sources/App/SearchViewController.swift" <<'SWIFT'

final class DetailViewController {
    private var presenter: SearchPresenter!
}
SWIFT
if output=$(swift package --package-path "$scratch" strata-lint 2>&1); then
    printf '%s\n' "$output" | tail -30
    fail "swift package strata-lint succeeded although a new finding is an error"
elif ! grep -E "SearchViewController.swift:14:[0-9]+: error: .*\[implicitly-unwrapped-injection\]" <<<"$output"; then
    printf '%s\n' "$output" | tail -30
    fail "swift package strata-lint does not report the new finding at its line"
elif grep -q "SearchViewController.swift:6:" <<<"$output"; then
    fail "swift package strata-lint reports the finding that is in the baseline"
fi

if ((failures)); then
    printf 'check-lint-plugin: %d check(s) failed\n' "$failures" >&2
    exit 1
fi
printf 'check-lint-plugin: the build plugin reports warnings and fails on errors; the command plugin honours the configuration and the baseline\n'
