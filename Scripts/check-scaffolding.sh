#!/usr/bin/env bash
# Generates a screen in every pattern of `strata new screen` for the terminal driver, with and
# without a list (the screen-object pattern for every driver at once with --driver both, three
# screens on one driver struct: the first writes it, the second — without a list — and the third —
# with one — keep it and add their own hosting conformance to it), into a scratch package (outside
# the repository) that depends on Strata by path and declares the targets `strata new` printed for
# them, nothing more; builds it, failing on any warning in the generated code, and runs the
# generated tests. When the Strata it depends on has the UIKit driver (a StrataUIKit product,
# compiled on Linux against its UIKit simulation), the UIKit screens are generated and built too.
#
#     Scripts/check-scaffolding.sh            # in a new temporary folder, removed afterwards
#     STRATA_SCAFFOLD_DIR=/tmp/x Scripts/check-scaffolding.sh   # keep (and reuse) the scratch package
#     STRATA_ROOT=/path/to/strata Scripts/check-scaffolding.sh  # against another checkout of Strata
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
strata_root=${STRATA_ROOT:-$root}
drivers=(terminal)
if grep -q '"StrataUIKit"' "$strata_root/Package.swift"; then drivers+=(uikit); fi

if [ -n "${STRATA_SCAFFOLD_DIR:-}" ]; then
    scratch=$STRATA_SCAFFOLD_DIR
    mkdir -p "$scratch"
else
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
fi
# The generated sources are replaced on every run; the package's .build is kept when reused.
rm -rf "$scratch/Sources" "$scratch/Tests"

swift build --traits StrataTools --product strata
strata=$(swift build --traits StrataTools --show-bin-path)/strata

patterns=(${STRATA_SCAFFOLD_PATTERNS:-mvp mvp-passive-view mvvm flux redux viper screen-object})
# The targets each `strata new screen` says the package needs: the manifest below declares them.
printed=$(mktemp)
for driver in "${drivers[@]}"; do
    for pattern in "${patterns[@]}"; do
        [ "$pattern" != screen-object ] || continue
        # mvp-passive-view → MvpPassiveView
        name=$(sed -E 's/(^|-)([a-z])/\U\2/g' <<< "$pattern")
        # Both drivers share the driver-free files of a screen: the second one reuses them.
        "$strata" new screen "${name}Items" --pattern "$pattern" --driver "$driver" --path "$scratch" --list --force >> "$printed"
        "$strata" new screen "${name}Summary" --pattern "$pattern" --driver "$driver" --path "$scratch" --force >> "$printed"
    done
done
# The GitHub Browser's shape: its feature folder once, a root view and view controller per driver,
# and the driver struct each view controller's hosting conformance extends. The second screen must
# keep that struct as the first wrote it, --force or not (the mark below would be gone otherwise),
# and both conformances must compile and their tests pass.
if [[ " ${patterns[*]} " == *" screen-object "* ]]; then
    if ((${#drivers[@]} == 2)); then choice=both; else choice=terminal; fi
    "$strata" new screen ScreenObjectSummary --pattern screen-object --driver "$choice" --path "$scratch" --force >> "$printed"
    driver_files=("$scratch/Sources/TerminalUI/TerminalDriver.swift")
    [ "$choice" != both ] || driver_files+=("$scratch/Sources/UIKitUI/UIKitDriver.swift")
    for file in "${driver_files[@]}"; do echo "// Kept by the second screen." >> "$file"; done
    "$strata" new screen ScreenObjectDetail --pattern screen-object --driver "$choice" --path "$scratch" --force >> "$printed"
    # The screen object's rows through a list display: a data source per driver, on the same struct.
    "$strata" new screen ScreenObjectItems --pattern screen-object --driver "$choice" --path "$scratch" --list --force >> "$printed"
    for file in "${driver_files[@]}"; do
        grep -q "^// Kept by the second screen.$" "$file" || { echo "strata new replaced $file, which every screen shares" >&2; exit 1; }
    done
fi
# Generating again must refuse to replace the files, and say which.
if "$strata" new screen MvpItems --pattern mvp --driver terminal --path "$scratch" --list 2>/dev/null; then
    echo "strata new replaced existing files without --force" >&2
    exit 1
fi

# Every target the screens were printed with, each with the union of the dependencies printed for it;
# "strata" (the identity in the printed lines) becomes the variable naming the package.
targets=$(python3 - "$printed" <<'MERGE'
import re, sys
order, dependencies = [], {}
for line in open(sys.argv[1], encoding="utf-8"):
    match = re.fullmatch(r'\.(target|testTarget)\(name: "([^"]+)", dependencies: \[(.*)\]\),', line.strip())
    if not match:
        continue
    kind, name, items = match.groups()
    if name not in dependencies:
        order.append((kind, name))
        dependencies[name] = []
    for item in re.findall(r'"[^"]+"|\.product\(name: "[^"]+", package: "strata"\)', items):
        if item not in dependencies[name]:
            dependencies[name].append(item)
for kind, name in order:
    items = ", ".join(item.replace('package: "strata"', "package: strata") for item in dependencies[name])
    print(f'        .{kind}(name: "{name}", dependencies: [{items}]),')
MERGE
)
rm -f "$printed"
[ -n "$targets" ] || { echo "strata new printed no targets" >&2; exit 1; }

cat > "$scratch/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
// Generated by Scripts/check-scaffolding.sh: every pattern of \`strata new screen\`, in the targets it printed.
import PackageDescription

let strata = "$(basename "$strata_root" | tr '[:upper:]' '[:lower:]')"

let package = Package(
    name: "ScaffoldingCheck",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "$strata_root")],
    targets: [
$targets
    ]
)
PACKAGE

log=$(mktemp)
swift build --build-tests --package-path "$scratch" 2>&1 | tee "$log"
warnings=$(grep -E "^$scratch/(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)
rm -f "$log"
if [ -n "$warnings" ]; then
    printf '\nWarnings in the generated code:\n%s\n' "$warnings"
    exit 1
fi
swift test --package-path "$scratch"
# The generated code keeps the articles' rules: not one finding.
findings=$("$strata" lint "$scratch/Sources" "$scratch/Tests")
if [ -n "$findings" ]; then
    printf '\nstrata lint on the generated code:\n%s\n' "$findings"
    exit 1
fi
echo "scaffolding check: ${#patterns[@]} patterns for ${drivers[*]}, with and without a list (screen-object: three screens on one driver struct), in the targets strata new printed, built with no warning; tests passed; lint clean"
