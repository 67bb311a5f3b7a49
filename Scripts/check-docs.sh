#!/usr/bin/env bash
# Builds the DocC documentation of every library, example and Tools module and fails on any DocC warning: broken or
# ambiguous symbol links, undocumented parameters (--analyze). Uses the toolchain's `docc` on symbol
# graphs from `swift package dump-symbol-graph`, so it needs no extra package.
#
#   Scripts/check-docs.sh [output-folder]      # default: .build/documentation
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
output="${1:-$root/.build/documentation}"
# The library modules (sources in Sources/<module>), then the examples' and the strata command's modules with their folders
# (the command's are in the root package, under Tools/, built with its StrataTools trait).
# UIKitSimulation is left out on purpose: it is not shipped (its README.md documents it).
modules=(StrataCore StrataAlert StrataList StrataNavigation StrataFlux StrataRedux StrataVIPER StrataTerminal StrataUIKit StrataTesting)
patterns_modules=()
declare -A folders=(
    [GitHubBrowserDomain]=Examples/GitHubBrowser/Domain
    [GitHubBrowserApplication]=Examples/GitHubBrowser/Application
    [GitHubBrowserInfrastructure]=Examples/GitHubBrowser/Infrastructure
    [GitHubBrowserPresentation]=Examples/GitHubBrowser/Presentation
    [GitHubBrowserFeatures]=Examples/GitHubBrowser/Features
    [GitHubBrowserVocabulary]=Examples/GitHubBrowser/Vocabulary
    [GitHubBrowserNavigation]=Examples/GitHubBrowser/Navigation
    [GitHubBrowserTerminalViews]=Examples/GitHubBrowser/TerminalViews
    [GitHubBrowserRedux]=Examples/GitHubBrowser/Redux
    [GitHubBrowserReduxTerminal]=Examples/GitHubBrowser/ReduxTerminal
    [GitHubBrowserFlux]=Examples/GitHubBrowser/Flux
    [GitHubBrowserFluxTerminal]=Examples/GitHubBrowser/FluxTerminal
    [GitHubBrowserTerminalUI]=Examples/GitHubBrowser/TerminalUI
    [GitHubBrowserComposition]=Examples/GitHubBrowser/Composition
    [GitHubBrowserCatalogSeed]=Examples/GitHubBrowser/Data
    [GitHubBrowserFakeGitHub]=Examples/GitHubBrowser/Testing/FakeGitHub
    [SamplePresenters]=Examples/Samples/Presenters
    [SampleScreens]=Examples/Samples/Screens
    [SampleUserDirectories]=Examples/Samples/UserDirectories
    [SampleUIKitScreens]=Examples/Samples/UIKitScreens
    [GitHubBrowserUIKit]=Examples/GitHubBrowser/UIKitUI
    [GitHubBrowserIOS]=Examples/iOS/App
    [GitHubBrowserIOSStorage]=Examples/iOS/Storage
    [PatternsFeature]=Examples/Patterns/Feature
    [PatternsTerminal]=Examples/Patterns/Terminal
    [PatternsGallery]=Examples/Patterns/Gallery
    [PatternsUIKit]=Examples/Patterns/UIKit
    [PatternsUIKitGallery]=Examples/Patterns/UIKitGallery
    [StrataLint]=Tools/Sources/StrataLint
    [StrataScaffolding]=Tools/Sources/StrataScaffolding
)
# The pattern gallery's variants: a driver-free target, a terminal target and a UIKit target each.
for variant in MVP MVC MVPSupervisingController MVVM Flux Redux VIPER; do
    folders[Patterns$variant]="Examples/Patterns/$variant/Logic"
    folders[Patterns${variant}Terminal]="Examples/Patterns/$variant/Terminal"
    folders[Patterns${variant}UIKit]="Examples/Patterns/$variant/UIKit"
    patterns_modules+=("Patterns$variant" "Patterns${variant}Terminal" "Patterns${variant}UIKit")
done
for module in StrataCore StrataAlert StrataList StrataNavigation StrataFlux StrataRedux StrataVIPER StrataTerminal StrataUIKit StrataTesting; do
    folders[$module]="Sources/$module"
done
modules+=(GitHubBrowserDomain GitHubBrowserApplication GitHubBrowserInfrastructure GitHubBrowserVocabulary GitHubBrowserNavigation GitHubBrowserTerminalViews GitHubBrowserPresentation GitHubBrowserFeatures GitHubBrowserRedux GitHubBrowserReduxTerminal GitHubBrowserFlux GitHubBrowserFluxTerminal GitHubBrowserTerminalUI
    GitHubBrowserComposition GitHubBrowserCatalogSeed GitHubBrowserFakeGitHub SamplePresenters SampleScreens SampleUserDirectories SampleUIKitScreens
    GitHubBrowserUIKit PatternsFeature PatternsTerminal PatternsGallery PatternsUIKit PatternsUIKitGallery "${patterns_modules[@]}"
    StrataLint StrataScaffolding)

command -v docc >/dev/null || { echo "check-docs: docc is not in this toolchain" >&2; exit 1; }
# The symbol graphs of a package (the root package for the libraries, Examples/ for the examples);
# further arguments go to `swift package` (the examples' trait, so that CI's build is reused).
symbol_graphs() {
    swift package --package-path "$@" dump-symbol-graph --minimum-access-level public >/dev/null
    local graphs
    graphs="$(swift build --package-path "$1" --show-bin-path)/../symbolgraph"
    [ -d "$graphs" ] || graphs="$1/.build/$(uname -m)-unknown-linux-gnu/symbolgraph"
    echo "$graphs"
}
library_graphs="$(symbol_graphs "$root" --traits StrataTools)"
example_graphs="$(symbol_graphs "$root/Examples" --traits LiveNetwork)"

mkdir -p "$output"
failed=0
for module in "${modules[@]}"; do
    work="$(mktemp -d)"
    graphs="$library_graphs"
    [[ "${folders[$module]}" == Examples/* ]] && graphs="$example_graphs"
    cp "$graphs/$module.symbols.json" "$work/"
    cp "$graphs/$module"@*.symbols.json "$work/" 2>/dev/null || true
    catalog=()
    for folder in "${folders[$module]}"/*.docc; do [ -d "$folder" ] && catalog=("$folder"); done
    log="$(docc convert "${catalog[@]}" --additional-symbol-graph-dir "$work" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.strata.$module" \
        --output-path "$output/$module.doccarchive" --analyze 2>&1)" || { echo "$log"; failed=1; }
    rm -rf "$work"
    count=$(grep -c "warning:" <<<"$log" || true)
    echo "$module: $count DocC warnings"
    if [ "$count" -gt 0 ]; then echo "$log"; failed=1; fi
done
exit "$failed"
