#!/usr/bin/env bash
# Runs every test of the repository: the libraries (the root package), the examples (the package in
# Examples/, which depends on the root package by path), then the `strata` command (the package in
# Tools/). Extra arguments go to every `swift test` run, for example `Scripts/test.sh --filter Search`.
# The examples are tested with the LiveNetwork trait, so that the GitHub client's hostile-server
# suites run over the transport Linux ships (the app's default build leaves it out; see
# Examples/Package.swift).
#
#   Scripts/test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
printf '==> swift test  (the libraries)\n'
swift test "$@" || status=1
printf '\n==> swift test --package-path Examples --traits LiveNetwork  (the examples, with the live GitHub transport)\n'
swift test --package-path Examples --traits LiveNetwork "$@" || status=1
printf '\n==> swift test --package-path Tools  (the strata command)\n'
swift test --package-path Tools "$@" || status=1
exit "$status"
