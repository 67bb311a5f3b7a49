#!/usr/bin/env bash
# Proves that an app depending on Strata's libraries resolves and builds none of the examples',
# the benchmarks' or the strata command's dependencies (swift-syntax, Yams, swift-argument-parser):
# writes a tiny consumer package in a scratch folder that depends on this repository the way a team
# does, by URL and version (`.package(url: "file://…", from: VERSION)`, a tagged clone of this working
# tree made by Scripts/tagged-clone.sh) and without the StrataTools trait, uses every library
# product, then checks `swift package show-dependencies` and builds it.
#
#   Scripts/check-consumer.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
version=$("$root/Scripts/tagged-clone.sh" "$work/Strata")
identity=strata
libraries=(StrataCore StrataAlert StrataList StrataNavigation StrataFlux StrataRedux StrataVIPER StrataTerminal StrataUIKit StrataTesting)

mkdir -p "$work/Consumer/Sources/Consumer"
{
    echo '// swift-tools-version: 6.1'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '    name: "Consumer",'
    echo '    platforms: [.macOS(.v14)],'
    echo "    dependencies: [.package(url: \"file://$work/Strata\", from: \"$version\")],"
    echo '    targets: [.executableTarget(name: "Consumer", dependencies: ['
    for library in "${libraries[@]}"; do echo "        .product(name: \"$library\", package: \"$identity\"),"; done
    echo '    ])]'
    echo ')'
} >"$work/Consumer/Package.swift"
{
    for library in "${libraries[@]}"; do echo "import $library"; done
    echo 'let keys = HandlerRegistry<String>()'
    echo 'keys.emit("consumer")'
    echo 'print("a consumer of Strata builds")'
} >"$work/Consumer/Sources/Consumer/main.swift"

cd "$work/Consumer"
dependencies="$(swift package show-dependencies 2>&1)"
echo "$dependencies"
if grep -Eiq 'grdb|hummingbird|swift-argument-parser|swift-nio|benchmark|swift-syntax|yams' <<<"$dependencies"; then
    echo "check-consumer: a consumer of Strata's libraries resolves an example-only, benchmark-only or tool-only package" >&2
    exit 1
fi
swift build 2>&1 | tail -n 3
swift run -q Consumer
