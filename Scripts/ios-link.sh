#!/usr/bin/env bash
# Builds the GitHub Browser's iOS app for a device from Linux, without Xcode: compiles every iOS-facing
# module — the list of Scripts/ios-typecheck-modules, plus GRDB, the catalog seed, Infrastructure, the iOS
# app's storage and the app's Main.swift, the same list Scripts/ios-typecheck-newest.sh type-checks — to
# arm64 objects for arm64-apple-ios17.0 against Apple's iPhoneOS SDK, optimised (-O) as an Xcode Archive
# builds them, links the app into a Mach-O executable with the toolchain's ld64.lld against the SDK's .tbd
# stubs, and assembles GitHubBrowser.app (executable, Info.plist, the catalog seed's resource bundle). Then
# it checks the result: an arm64 Mach-O executable for iOS 17.0 whose Info.plist's scene delegate is one of
# its classes; every undefined symbol exported by the SDK's stubs of the libraries it loads (or, listed
# apart, in the gap list below); and, given MIN_SDK, every library it loads present in the SDK of the
# oldest OS it supports.
# (The app's module is named App, as in GitHubBrowser.swiftpm; the type-check calls it GitHubBrowserApp.)
#
# What this proves and what it does not (no signing, no device, stub-level symbols): Examples/iOS/README.md,
# "Linking for a device from Linux".
#
# Needs: the Swift toolchain (swiftc, clang, ld64.lld, llvm-nm, llvm-objdump, swift-demangle beside
# `swift`), python3, file(1),
# an iPhoneOS SDK folder (26.2 is the one this was written against; the SDK is never committed — see
# CONTRIBUTING.md, "Checking against Apple's iOS SDK"; Scripts/ios-sdk-extract.py extracts one), the
# resource dir that Scripts/ios-sdk-setup.sh prepares (IOS=${TMPDIR:-/tmp}/ios, its rd/), and a GRDB
# checkout (the Examples package's, Examples/.build/checkouts/GRDB.swift, after
# `swift package resolve --package-path Examples` or one build of the examples).
#
#   MIN_SDK=/tmp/ios17/iPhoneOS17.5.sdk Scripts/ios-link.sh /tmp/ios26/iPhoneOS26.2.sdk [GRDB_CHECKOUT]
#
# MIN_SDK: the SDK of the oldest iOS the app supports (iPhoneOS 17.5 for iOS 17, extracted the same way).
# dyld stops an app at launch when a library it loads non-weakly is not on the device, and a newer SDK
# can move a symbol into a library older systems do not have (the 26.2 SDK's Darwin `errno` lives in
# libswift_DarwinFoundation1, which iOS 17 and 18 lack): each non-weak LC_LOAD_DYLIB (and re-exported,
# lazy or upward library) must have a .tbd stub in MIN_SDK, or the run fails; so must every non-weak
# undefined symbol be exported by those stubs, but for the gap list's and those of a library whose stub the
# SDK's git copy lacked (counted apart: Scripts/ios-sdk-extract.py lists such files). Without MIN_SDK the
# run says the loaded libraries were not checked against an older SDK.
#
# Writes only under OUT (default ${TMPDIR:-/tmp}/strata-ios-link; never inside the repository): mods/ and
# obj/ (modules and objects), link/ (the objects as the linker gets them), logs/, mc/ (module cache; MC=
# to use another), GitHubBrowser.app. A module whose sources did not change since its object was built is
# not compiled again (FORCE=1 rebuilds all). Environment: TARGET (default arm64-apple-ios17.0), OPT
# (default -O, as an Xcode Archive; OPT=-Onone for a debug build, OPT=-Osize), LOCK (default
# /tmp/strata-build.lock: the whole run holds it, as every build here must). The first line it prints says
# which optimisation it builds with. Swift 6.3.1 crashes (EarlyPerfInliner, segmentation fault) optimising
# the `isolated deinit` of a generic class for iOS 17.0-18.3 (swiftlang/swift#87462): no generic class of
# the libraries or the examples has one (a small non-generic owner does the teardown instead).
#
# Work-arounds, each needed only because this is not Xcode's toolchain:
# - The toolchain's ld64.lld refuses any object that names its platform ("This version of lld does not
#   support linking for platform iOS"): Scripts/ios-link-macho.py turns the LC_BUILD_VERSION of copies of
#   the objects into an LC_IDENT, which lld ignores; the executable gets its own LC_BUILD_VERSION
#   (iOS 17.0, SDK 26.2) from -platform_version.
# - `if #available` calls __isPlatformVersionAtLeast, which Xcode takes from compiler-rt's iOS library;
#   Scripts/ios-link-standins/availability.c provides it over libSystem's _availability_version_check.
# - swiftc alone generates no `Bundle.module` for the catalog seed (a target with resources):
#   Scripts/ios-link-standins/BundleModule.swift is SwiftPM's accessor, looking where SwiftPM's does.
# - The SDK's community-made .tbd stubs lack some symbols its Swift interfaces declare (UIKitCore's has no
#   Swift symbol at all, libswiftDarwin's none of Darwin's own): Scripts/ios-link-tbd-gaps lists the 18 the
#   app needs, added to copies of those two stubs (under OUT/stubs, found before the SDK's). The check
#   reports them apart from the symbols the SDK's own stubs export, each with its declaration in the SDK's
#   Swift interface; a symbol in neither fails the run.
# - The 26.2 SDK's Swift interfaces are arm64e only; an arm64 target compiles against them all the same
#   (the compiler builds its modules from the arm64e interfaces), so the app is plain arm64, as App Store
#   apps are, and links against the stubs' arm64 exports. (An arm64e app was not tried.)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
opt=${OPT:--O}
if [ -z "${IOS_LINK_LOCKED:-}" ]; then
  case "$opt" in
    -Onone) echo "building unoptimised (OPT=-Onone: a debug build, not what a release ships)";;
    -O) echo "building optimised (-O, as an Xcode Archive does; OPT=-Onone for a debug build)";;
    *) echo "building with OPT=$opt";;
  esac
fi
sdk=$(cd "${1:?usage: [MIN_SDK=OLDEST_SDK_PATH] Scripts/ios-link.sh SDK_PATH [GRDB_CHECKOUT]}" && pwd)
min_sdk=""
if [ -n "${MIN_SDK:-}" ]; then
  min_sdk=$(cd "$MIN_SDK" 2>/dev/null && pwd) && [ -d "$min_sdk/usr/lib" ] ||
    { echo "MIN_SDK=$MIN_SDK is not an SDK folder" >&2; exit 2; }
fi
grdb=$(cd "${2:-$root/Examples/.build/checkouts/GRDB.swift}" 2>/dev/null && pwd) ||
  { echo "no GRDB checkout: build the examples once, or pass its path" >&2; exit 2; }
lock=${LOCK-/tmp/strata-build.lock}
if [ -n "$lock" ] && [ -z "${IOS_LINK_LOCKED:-}" ]; then
  echo "waiting for $lock …"
  exec env IOS_LINK_LOCKED=1 flock "$lock" bash "$0" "$@"
fi
start=$(date +%s)
[ -d "$sdk/usr/lib/swift" ] || { echo "$sdk is not an iPhoneOS SDK folder" >&2; exit 2; }
[ -d "$grdb/GRDB" ] || { echo "no GRDB sources in $grdb" >&2; exit 2; }
IOS=${IOS:-${TMPDIR:-/tmp}/ios}
[ -d "$IOS/rd" ] || { echo "no resource dir $IOS/rd: run Scripts/ios-sdk-setup.sh first (see its header)" >&2; exit 2; }
tc=$(dirname "$(readlink -f "$(command -v swift)")")
for tool in swiftc clang ld64.lld llvm-nm llvm-objdump swift-demangle; do [ -x "$tc/$tool" ] || { echo "no $tool in $tc" >&2; exit 2; }; done
target=${TARGET:-arm64-apple-ios17.0}; arch=${target%%-*}; minos=${target##*-ios}
sdkver=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$sdk/SDKSettings.json" 2>/dev/null ||
  basename "$sdk" | sed -E 's/^iPhoneOS([0-9.]+)\.sdk$/\1/')
out=${OUT:-${TMPDIR:-/tmp}/strata-ios-link}; mkdir -p "$out"; out=$(cd "$out" && pwd)
case "$out/" in "$root"/*) echo "OUT=$out is inside the repository; choose a folder outside it" >&2; exit 2;; esac
mc=${MC:-$out/mc}; mkdir -p "$out/mods" "$out/obj" "$out/link" "$out/logs" "$mc"
helper="$root/Scripts/ios-link-macho.py"; standins="$root/Scripts/ios-link-standins"; gaps="$root/Scripts/ios-link-tbd-gaps"

# The modules, in dependency order: "Name=path[+path...][:flag,flag...]" (paths relative to the repository
# unless absolute), as in Scripts/ios-typecheck-newest.sh, with GRDB compiled from the checkout in place.
sqlite="-I,$grdb/Sources/GRDBSQLite"
modules=("GRDB=$grdb/GRDB:$sqlite,-DSQLITE_ENABLE_FTS5,-DSQLITE_ENABLE_SNAPSHOT")
while read -r spec; do modules+=("$spec"); done < <(grep -vE '^\s*(#|$)' "$root/Scripts/ios-typecheck-modules")
modules+=("GitHubBrowserCatalogSeed=Examples/GitHubBrowser/Data+$standins/BundleModule.swift"
  "GitHubBrowserInfrastructure=Examples/GitHubBrowser/Infrastructure:$sqlite"
  "SampleUserDirectories=Examples/Samples/UserDirectories:$sqlite"
  "GitHubBrowserIOSStorage=Examples/iOS/Storage:$sqlite"
  "App=Examples/iOS/GitHubBrowser.swiftpm/App:$sqlite")
common=(-target "$target" -sdk "$sdk" -I "$sdk/usr/lib/swift/shims" -resource-dir "$IOS/rd" -module-cache-path "$mc"
  -I "$out/mods" -swift-version 6 -parse-as-library -package-name strata "$opt")

settings="$target $opt $sdk $grdb"
if [ "${FORCE:-0}" = 1 ] || [ "$(cat "$out/settings" 2>/dev/null)" != "$settings" ]; then rm -f "$out"/obj/*.o; fi
echo "$settings" > "$out/settings"
echo "compiling ${#modules[@]} modules for $target ($opt) against $(basename "$sdk") into $out"
rebuilt=0; objects=()
for spec in "${modules[@]}"; do
  extra=(); case "$spec" in *:*) IFS=, read -ra extra <<< "${spec#*:}"; spec=${spec%%:*};; esac
  m=${spec%%=*}; p=${spec#*=}; [ "$p" = "$spec" ] && p=Sources/$m
  files=()
  for q in ${p//+/ }; do
    case "$q" in /*) ;; *) q=$root/$q;; esac
    [ -e "$q" ] || { echo "$m: no folder or file $q" >&2; exit 1; }
    while IFS= read -r f; do files+=("$f"); done < <(find "$q" -name '*.swift' | sort)
  done
  o=$out/obj/$m.o; objects+=("$o")
  if [ "$rebuilt" = 0 ] && [ -f "$o" ] && [ -z "$(find "${files[@]}" -newer "$o" | head -1)" ]; then
    echo "$m: up to date (${#files[@]} files)"; continue
  fi
  t0=$(date +%s)
  if ! "$tc/swiftc" -c -wmo -module-name "$m" "${common[@]}" "${extra[@]}" -emit-module \
      -emit-module-path "$out/mods/$m.swiftmodule" -o "$o" "${files[@]}" > "$out/logs/$m.log" 2>&1; then
    rm -f "$o"; echo "$m: FAILED ($(grep -c ' error:' "$out/logs/$m.log") errors; $out/logs/$m.log)"
    grep -E ' error:' "$out/logs/$m.log" | sed "s#$root/##" | sort -u | head -12; exit 1
  fi
  rebuilt=1
  echo "$m: $(( $(stat -c %s "$o") / 1024 )) KB object (${#files[@]} files, $(grep -cE ' warning:' "$out/logs/$m.log") warnings, $(( $(date +%s) - t0 ))s)"
done

# __isPlatformVersionAtLeast for `if #available` (see the header).
"$tc/clang" -target "$target" -O2 -c "$standins/availability.c" -o "$out/obj/availability.o"
objects+=("$out/obj/availability.o")

# The linker gets copies whose LC_BUILD_VERSION is hidden (see the header).
rm -f "$out"/link/*.o; cp "${objects[@]}" "$out/link/"
python3 "$helper" hide-build-version "$out"/link/*.o
# Copies of the two stubs that lack symbols the SDK's Swift interfaces declare (see the header), found first.
rm -rf "$out/stubs"; mapfile -t gapflags < <(python3 "$helper" patch-stubs "$sdk" "$gaps" "$out/stubs")
exe=$out/link/GitHubBrowser
echo "linking with $tc/ld64.lld"
"$tc/ld64.lld" -arch "$arch" -platform_version ios "$minos" "$sdkver" -syslibroot "$sdk" "${gapflags[@]}" \
  -L"$sdk/usr/lib/swift" -L"$sdk/usr/lib" -F"$sdk/System/Library/Frameworks" -F"$sdk/System/Library/SubFrameworks" \
  -lSystem -lobjc -lsqlite3 -rpath /usr/lib/swift -dead_strip -headerpad_max_install_names \
  -o "$exe" "$out"/link/*.o > "$out/logs/link.log" 2>&1 || { cat "$out/logs/link.log"; echo "link FAILED" >&2; exit 1; }
# The one expected warning: SwiftUICore, which UIKit's overlay auto-links, has no stub in this SDK (nothing
# the app uses comes from it; the check below would say so).
grep -v -e '^$' -e 'auto-linked framework not found for -framework SwiftUICore' "$out/logs/link.log" | head -20 || true

# The bundle: executable, Info.plist (the app package's keys: Package.swift's product and
# AdditionalInfo.plist), PkgInfo, and the catalog seed's resource bundle at the bundle's root, where the
# accessor looks for it.
app=$out/GitHubBrowser.app; rm -rf "$app"; mkdir -p "$app"
cp "$exe" "$app/GitHubBrowser"; printf 'APPL????' > "$app/PkgInfo"
seed=$app/StrataExamples_GitHubBrowserCatalogSeed.bundle; mkdir -p "$seed"
cp "$root/Examples/GitHubBrowser/Data/catalog-seed.json" "$seed/"
python3 - "$root/Examples/iOS/GitHubBrowser.swiftpm/AdditionalInfo.plist" "$app/Info.plist" "$seed/Info.plist" \
  "$minos" "$sdkver" "$arch" <<'PY'
import plistlib, sys
additional, app_plist, seed_plist, minos, sdkver, arch = sys.argv[1:]
with open(additional, "rb") as f:
    info = plistlib.load(f)  # the scene manifest (GitHubBrowserIOS.SceneDelegate), URL scheme, shortcut
orientations = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight",
                "UIInterfaceOrientationLandscapeLeft"]
platform = {
    "CFBundleDevelopmentRegion": "en", "CFBundleInfoDictionaryVersion": "6.0",
    "CFBundleSupportedPlatforms": ["iPhoneOS"], "MinimumOSVersion": minos,
    "DTPlatformName": "iphoneos", "DTSDKName": f"iphoneos{sdkver}", "DTPlatformVersion": sdkver,
}
info.update(platform)
info.update({  # Package.swift's .iOSApplication product
    "CFBundleExecutable": "GitHubBrowser", "CFBundleIdentifier": "org.strata.github-browser",
    "CFBundleName": "GitHub Browser", "CFBundleDisplayName": "GitHub Browser", "CFBundlePackageType": "APPL",
    "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "LSRequiresIPhoneOS": True,
    "UIDeviceFamily": [1, 2], "UIRequiredDeviceCapabilities": [arch], "UILaunchScreen": {},
    "UIApplicationSupportsIndirectInputEvents": True,
    "UISupportedInterfaceOrientations": orientations,
    "UISupportedInterfaceOrientations~ipad": orientations + ["UIInterfaceOrientationPortraitUpsideDown"],
})
with open(app_plist, "wb") as f:
    plistlib.dump(info, f, sort_keys=True)
seed = dict(platform, CFBundleIdentifier="org.strata.github-browser.resources.catalog-seed",
            CFBundleName="StrataExamples_GitHubBrowserCatalogSeed", CFBundlePackageType="BNDL")
with open(seed_plist, "wb") as f:
    plistlib.dump(seed, f, sort_keys=True)
PY

# Checks.
fail=0
kind=$(file -b "$app/GitHubBrowser"); echo "file: $kind"
case "$kind" in "Mach-O 64-bit $arch executable"*) ;; *) echo "not a Mach-O $arch executable" >&2; fail=1;; esac
build=$("$tc/llvm-objdump" --macho --private-headers "$app/GitHubBrowser" | grep -A4 'cmd LC_BUILD_VERSION' | awk '/platform|minos|sdk/ {printf "%s %s  ", $1, $2}')
echo "LC_BUILD_VERSION: $build"
echo "$build" | grep -q "platform ios" && echo "$build" | grep -q "minos $minos" || { echo "wrong LC_BUILD_VERSION" >&2; fail=1; }
python3 -c 'import plistlib,sys; d=plistlib.load(open(sys.argv[1],"rb")); print("Info.plist:", ", ".join(f"{k}={d[k]}" for k in ("CFBundleExecutable","CFBundleIdentifier","CFBundlePackageType","MinimumOSVersion")), "scene delegate", d["UIApplicationSceneManifest"]["UISceneConfigurations"]["UIWindowSceneSessionRoleApplication"][0]["UISceneDelegateClassName"])' "$app/Info.plist"
[ -s "$seed/catalog-seed.json" ] || { echo "catalog seed missing from the bundle" >&2; fail=1; }
# The scene delegate the Info.plist names ("Module.Class") must be an Objective-C class of the executable.
scene=$(python3 -c 'import plistlib,sys; print(plistlib.load(open(sys.argv[1],"rb"))["UIApplicationSceneManifest"]["UISceneConfigurations"]["UIWindowSceneSessionRoleApplication"][0]["UISceneDelegateClassName"])' "$app/Info.plist")
module=${scene%%.*}; class=${scene#*.}; objc="_OBJC_CLASS_\$__TtC${#module}${module}${#class}${class}"
if "$tc/llvm-nm" "$app/GitHubBrowser" | awk -v o="$objc" '$NF == o {f=1} END {exit !f}'; then echo "scene delegate $scene: defined ($objc)"
else echo "scene delegate $scene: no such class in the executable" >&2; fail=1; fi
"$tc/llvm-nm" -u "$app/GitHubBrowser" > "$out/logs/undefined.txt"
"$tc/llvm-objdump" --macho --dylibs-used "$app/GitHubBrowser" | awk 'NR > 1 {print $1}' > "$out/logs/dylibs.txt"
echo "loads $(wc -l < "$out/logs/dylibs.txt") libraries: $(xargs -n1 basename < "$out/logs/dylibs.txt" | tr '\n' ' ')"
python3 "$helper" check-undefined "$sdk" "$out/logs/undefined.txt" "$out/logs/dylibs.txt" "$gaps" \
  "$tc/swift-demangle" | tee "$out/logs/check.txt" || fail=1
# The libraries it loads, against the SDK of the oldest OS it supports (see the header).
if [ -n "$min_sdk" ]; then
  "$tc/llvm-nm" -m -u "$app/GitHubBrowser" > "$out/logs/undefined-bound.txt"
  python3 "$helper" check-loads "$min_sdk" "$app/GitHubBrowser" "$out/logs/undefined-bound.txt" "$gaps" |
    tee "$out/logs/loads.txt" || fail=1
  missing=$(sed -nE 's/^checked the .* there, ([0-9]+) missing, .*/\1/p' "$out/logs/loads.txt")
  symbols=$(sed -nE 's/^checked the .* non-weak undefined symbols .* ([0-9]+) not checked .* ([0-9]+) missing$/\2 of their non-weak symbols missing there, \1 not checked/p' "$out/logs/loads.txt")
  case "$missing" in
    "") loads="the check against $(basename "$min_sdk") (MIN_SDK) FAILED to run"; fail=1;;
    0) loads="0 missing from $(basename "$min_sdk") (MIN_SDK; $symbols)";;
    *) loads="$missing MISSING from $(basename "$min_sdk") (MIN_SDK; $symbols)";;
  esac
else
  echo "the libraries it loads were not checked against the oldest supported OS's SDK: set MIN_SDK (see the header)"
  loads="not checked against an older SDK (no MIN_SDK)"
fi
nlibs=$(wc -l < "$out/logs/dylibs.txt")
gapcount=$(grep -c '^not in the SDK.s stubs, from' "$out/logs/check.txt" || true)
weak=$("$tc/llvm-nm" -m -u "$app/GitHubBrowser" | grep -c 'weak external' || true)
n=$(wc -l < "$out/logs/undefined.txt"); kb=$(( $(stat -c %s "$app/GitHubBrowser") / 1024 ))
echo "of the $n undefined symbols $weak are weak references (resolved to null on an OS that lacks them)"
echo "took $(( $(date +%s) - start ))s; bundle: $app ($(du -sk "$app" | cut -f1) KB)"
if [ "$fail" = 0 ]; then
  echo "GitHubBrowser.app: $arch Mach-O executable for iOS $minos ($opt, against $(basename "$sdk")), $kb KB, $n undefined symbols: $((n - gapcount)) exported by the SDK's stubs, $gapcount the stubs lack but the SDK's Swift interfaces declare (Scripts/ios-link-tbd-gaps), 0 outside both; $nlibs libraries loaded, $loads"
else
  echo "GitHubBrowser.app ($opt, against $(basename "$sdk")): FAILED its checks (see above); $nlibs libraries loaded, $loads"; exit 1
fi
