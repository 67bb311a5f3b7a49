#!/usr/bin/env python3
"""Generates the pattern gallery's comparison table from the code, and writes it into the DocC
article "Choosing a pattern" between its `comparison:begin` and `comparison:end` markers.

The numbers are counted from the code: files, lines of code and tests in the folders the gallery's
`Pattern` type names, and the shared gallery code (`Examples/Patterns/Feature` and `.../Terminal`)
each variant uses — the shared files its code names, directly or through another shared file. The
three app-scale columns count the whole GitHub Browser built each way (`github-browser
--architecture mvp|flux|redux`): the folders of `APP_SCALE` and their test targets. The
two prose columns (where state lives, how a view learns of a change) are written text: they are
kept with the `Pattern` type and printed by the built binary (`strata-patterns --list --json`).

    Scripts/pattern-comparison.py            # rewrite the table in the article
    Scripts/pattern-comparison.py --check    # fail if the article's table does not have the rows and texts the code gives

The check (run by CI) compares everything but the counts: a pattern added or renamed, or a written
text changed, makes it fail, while a line added to a test does not — the counts are refreshed by
running the script without `--check`, when the figures matter (a release, an article about them).
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARTICLE = ROOT / "Examples/Patterns/Gallery/PatternsGallery.docc/ChoosingAPattern.md"
SHARED = ["Examples/Patterns/Feature", "Examples/Patterns/Terminal"]
ACCEPTANCE = "Examples/Tests/PatternsTests/Acceptance"
BEGIN, END = "<!-- comparison:begin -->", "<!-- comparison:end -->"
BROWSER = "Examples/GitHubBrowser"
# The whole app built each way: its own folders, and its own test targets.
APP_SCALE = {
    "mvp": ([f"{BROWSER}/Presentation", f"{BROWSER}/TerminalUI"],
                 ["Examples/Tests/GitHubBrowserPresentationTests", "Examples/Tests/GitHubBrowserTerminalUITests"]),
    "flux": ([f"{BROWSER}/Flux", f"{BROWSER}/FluxTerminal"], ["Examples/Tests/GitHubBrowserFluxTests"]),
    "redux": ([f"{BROWSER}/Redux", f"{BROWSER}/ReduxTerminal"], ["Examples/Tests/GitHubBrowserReduxTests"]),
}
# What the three apps share, and no architecture owns (see Examples/Package.swift).
APP_SHARED = [f"{BROWSER}/Vocabulary", f"{BROWSER}/Navigation", f"{BROWSER}/Features", f"{BROWSER}/TerminalViews"]
APP_SUITES = ["Examples/Tests/GitHubBrowserArchitectureTests", "Examples/Tests/GitHubBrowserEndToEndTests"]


def swift_files(paths):
    for relative in paths:
        path = ROOT / relative
        if path.is_file():
            yield path
        elif path.is_dir():
            yield from sorted(path.rglob("*.swift"))
        else:
            sys.exit(f"pattern-comparison: {relative} does not exist (named by Pattern in the gallery)")


def code_lines(path):
    """Lines that are neither blank nor comments (doc comments included)."""
    count = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            count += 1
    return count


def test_count(paths):
    return sum(len(re.findall(r"^\s*@Test\b", path.read_text(encoding="utf-8"), re.MULTILINE)) for path in swift_files(paths))


def code_text(path):
    """The file without its comments, so a name in a doc comment does not count as a use."""
    return "\n".join(line for line in path.read_text(encoding="utf-8").splitlines() if not line.strip().startswith("//"))


def declared_names(path):
    """The types a shared file declares; for a file of extensions only, the functions it adds."""
    text = code_text(path)
    names = re.findall(r"^(?:public |internal )?(?:final )?(?:class|struct|enum|protocol|actor) (\w+)", text, re.MULTILINE)
    return names or re.findall(r"^\s*public (?:static )?func (\w+)", text, re.MULTILINE)


def module_of(path):
    """The target a shared file belongs to: `Examples/Patterns/Feature/…` is `PatternsFeature`,
    `Examples/GitHubBrowser/Features/…` is `GitHubBrowserFeatures`."""
    if path.is_relative_to(ROOT / BROWSER):
        folder = path.relative_to(ROOT / BROWSER).parts[0]
        return {"TerminalUI": "GitHubBrowserTerminalUI"}.get(folder, "GitHubBrowser" + folder)
    return "Patterns" + path.relative_to(ROOT / "Examples/Patterns").parts[0]


def shared_files_used(own_files, shared, transitively=True):
    """The shared files named by `own_files`, and by the shared files they name, transitively (or
    only those `own_files` name). A file names a shared file when it imports that file's target and
    uses a name the file declares."""
    names = {path: declared_names(path) for path in shared}
    def named_by(path):
        text = code_text(path)
        imported = set(re.findall(r"^import (\w+)", text, re.MULTILINE)) | {module_of(path)} if path in names else set(re.findall(r"^import (\w+)", text, re.MULTILINE))
        return {
            other for other, declared in names.items()
            if other != path and module_of(other) in imported and any(re.search(rf"\b{name}\b", text) for name in declared)
        }
    used = set().union(*(named_by(path) for path in own_files)) if own_files else set()
    pending = list(used) if transitively else []
    while pending:
        for path in named_by(pending.pop()) - used:
            used.add(path)
            pending.append(path)
    return sorted(used)


def patterns():
    binary = subprocess.run(
        ["swift", "build", "--package-path", str(ROOT / "Examples"), "--show-bin-path"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    output = subprocess.run([f"{binary}/strata-patterns", "--list", "--json"], check=True, capture_output=True, text=True)
    return json.loads(output.stdout)


def app_scale(name):
    """The app-scale cells of `name`: own files, own lines of code, own tests; `—` for a pattern the
    GitHub Browser is not built with."""
    if name not in APP_SCALE:
        return "— | — | —"
    folders, tests = APP_SCALE[name]
    files = list(swift_files(folders))
    return f"{len(files)} | {sum(code_lines(path) for path in files)} | {test_count(tests)}"


def app_scale_notes():
    shared = [path for path in swift_files(APP_SHARED)]
    notes = []
    for name in ("mvp", "flux", "redux"):
        own = list(swift_files(APP_SCALE[name][0]))
        used = sorted(set(shared_files_used(own, shared, transitively=False)))
        features = [path for path in used if path.is_relative_to(ROOT / BROWSER / "Features")]
        notes.append(
            f"{name} names {len(used)} files, {sum(code_lines(path) for path in used)} lines of the shared code "
            f"({len(features)} files, {sum(code_lines(path) for path in features)} lines of them in `GitHubBrowser/Features`)"
        )
    suites = ", ".join(f"`{suite.rsplit('/', 1)[1]}` ({test_count([suite])} tests)" for suite in APP_SUITES)
    return (
        "The app-scale columns count the whole GitHub Browser built each way (`github-browser --architecture …`): "
        "the MVP app is `GitHubBrowser/Presentation` and `GitHubBrowser/TerminalUI` with their test targets; "
        "the Flux and Redux apps are their own two folders each with their test target. "
        "None of the three imports another: all three use the code they share and no architecture owns — "
        "`GitHubBrowser/Vocabulary` (texts, alerts, rows, tabs, links), `Navigation` (the driver protocol; the coordinators and router, for the MVP and Flux apps), "
        "`TerminalViews` (one view controller per screen, root views, list data sources, tab bar) and `Features` "
        "(each feature's intents, display, routing and screen protocols, and its state machine, which the MVP app keeps only for the repository lists) — "
        "counted as the files each app's code names directly: "
        + "; ".join(notes) + ". "
        f"Every architecture is also held to the same suites: {suites}."
    )


def table():
    rows = [
        "| Pattern | Own files | Own lines of code | Shared gallery code used (files, lines) | Own tests "
        "| App: own files | App: own lines of code | App: own tests "
        "| Where state lives (written text) | How a view learns of a change (written text) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
    ]
    shared = list(swift_files(SHARED))
    for pattern in patterns():
        # The variant on one driver: its driver-free and terminal targets. Its UIKit target is the
        # same view layer again on another driver, and would only double the view's share.
        files = [path for path in swift_files(pattern["folders"]) if "UIKit" not in path.relative_to(ROOT).parts]
        lines = sum(code_lines(path) for path in files)
        used = shared_files_used(files, shared)
        tests = test_count(pattern["testFolders"])
        rows.append(
            f"| {pattern['title']} (`{pattern['name']}`) | {len(files)} | {lines} "
            f"| {len(used)}, {sum(code_lines(path) for path in used)} | {tests} | {app_scale(pattern['name'])} "
            f"| {pattern['stateLivesIn']} | {pattern['viewLearnsOfChanges']} |"
        )
    acceptance = test_count([ACCEPTANCE])
    notes = [
        "",
        f"The gallery's shared code (`Examples/Patterns/Feature` and `Examples/Patterns/Terminal`): "
        f"{len(shared)} files, {sum(code_lines(path) for path in shared)} lines of code, of which each variant uses what its row says. "
        "A variant's own files are its `Logic` and `Terminal` targets; its `UIKit` target (the same screens on UIKit) is not counted. "
        "Every variant also draws with the GitHub Browser's root views, list wrapper, texts and alert actions, "
        "and searches through its use cases; the table counts those for none. "
        f"The acceptance suite (`{ACCEPTANCE}`) has {acceptance} tests — the shared journeys, the wiring checks and the tmux end-to-end test — each run against every pattern. "
        "The gallery's MVP variant is the articles' shape at the gallery's size; the app-scale columns of its row "
        "count the GitHub Browser's MVP app, which is that shape with everything the app adds.",
        "",
        app_scale_notes(),
    ]
    return "\n".join(rows + notes)


def main():
    text = ARTICLE.read_text(encoding="utf-8")
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    updated = text[:start] + "\n" + table() + "\n" + text[end:]
    if "--check" in sys.argv:
        if re.sub(r"\d[\d,.]*", "N", updated) != re.sub(r"\d[\d,.]*", "N", text):
            sys.exit(f"pattern-comparison: the table in {ARTICLE.relative_to(ROOT)} is stale; run Scripts/pattern-comparison.py")
        print("pattern-comparison: the article's table matches the code")
    else:
        ARTICLE.write_text(updated, encoding="utf-8")
        print(f"pattern-comparison: wrote {ARTICLE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
