#!/usr/bin/env bash
# Runs every test of the repository: the libraries and the `strata` command (the root package, with
# its StrataTools trait, which builds the command and its lint rules), then the examples (the package
# in Examples/, which depends on the root package by path). Extra arguments go to every `swift test`
# run, for example `Scripts/test.sh --filter Search`.
# The examples are tested with the LiveNetwork trait, so that the GitHub client's hostile-server
# suites run over the transport Linux ships (the app's default build leaves it out; see
# Examples/Package.swift).
#
#   Scripts/test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
printf '==> swift test --traits StrataTools  (the libraries and the strata command)\n'
swift test --traits StrataTools "$@" || status=1
printf '\n==> swift test --package-path Examples --traits LiveNetwork  (the examples, with the live GitHub transport)\n'
STRATA_REQUIRE_LIVE_NETWORK=1 swift test --package-path Examples --traits LiveNetwork "$@" || status=1
exit "$status"
