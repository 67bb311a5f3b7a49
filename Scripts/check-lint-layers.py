#!/usr/bin/env python3
"""Checks that `.strata-lint.yml` maps every target of the examples package to a layer.

The layer rule of `strata lint` only checks files that a layer names: a target left out of the
configuration is a target whose imports nobody checks. This script asks SwiftPM for every target of
`Examples/Package.swift` (the GitHub Browser, the pattern gallery, the samples and all their tests)
and fails unless each one is a module of exactly one layer whose paths include the target's folder.

    python3 Scripts/check-lint-layers.py      # from anywhere; prints nothing and exits 0 when all are mapped

Needs the examples' dependencies resolved (CI runs it after building the examples).
"""
import json
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent


def layers(config: str) -> list[dict]:
    """The layers of the configuration: name, paths and modules (the file's own simple YAML)."""
    found, current = [], None
    for line in config.splitlines():
        if m := re.match(r"\s*- name:\s*(\S+)\s*$", line):
            current = {"name": m.group(1), "paths": [], "modules": []}
            found.append(current)
        elif current and (m := re.match(r"\s*(paths|modules):\s*\[(.*)\]\s*$", line)):
            current[m.group(1)] = [item.strip() for item in m.group(2).split(",") if item.strip()]
    return found


def main() -> int:
    described = subprocess.run(
        ["swift", "package", "--package-path", str(root / "Examples"), "describe", "--type", "json"],
        check=True, capture_output=True, text=True,
    ).stdout
    targets = json.loads(described[described.index("{"):])["targets"]
    config = layers((root / ".strata-lint.yml").read_text())
    problems = []
    for target in sorted(targets, key=lambda t: t["name"]):
        name, folder = target["name"], "Examples/" + target["path"]
        owners = [layer for layer in config if name in layer["modules"]]
        if not owners:
            problems.append(f"{name} ({folder}) is in no layer of .strata-lint.yml")
        elif len(owners) > 1:
            problems.append(f"{name} is in {len(owners)} layers: {', '.join(layer['name'] for layer in owners)}")
        elif not any(folder == path or folder.startswith(path + "/") for path in owners[0]["paths"]):
            problems.append(f"{name}'s folder {folder} is not among layer {owners[0]['name']}'s paths")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
