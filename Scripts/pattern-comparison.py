#!/usr/bin/env python3
"""Generates the pattern gallery's comparison table from the code, and writes it into the DocC
article "Choosing a pattern" between its `comparison:begin` and `comparison:end` markers.

The qualitative columns (where state lives, how a view learns of a change) come from the gallery's
own `Pattern` type, printed by the built binary (`strata-patterns --list --json`); the numbers
(files, lines of code, tests) are counted in the folders that type names. Nothing is typed by hand.

    Scripts/pattern-comparison.py            # rewrite the table in the article
    Scripts/pattern-comparison.py --check    # fail if the article's table is not the one the code gives
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


def patterns():
    binary = subprocess.run(
        ["swift", "build", "--package-path", str(ROOT / "Examples"), "--show-bin-path"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    output = subprocess.run([f"{binary}/strata-patterns", "--list", "--json"], check=True, capture_output=True, text=True)
    return json.loads(output.stdout)


def table():
    rows = [
        "| Pattern | Files | Lines of code | Own tests | Where state lives | How a view learns of a change |",
        "|---|---:|---:|---:|---|---|",
    ]
    for pattern in patterns():
        files = list(swift_files(pattern["folders"]))
        lines = sum(code_lines(path) for path in files)
        tests = test_count(pattern["testFolders"])
        rows.append(
            f"| {pattern['title']} (`{pattern['name']}`) | {len(files)} | {lines} | {tests} "
            f"| {pattern['stateLivesIn']} | {pattern['viewLearnsOfChanges']} |"
        )
    shared = list(swift_files(SHARED))
    acceptance = test_count([ACCEPTANCE])
    notes = [
        "",
        f"Shared by every variant (`Examples/Patterns/Feature` and `Examples/Patterns/Terminal`): "
        f"{len(shared)} files, {sum(code_lines(path) for path in shared)} lines of code. "
        f"The acceptance suite (`{ACCEPTANCE}`) has {acceptance} tests — the shared journeys, the wiring checks and the tmux end-to-end test — each run against every pattern. "
        "The articles' shape is the GitHub Browser's Search, Detail and Favourites screens, so its "
        "figures include what that app adds (load more, refresh, saved copies).",
    ]
    return "\n".join(rows + notes)


def main():
    text = ARTICLE.read_text(encoding="utf-8")
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    updated = text[:start] + "\n" + table() + "\n" + text[end:]
    if "--check" in sys.argv:
        if updated != text:
            sys.exit(f"pattern-comparison: the table in {ARTICLE.relative_to(ROOT)} is stale; run Scripts/pattern-comparison.py")
        print("pattern-comparison: the article's table matches the code")
    else:
        ARTICLE.write_text(updated, encoding="utf-8")
        print(f"pattern-comparison: wrote {ARTICLE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
