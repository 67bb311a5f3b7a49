#!/usr/bin/env bash
# Proves that the GitHub Browser's three architectures stand alone: deletes each one's folders in
# turn — MVP (Presentation, TerminalUI, UIKitUI), Flux (Flux, FluxTerminal, FluxUIKit), Redux (Redux,
# ReduxTerminal, ReduxUIKit) — and builds what is left of the examples package, tests included.
# Examples/Package.swift declares an architecture only when its folders are there, and the
# composition root and the iOS app's code reach each architecture behind `#if canImport` (the
# pattern gallery and the samples reach none), so a build without one
# must succeed; one that fails names the
# target that leans on the deleted architecture. The folders are put back however the script ends.
# It builds the package's default configuration — without the LiveNetwork trait, as the README's
# `swift run` does — unless STRATA_ARCHITECTURES_TRAITS names traits to build with: CI sets it to
# LiveNetwork, so that this check reuses the build its tests used instead of compiling every target
# of the examples again (CI builds the default configuration of the app in a later step).
# SwiftPM caches what a manifest declares, and this one reads which folders are there: after
# deleting an architecture by hand, build once with `--manifest-cache none` (as this script does).
#
#   Scripts/check-architectures.sh            # all three
#   Scripts/check-architectures.sh flux       # one
#   STRATA_ARCHITECTURES_TRAITS=LiveNetwork Scripts/check-architectures.sh   # with the live transport
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
examples="$root/Examples"
aside=$(mktemp -d)
traits=()
[ -n "${STRATA_ARCHITECTURES_TRAITS:-}" ] && traits=(--traits "$STRATA_ARCHITECTURES_TRAITS")

declare -A folders=(
    [mvp]="GitHubBrowser/Presentation GitHubBrowser/TerminalUI GitHubBrowser/UIKitUI Tests/GitHubBrowserPresentationTests Tests/GitHubBrowserTerminalUITests Tests/GitHubBrowserUIKitTests Tests/GitHubBrowserArchitectureTests Tests/GitHubBrowserUIKitArchitectureTests"
    [flux]="GitHubBrowser/Flux GitHubBrowser/FluxTerminal GitHubBrowser/FluxUIKit Tests/GitHubBrowserFluxTests Tests/GitHubBrowserArchitectureTests Tests/GitHubBrowserUIKitArchitectureTests"
    [redux]="GitHubBrowser/Redux GitHubBrowser/ReduxTerminal GitHubBrowser/ReduxUIKit Tests/GitHubBrowserReduxTests Tests/GitHubBrowserArchitectureTests Tests/GitHubBrowserUIKitArchitectureTests"
)
# The modules each architecture builds: removed from the build folder too, so that a stale copy
# cannot satisfy an import or a `#if canImport` of the deleted code.
declare -A modules=(
    [mvp]="GitHubBrowserPresentation GitHubBrowserTerminalUI GitHubBrowserUIKit GitHubBrowserPresentationTests GitHubBrowserTerminalUITests GitHubBrowserUIKitTests GitHubBrowserArchitectureTests GitHubBrowserUIKitArchitectureTests"
    [flux]="GitHubBrowserFlux GitHubBrowserFluxTerminal GitHubBrowserFluxUIKit GitHubBrowserFluxTests GitHubBrowserArchitectureTests GitHubBrowserUIKitArchitectureTests"
    [redux]="GitHubBrowserRedux GitHubBrowserReduxTerminal GitHubBrowserReduxUIKit GitHubBrowserReduxTests GitHubBrowserArchitectureTests GitHubBrowserUIKitArchitectureTests"
)

# The modules that reach the architectures behind `#if canImport` (the terminal's composition root
# and the iOS app's code): compiled again each time, since an incremental build would not notice that
# what they can import changed.
guarded="GitHubBrowserComposition GitHubBrowserApp GitHubBrowserCompositionTests GitHubBrowserEndToEndTests GitHubBrowserIOS GitHubBrowserIOSStorage GitHubBrowserIOSTests"

moved=()
restore() {
    for path in "${moved[@]}"; do
        mkdir -p "$(dirname "$examples/$path")"
        mv "$aside/$path" "$examples/$path"
    done
    moved=()
}
trap 'restore; rm -rf "$aside"' EXIT

# Removes every build product of `module` (Swift modules, objects, the module's build folder).
forget() {
    local bin
    bin=$(swift build --manifest-cache none "${traits[@]}" --package-path "$examples" --show-bin-path)
    for module in "$@"; do
        rm -rf "$bin/Modules/$module".* "$bin/$module".* "$bin/$module.build" "$bin/$module.swiftmodule"
    done
}

status=0
for architecture in "${@:-mvp flux redux}"; do
    for one in $architecture; do
        printf '\n==> the examples without the %s app\n' "$one"
        for path in ${folders[$one]}; do
            [ -e "$examples/$path" ] || continue
            mkdir -p "$(dirname "$aside/$path")"
            mv "$examples/$path" "$aside/$path"
            moved+=("$path")
        done
        forget ${modules[$one]} $guarded
        if swift build --manifest-cache none "${traits[@]}" --build-tests --package-path "$examples" 2>&1 | tail -n 30; then
            printf '==> without %s: the other architectures, the composition root and the command build\n' "$one"
            # The command built without it, and says so when asked for it (the deleted code is
            # really gone, not found stale).
            name=$one
            refusal=$("$(swift build --manifest-cache none "${traits[@]}" --package-path "$examples" --show-bin-path)/github-browser" --architecture "$name" \
                --database "$aside/browser.sqlite" --measure-startup 2>&1 || true)
            if [[ "$refusal" != *"This build has no $name app"* ]]; then
                printf '==> without %s: github-browser --architecture %s did not refuse: %s\n' "$one" "$name" "$refusal"
                status=1
            fi
        else
            printf '==> without %s: the build FAILED (see above)\n' "$one"
            status=1
        fi
        restore
        forget ${modules[$one]} $guarded
    done
done
# Everything back: the whole package built again, so that what runs next finds every architecture.
# CI runs this check last and sets STRATA_ARCHITECTURES_NO_REBUILD=1 to skip that rebuild.
if [ -z "${STRATA_ARCHITECTURES_NO_REBUILD:-}" ]; then
    printf '\n==> the examples with every architecture again\n'
    swift build --manifest-cache none "${traits[@]}" --build-tests --package-path "$examples" 2>&1 | tail -n 3 || status=1
fi
exit "$status"
