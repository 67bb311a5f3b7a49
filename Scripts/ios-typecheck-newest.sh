#!/usr/bin/env bash
# Type-checks every iOS-facing module against a newer iPhoneOS SDK than Scripts/ios-typecheck.sh's default: the
# modules of Scripts/ios-typecheck-modules, plus what reaches GRDB — GRDB itself, the catalog seed,
# Infrastructure, the iOS app's storage and its Main.swift — which the 16.5 SDK's older standard
# library cannot check (GRDB needs SendableMetatype and UInt128). The SDK is never committed; see
# CONTRIBUTING.md ("Checking against Apple's iOS SDK") for where it comes from (Scripts/ios-sdk-extract.py), and
# run Scripts/ios-sdk-setup.sh once first. It compiles: where builds share a lock, run it under that lock.
#
#   Scripts/ios-typecheck-newest.sh /tmp/ios26/iPhoneOS26.2.sdk [GRDB checkout]
#
# VER (default 17.0) and ARCH (default arm64e: 26.2's Swift interfaces are arm64e only) are passed on.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
sdk=${1:?usage: Scripts/ios-typecheck-newest.sh SDK_PATH [GRDB_CHECKOUT]}
grdb=${2:-$root/Examples/.build/checkouts/GRDB.swift}
[ -d "$grdb/GRDB" ] || { echo "no GRDB checkout at $grdb: build the examples once, or pass its path" >&2; exit 2; }
include="-I,@WORK@/ThirdParty/GRDBSQLite"
modules="GRDB=ThirdParty/GRDB:$include,-DSQLITE_ENABLE_FTS5,-DSQLITE_ENABLE_SNAPSHOT"
modules+=" $(grep -vE '^\s*(#|$)' "$root/Scripts/ios-typecheck-modules" | tr '\n' ' ')"
modules+=" GitHubBrowserCatalogSeed=Examples/GitHubBrowser/Data+Scripts/ios-typecheck-standins/BundleModule.swift"
modules+=" GitHubBrowserInfrastructure=Examples/GitHubBrowser/Infrastructure:$include"
modules+=" SampleUserDirectories=Examples/Samples/UserDirectories:$include"
modules+=" GitHubBrowserIOSStorage=Examples/iOS/Storage:$include"
modules+=" GitHubBrowserApp=Examples/iOS/GitHubBrowser.swiftpm/App:$include"
MODULES="$modules" GRDB_CHECKOUT="$grdb" SDK="$sdk" ARCH="${ARCH:-arm64e}" bash "$root/Scripts/ios-typecheck.sh" "${VER:-17.0}"
