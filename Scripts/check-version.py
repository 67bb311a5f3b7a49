#!/usr/bin/env python3
"""Checks that Strata carries one version number everywhere it is written.

The number lives in Tools/Sources/StrataLint/StrataVersion.swift (`StrataVersion.current`, which
`strata --version` prints and the SARIF report's `tool.driver.version` carries). This script fails
unless:
- it is MAJOR.MINOR.PATCH;
- the newest release heading of CHANGELOG.md (`## [X.Y.Z] — DATE`, below `## [Unreleased]`) is it;
- every `.package(url: …, from: "X.Y.Z"…)` line in the READMEs, the DocC articles and the Swift
  sources names it.

    python3 Scripts/check-version.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
problems = []

source = (ROOT / "Tools/Sources/StrataLint/StrataVersion.swift").read_text(encoding="utf-8")
match = re.search(r'static let current = "([^"]*)"', source)
version = match.group(1) if match else None
if not version or not re.fullmatch(r"\d+\.\d+\.\d+", version):
    sys.exit(f"check-version: StrataVersion.current is not MAJOR.MINOR.PATCH: {version!r}")

changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
releases = re.findall(r"^## \[(\d+\.\d+\.\d+)\] — \d{4}-\d{2}-\d{2}$", changelog, flags=re.M)
if not releases:
    problems.append("CHANGELOG.md has no release heading `## [X.Y.Z] — YYYY-MM-DD`")
elif releases[0] != version:
    problems.append(f"CHANGELOG.md's newest release is {releases[0]}, StrataVersion.current is {version}")
if "## [Unreleased]" not in changelog:
    problems.append("CHANGELOG.md has no `## [Unreleased]` section for the changes since the last release")

files = [ROOT / "README.md", ROOT / "README.ja.md", ROOT / "CONTRIBUTING.md"]
for folder in ("Sources", "Tools", "Examples"):
    files += [p for p in (ROOT / folder).rglob("*") if p.suffix in (".md", ".swift") and not any(part.startswith(".build") for part in p.parts) and p.is_file()]
mentions = 0
for path in files:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if ".package(url:" not in line or "Strata" not in line:
            continue
        for found in re.findall(r'from: "([^"\\]+)"', line):
            mentions += 1
            if found != version:
                problems.append(f"{path.relative_to(ROOT)}:{number}: names version {found}, not {version}")

if problems:
    print("\n".join(problems))
    sys.exit(1)
print(f"check-version: {version} in StrataVersion.swift, CHANGELOG.md and {mentions} .package(url:) lines")
