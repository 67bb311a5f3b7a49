#!/usr/bin/env bash
# One-time set-up (per machine) of the iOS checks against Apple's real iPhoneOS SDK: Scripts/ios-typecheck.sh,
# Scripts/ios-typecheck-newest.sh and Scripts/ios-link.sh. Needs, outside the repository (none of it is ever
# committed; see CONTRIBUTING.md, "Checking against Apple's iOS SDK"):
#   - a git copy (bare is fine) of the public repository theos/sdks, which holds iPhoneOS16.5.sdk with its
#     headers and .swiftinterface files;
#   - Dispatch.apinotes and os.apinotes from the apinotes/ folder of the Swift compiler's repository
#     (swiftlang/swift), in one folder: Linux toolchains ship only std.apinotes, and without these two
#     Dispatch has no DispatchQueue when compiling for Darwin.
#
#   Scripts/ios-sdk-setup.sh SDKS_GITDIR APINOTES_DIR
#
# Result under IOS (default ${TMPDIR:-/tmp}/ios, never inside the repository): sdk/iPhoneOS16.5.sdk (extracted by
# Scripts/ios-sdk-extract.py), rd/ (a resource dir: the toolchain's clang and shims with the three apinotes), mods/
# (Observation and StdlibShim, for the 16.5 SDK), mc/ (module cache). It compiles one small module (StdlibShim):
# where builds share a lock, run it under that lock (flock /tmp/strata-build.lock Scripts/ios-sdk-setup.sh …).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
gitdir=${1:?usage: Scripts/ios-sdk-setup.sh SDKS_GITDIR APINOTES_DIR}
apinotes=${2:?usage: Scripts/ios-sdk-setup.sh SDKS_GITDIR APINOTES_DIR}
for f in Dispatch.apinotes os.apinotes; do
  [ -f "$apinotes/$f" ] || { echo "no $apinotes/$f (from swiftlang/swift's apinotes/ folder; see this script's header)" >&2; exit 2; }
done
IOS=${IOS:-${TMPDIR:-/tmp}/ios}
mkdir -p "$IOS"; IOS=$(cd "$IOS" && pwd)
case "$IOS/" in "$root"/*) echo "IOS=$IOS is inside the repository; choose a folder outside it" >&2; exit 2;; esac
# The toolchain's own library folder (/opt/swift/usr/lib/swift for a toolchain in /opt/swift/usr/bin).
lib=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift" && pwd)
mkdir -p "$IOS/sdk" "$IOS/rd/apinotes" "$IOS/mods/Observation.swiftmodule" "$IOS/mc"
python3 "$root/Scripts/ios-sdk-extract.py" "$gitdir" iPhoneOS16.5.sdk "$IOS/sdk"
for d in clang shims; do ln -sfn "$lib/$d" "$IOS/rd/$d"; done
cp "$lib/apinotes/std.apinotes" "$IOS/rd/apinotes/"
cp "$apinotes/Dispatch.apinotes" "$apinotes/os.apinotes" "$IOS/rd/apinotes/"
# Observation (iOS 17+) is missing from the 16.5 SDK: transplant the toolchain's interface, retargeted, without
# the iOS 26-only Observations sequence.
interface=$(find "$lib/linux/Observation.swiftmodule" -name '*.swiftinterface' ! -name '*.private.*' | head -1)
[ -n "$interface" ] || { echo "no Observation interface in $lib/linux" >&2; exit 2; }
python3 - "$interface" "$IOS/mods/Observation.swiftmodule/arm64-apple-ios.swiftinterface" <<'PY'
import sys
source, target = sys.argv[1:]
L = open(source).read().splitlines()
out = ["// swift-interface-format-version: 1.0", "// swift-compiler-version: Swift version 6.3.1 (swift-6.3.1-RELEASE)",
       "// swift-module-flags: -target arm64-apple-ios17.0 -enable-library-evolution -swift-version 5 -O -module-name Observation -enable-experimental-feature Macros -enable-experimental-feature ExtensionMacros"]
skip = False
for i, l in enumerate(L[3:], 3):
    if l.startswith("@available(macOS 26.0") and i + 1 < len(L) and "struct Observations" in L[i + 1]:
        skip = True
        continue
    if skip:
        skip = l != "}"
        continue
    out.append("import Darwin" if l.strip() == "import Glibc" else l)
open(target, "w").write("\n".join(out) + "\n")
PY
# Swift 6 stdlib API that back-deploys but is absent from the 16.5 SDK's Swift 5.8 stdlib interface.
cat > "$IOS/mods/StdlibShim.swift" <<'SW'
extension Sequence {
    @inlinable public func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
        var n = 0; for e in self where try predicate(e) { n += 1 }; return n
    }
}
SW
swiftc -emit-module -module-name StdlibShim -emit-module-path "$IOS/mods/StdlibShim.swiftmodule" -target arm64-apple-ios17.0 \
  -sdk "$IOS/sdk/iPhoneOS16.5.sdk" -resource-dir "$IOS/rd" -module-cache-path "$IOS/mc" -parse-as-library "$IOS/mods/StdlibShim.swift"
echo "ready: $IOS"
