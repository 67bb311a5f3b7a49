#!/usr/bin/env bash
# Type-checks Strata's iOS-facing modules for iOS VER (default 17.0, the package's minimum) against Apple's real
# iPhoneOS SDK: every module of Scripts/ios-typecheck-modules, in dependency order (or MODULES=…, below). Run
# Scripts/ios-sdk-setup.sh once first (see its header: it prepares IOS, default ${TMPDIR:-/tmp}/ios). It compiles:
# where builds share a lock, run it under that lock (flock /tmp/strata-build.lock Scripts/ios-typecheck.sh).
#
#   Scripts/ios-typecheck.sh [VER]
#
# Default SDK: the iPhoneOS 16.5 SDK that Scripts/ios-sdk-setup.sh extracts. Artefacts of that SDK's age are
# neutralised in a scratch copy of the repository only (never in the repository): URL's
# `encodingInvalidCharacters:` (iOS 17 API) is dropped; Observation and count(where:) come from the set-up's mods/.
# A newer SDK (iPhoneOS26.2.sdk, extracted by Scripts/ios-sdk-extract.py; it needs no shim): SDK=path/to/it, and
# ARCH=arm64e when its .swiftinterface files are arm64e only (26.2's are); Scripts/ios-typecheck-newest.sh does
# that with GRDB. The set-up must still have run once (its resource dir with the Dispatch and os apinotes is shared).
#
# Environment:
#   MODULES="Name or Name=path[+path...][:flag,flag...] ..." instead of Scripts/ios-typecheck-modules; a path (relative
#     to the repository) is a folder or one .swift file (a stand-in, say, for the `Bundle.module` accessor SwiftPM
#     generates for a target with resources); in a flag, @WORK@ stands for the scratch copy's root.
#   GRDB_CHECKOUT=path/to/GRDB.swift copies GRDB's sources into the scratch copy as ThirdParty/GRDB and
#     ThirdParty/GRDBSQLite, so a module list can hold
#     GRDB=ThirdParty/GRDB:-I,@WORK@/ThirdParty/GRDBSQLite,-DSQLITE_ENABLE_FTS5,-DSQLITE_ENABLE_SNAPSHOT
#     and later modules that import GRDB add :-I,@WORK@/ThirdParty/GRDBSQLite.
#   OBSERVATION_TRANSPLANT=1 (with SDK=): use the set-up's Observation instead of the SDK's (18.x SDKs' clashes with
#     this compiler's macro plugin; 26.x's does not).
#   SHOW=N: how many errors or warnings to print per module (8).
#
# Its last line is "iOS VER type-check: N modules OK, M failed" (with the SDK's name when SDK= is set); it exits 1
# when a module failed. Each module's warnings are counted and printed after its line: our modules must have none.
set -u
root="$(cd "$(dirname "$0")/.." && pwd)"
ver=${1:-17.0}; IOS=${IOS:-${TMPDIR:-/tmp}/ios}
[ -d "$IOS/rd" ] || { echo "no resource dir $IOS/rd: run Scripts/ios-sdk-setup.sh first (see its header)"; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
tar -C "$root" --exclude='.build*' --exclude='.git' --exclude='*.swiftpm/.build*' -cf - . | tar -C "$work" -xf -
out=$work/mods; mkdir -p "$out"
if [ -z "${SDK:-}" ]; then
  [ -d "$IOS/sdk/iPhoneOS16.5.sdk" ] || { echo "no SDK: run Scripts/ios-sdk-setup.sh first (see its header)"; exit 2; }
  grep -rl encodingInvalidCharacters "$work" --include=*.swift | xargs -r sed -i -E 's/, encodingInvalidCharacters: (false|true)//'
  cp -r "$IOS/mods/"* "$out/"
  sdk=$IOS/sdk/iPhoneOS16.5.sdk; mc=$IOS/mc
  common=(-target "${ARCH:-arm64}-apple-ios$ver" -sdk "$sdk" -Xfrontend -import-module -Xfrontend StdlibShim)
else
  sdk=$SDK; mc=$IOS/mc-$(basename "$SDK"); mkdir -p "$mc"
  [ -d "$sdk/usr/lib/swift" ] || { echo "SDK=$sdk is not an iPhoneOS SDK folder"; exit 2; }
  [ "${OBSERVATION_TRANSPLANT:-0}" = 1 ] && cp -r "$IOS/mods/Observation"* "$out/" 2>/dev/null
  common=(-target "${ARCH:-arm64}-apple-ios$ver" -sdk "$sdk" -I "$sdk/usr/lib/swift/shims")
fi
common+=(-resource-dir "$IOS/rd" -module-cache-path "$mc" -I "$out" -swift-version 6 -parse-as-library -package-name strata)
if [ -n "${GRDB_CHECKOUT:-}" ]; then
  [ -d "$GRDB_CHECKOUT/GRDB" ] || { echo "GRDB_CHECKOUT=$GRDB_CHECKOUT has no GRDB folder"; exit 2; }
  mkdir -p "$work/ThirdParty/GRDBSQLite"; cp -r "$GRDB_CHECKOUT/GRDB" "$work/ThirdParty/GRDB"
  cp "$GRDB_CHECKOUT/Sources/GRDBSQLite/"* "$work/ThirdParty/GRDBSQLite/" 2>/dev/null ||
    cp "$GRDB_CHECKOUT/module.modulemap" "$GRDB_CHECKOUT/shim.h" "$work/ThirdParty/GRDBSQLite/"
fi
[ -n "${MODULES:-}" ] || MODULES=$(grep -vE '^\s*(#|$)' "$root/Scripts/ios-typecheck-modules" | tr '\n' ' ')
ok=0; bad=0
for spec in $MODULES; do
  extra=(); case "$spec" in *:*) IFS=, read -ra extra <<< "${spec#*:}"; spec=${spec%%:*};; esac
  extra=("${extra[@]//@WORK@/$work}")
  m=${spec%%=*}; p=${spec#*=}; [ "$p" = "$spec" ] && p=Sources/$m
  files=(); missing=""
  for q in ${p//+/ }; do
    if [ -e "$work/$q" ]; then while IFS= read -r f; do files+=("$f"); done < <(find "$work/$q" -name '*.swift' | sort)
    else missing="$missing $q"; fi
  done
  [ -z "$missing" ] || { echo "$m: no folder or file$missing"; bad=$((bad+1)); continue; }
  if swiftc -typecheck -module-name "$m" "${common[@]}" "${extra[@]}" "${files[@]}" > "$out/$m.log" 2>&1 &&
     swiftc -emit-module -Xfrontend -experimental-skip-all-function-bodies -module-name "$m" -emit-module-path "$out/$m.swiftmodule" \
       "${common[@]}" "${extra[@]}" "${files[@]}" >> "$out/$m.log" 2>&1; then
    w=$(grep -cE '^/.* warning:' "$out/$m.log"); echo "$m: OK (${#files[@]} files, $w warnings)"; ok=$((ok+1))
    [ "$w" = 0 ] || grep -E '^/.* warning:' "$out/$m.log" | sed "s#$work/##" | sort -u | head -"${SHOW:-8}"
  else
    echo "$m: FAILED ($(grep -c ' error:' "$out/$m.log") errors)"; grep -E '^/.* error:' "$out/$m.log" | sed "s#$work/##" | sort -u | head -"${SHOW:-8}"; bad=$((bad+1))
    grep -E '^<unknown>:0: error|^error:' "$out/$m.log" | head -3
  fi
done
echo "iOS $ver type-check$([ -n "${SDK:-}" ] && echo " ($(basename "$sdk"))"): $ok modules OK, $bad failed"
[ $bad = 0 ]
