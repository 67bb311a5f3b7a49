#!/usr/bin/env python3
"""Builds Examples/GitHubBrowser/Data/catalog-seed.json, the seed of the offline catalog.

Real records come from the Swift packages this machine keeps as bare git repositories under
/opt/swift-packages/OWNER/NAME.git: owner, name, the version tags present, the licence (recognised
from the LICENSE file), the number of Swift files and the packed size, all read with `git -C`.
(The commit dates of those copies are normalised to 1970, so they are not used: `updatedAt` is
left empty for real records, and stars/forks are unknown, so 0.) Descriptions are written here
from those facts; no prose is copied.

The list is topped up to TOTAL records by a deterministic generator. Its records are marked
`"isSynthetic": true` and owned by `synthetic-…` accounts, so nobody mistakes them for real projects.

Run from the repository root:  python3 Examples/GitHubBrowser/Scripts/make-catalog-seed.py
The output is the same for the same machine (sorted input, fixed generator seed).
"""
import json
import os
import subprocess
import sys

ROOT = os.environ.get("SWIFT_PACKAGES", "/opt/swift-packages")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Data", "catalog-seed.json")
TOTAL = 3000
SEED_FORMAT = 1


def git(repo, *args):
    result = subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True)
    return result.stdout if result.returncode == 0 else ""


def licence_of(repo):
    names = git(repo, "ls-tree", "--name-only", "HEAD").split()
    for name in names:
        if name.upper().startswith(("LICENSE", "LICENCE", "COPYING")) and not name.startswith(".licenseignore"):
            text = git(repo, "show", f"HEAD:{name}")
            head = " ".join(text.split())[:4000]
            if "Apache License" in head and "Version 2.0" in head:
                return "Apache-2.0"
            if "MIT License" in head or "Permission is hereby granted, free of charge" in head:
                return "MIT"
            if "Redistribution and use in source and binary forms" in head:
                return "BSD-3-Clause" if "Neither the name" in head else "BSD-2-Clause"
            if "Mozilla Public License" in head:
                return "MPL-2.0"
            if "ISC License" in head:
                return "ISC"
            return "Other"
    return None


def tools_version(repo):
    first = git(repo, "show", "HEAD:Package.swift").split("\n", 1)[0]
    marker = "swift-tools-version:"
    if marker in first:
        return first.split(marker, 1)[1].strip().split(";")[0]
    return None


def real_records():
    records = []
    for owner in sorted(os.listdir(ROOT)):
        owner_dir = os.path.join(ROOT, owner)
        if not os.path.isdir(owner_dir):
            continue
        for entry in sorted(os.listdir(owner_dir)):
            if not entry.endswith(".git"):
                continue
            repo = os.path.join(owner_dir, entry)
            name = entry[: -len(".git")]
            if any(r["owner"].lower() == owner.lower() and r["name"].lower() == name.lower() for r in records):
                continue  # the same package stored under two spellings
            tags = sorted(t for t in git(repo, "tag").split() if t)
            files = git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
            swift_files = sum(1 for f in files if f.endswith(".swift"))
            size_kib = 0
            for line in git(repo, "count-objects", "-v").splitlines():
                if line.startswith("size-pack:"):
                    size_kib = int(line.split()[1])
            licence = licence_of(repo)
            tools = tools_version(repo)
            parts = [f"Swift package by {owner}"]
            if tags:
                parts.append(("version " if len(tags) == 1 else "versions ") + ", ".join(tags))
            parts.append(f"{swift_files} Swift files")
            if tools:
                parts.append(f"tools {tools}")
            parts.append(f"{licence} licence" if licence else "no licence file")
            records.append({
                "owner": owner,
                "name": name,
                "description": "; ".join(parts) + ".",
                "language": "Swift",
                "stars": 0,
                "forks": 0,
                "openIssues": 0,
                "licence": licence,
                "topics": ["swift", "swift-package"],
                "updatedAt": None,
                "url": f"https://github.com/{owner}/{name}",
                "tags": tags,
                "sizeKiB": size_kib,
                "isSynthetic": False,
            })
    return records


class Generator:
    """A 64-bit xorshift generator: the same sequence on every machine."""

    def __init__(self, seed):
        self.state = seed or 1

    def next(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFFFFFFFFFF
        x ^= x >> 7
        x ^= (x << 17) & 0xFFFFFFFFFFFFFFFF
        self.state = x
        return x

    def below(self, n):
        return self.next() % n

    def pick(self, items):
        return items[self.below(len(items))]

    def unit(self):
        return (self.next() >> 11) / float(1 << 53)


ADJECTIVES = ["amber", "brisk", "cobalt", "dusty", "eager", "fuzzy", "gentle", "hollow", "ivory", "jolly",
              "keen", "lunar", "mellow", "nimble", "olive", "plain", "quiet", "rapid", "silver", "tidy",
              "umber", "vivid", "wry", "young", "zesty"]
NOUNS = ["otter", "falcon", "maple", "harbor", "comet", "lantern", "pebble", "meadow", "cedar", "ember",
         "glacier", "heron", "island", "juniper", "kestrel", "lagoon", "marble", "nectar", "orchid", "prairie"]
WORDS = ["cache", "parser", "router", "queue", "graph", "vector", "stream", "codec", "layout", "grid",
         "ledger", "sync", "kit", "store", "bridge", "shell", "forge", "relay", "atlas", "signal", "matrix",
         "pixel", "tensor", "socket", "beacon", "cipher", "script", "view", "table", "query", "flow", "scan"]
LANGUAGES = ["Swift", "Swift", "Swift", "Rust", "Go", "Python", "TypeScript", "Kotlin", "C", "C++", "Ruby",
             "Java", "Zig", "Haskell", "Elixir"]
KINDS = ["library", "command-line tool", "server", "framework", "plug-in", "demo app", "toolkit", "benchmark"]
PURPOSES = ["parsing configuration files", "caching HTTP replies", "drawing charts in a terminal",
            "routing requests", "syncing local data", "reading CSV files", "diffing lists",
            "scheduling background jobs", "rendering Markdown", "testing network code", "compressing logs",
            "tracking metrics", "signing messages", "resizing images", "generating documentation",
            "watching files", "managing feature flags", "storing key-value pairs", "searching text"]
LICENCES = ["MIT", "Apache-2.0", "BSD-3-Clause", "MPL-2.0", "ISC", None]
TOPICS = ["cli", "server", "ios", "linux", "database", "networking", "testing", "ui", "terminal", "parser",
          "concurrency", "performance", "json", "http", "security", "graphics", "tooling", "search"]


def synthetic_records(count, taken, seed=0x5EED_C0DE):
    rng = Generator(seed)
    base = 1_767_225_600  # 2026-01-01T00:00:00Z
    records = []
    while len(records) < count:
        owner = f"synthetic-{rng.pick(ADJECTIVES)}-{rng.pick(NOUNS)}"
        name = f"{rng.pick(WORDS)}-{rng.pick(WORDS)}" if rng.below(3) else f"{rng.pick(NOUNS)}{rng.pick(WORDS)}"
        key = (owner.lower(), name.lower())
        if key in taken:
            continue
        taken.add(key)
        language = rng.pick(LANGUAGES)
        kind = rng.pick(KINDS)
        purpose = rng.pick(PURPOSES)
        stars = int(10 ** (rng.unit() * 5.2))  # heavy-tailed, 1 … ~160k
        topics = sorted({rng.pick(TOPICS) for _ in range(1 + rng.below(3))})
        records.append({
            "owner": owner,
            "name": name,
            "description": f"Synthetic sample: a {language} {kind} for {purpose}.",
            "language": language,
            "stars": stars,
            "forks": stars // (2 + rng.below(9)),
            "openIssues": rng.below(1 + stars // 50 + 5),
            "licence": rng.pick(LICENCES),
            "topics": topics,
            "updatedAt": base - rng.below(3 * 365 * 86_400),
            "url": None,
            "tags": [],
            "sizeKiB": 8 + rng.below(50_000),
            "isSynthetic": True,
        })
    return records


def main():
    real = real_records()
    taken = {(r["owner"].lower(), r["name"].lower()) for r in real}
    records = real + synthetic_records(max(0, TOTAL - len(real)), taken)
    # The file's order is the import order, which breaks ties in search ranking (same tier, same
    # stars: first imported first). Shorter names first puts the closest match on top: for "nio",
    # apple/swift-nio before apple/swift-nio-extras (real packages all have 0 stars here).
    records.sort(key=lambda r: (len(r["name"]), r["name"].lower(), r["owner"].lower()))
    seed = {
        "format": SEED_FORMAT,
        "note": "Real records: Swift packages read from local git copies. Records with isSynthetic=true are generated samples.",
        "repositories": records,
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as file:
        json.dump(seed, file, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        file.write("\n")
    print(f"{len(real)} real + {len(records) - len(real)} synthetic records -> {os.path.normpath(OUT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
