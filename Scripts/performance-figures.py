#!/usr/bin/env python3
"""Fills the figures of the Performance articles from a benchmark run, so that they can be measured
again instead of being dated by hand.

An article marks each table it wants filled with a pair of comments naming a benchmark target of
`Benchmarks/` and a filter (a regular expression over benchmark names, as `--filter` takes it):

    <!-- figures: Stores "Flux dispatch.*" -->
    …the table and the line that says when and where it was measured…
    <!-- end figures -->

    Scripts/performance-figures.py                  # runs every marked benchmark (release), rewrites the tables
    Scripts/performance-figures.py Sources/StrataFlux/StrataFlux.docc/Performance.md   # one article
    Scripts/performance-figures.py --check          # no run: every block names a target and a filter
                                                    # that match benchmarks in Benchmarks/ (CI runs this)

A run takes a few minutes a target (the benchmark package builds in release first); let nothing
else run meanwhile. Each table gives, per benchmark, the p50 of every metric the benchmark records
(time with its p25–p75, throughput, memory…), as package-benchmark prints it: times marked `*` are
per operation of a scaled benchmark. The line under the table names the date, the machine and the
Swift version. Environment variables reach the benchmarks (`STRATA_LINT_APPS=…`).
"""

import datetime
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "Benchmarks"
BLOCK = re.compile(r'(<!-- figures: (\w+) "([^"]*)" -->\n)(.*?)(<!-- end figures -->)', re.S)


def articles(arguments):
    if arguments:
        return [Path(argument).resolve() for argument in arguments]
    return sorted(path for path in ROOT.glob("**/Performance.md") if ".build" not in path.parts)


def declared_benchmarks():
    """Every benchmark name in the sources of Benchmarks/, by target, as regular expressions
    (an interpolation such as `\\(label)` matches anything)."""
    names = {}
    for folder in sorted((BENCHMARKS / "Benchmarks").iterdir()):
        patterns = []
        for source in folder.glob("*.swift"):
            text = source.read_text()
            for literal in re.findall(r'Benchmark\(\s*"((?:[^"\\]|\\.)*)"', text):
                parts = re.split(r"\\\([^)]*\)", literal)
                patterns.append("^" + ".*".join(re.escape(part) for part in parts) + "$")
        names[folder.name] = patterns
    return names


def check(paths):
    declared = declared_benchmarks()
    problems = []
    for path in paths:
        for match in BLOCK.finditer(path.read_text()):
            target, filter_, table = match.group(2), match.group(3), match.group(4)
            where = f"{path.relative_to(ROOT)}: figures of {target} \"{filter_}\""
            if target not in declared:
                problems.append(f"{where}: no benchmark target {target} in Benchmarks/Benchmarks")
                continue
            rows = re.findall(r"^\| `([^`]+)` \|", table, re.M)
            if not rows:
                problems.append(f"{where}: the block has no table yet; run Scripts/performance-figures.py")
            for name in rows:
                if not re.search(filter_, name):
                    problems.append(f"{where}: `{name}` does not match the block's filter")
                if not any(re.match(pattern, name) for pattern in declared[target]):
                    problems.append(f"{where}: `{name}` is not a benchmark of {target} any more")
    for problem in problems:
        print(f"performance-figures: {problem}", file=sys.stderr)
    return 1 if problems else 0


def run(target, filter_):
    """package-benchmark's markdown report of `target`'s benchmarks matching `filter_`."""
    command = [
        "swift", "package", "--package-path", str(BENCHMARKS), "--allow-writing-to-package-directory",
        "benchmark", "--target", target, "--filter", filter_, "--format", "markdown", "--no-progress",
    ]
    print("performance-figures: " + " ".join(command), file=sys.stderr)
    return subprocess.run(command, check=True, capture_output=True, text=True, cwd=ROOT).stdout


def parse(report):
    """{benchmark name: [(metric, unit, {percentile: value})]} from a markdown report."""
    results = {}
    name = None
    for line in report.splitlines():
        if line.startswith("### "):
            name = line[4:].strip()
            results[name] = []
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if name is None or len(cells) != 9 or cells[0] in ("Metric", "") or cells[0].startswith(":-"):
            continue
        metric = cells[0]
        values = dict(zip(["p0", "p25", "p50", "p75", "p90", "p99", "p100"], cells[1:8]))
        results[name].append((metric, values))
    return results


MAGNITUDES = {"K": 1e3, "M": 1e6, "G": 1e9}
TIME_UNITS = {"ns": 1, "μs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}


def metric_parts(metric):
    """'Throughput (# / s) (K)' → ('Throughput', '# / s', 1000.0, False): name, unit, magnitude of the
    printed numbers, and whether they are per operation of a scaled benchmark (a trailing `*`)."""
    scaled = metric.endswith("*")
    metric = metric.rstrip(" *")
    groups = re.findall(r" \(([^()]*)\)", metric)
    name = re.sub(r"( \([^()]*\))+$", "", metric)
    magnitude = 1.0
    if groups and groups[-1] in MAGNITUDES:
        magnitude = MAGNITUDES[groups.pop()]
    unit = groups[-1] if groups and (groups[-1] in TIME_UNITS or "/" in groups[-1]) else ""
    if unit and groups:
        groups.pop()
    if groups:  # a qualifier that is part of the name: "Time (wall clock)", "Malloc (total)"
        name += "".join(f" ({group})" for group in groups)
    return name, unit, magnitude, scaled


def number(text, magnitude):
    return float(text.replace(",", "")) * magnitude


def short(value):
    for limit, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if abs(value) >= limit:
            return f"{value / limit:.3g}{suffix}"
    return f"{value:.3g}"


def duration(nanoseconds):
    for limit, unit in ((1e9, "s"), (1e6, "ms"), (1e3, "µs")):
        if nanoseconds >= limit:
            return f"{nanoseconds / limit:.3g} {unit}"
    return f"{nanoseconds:.3g} ns"


def cell(metric, values):
    _, unit, magnitude, _ = metric_parts(metric)
    if unit in TIME_UNITS:
        scale = TIME_UNITS[unit] * magnitude
        return (
            f"{duration(number(values['p50'], scale))} "
            f"({duration(number(values['p25'], scale))}–{duration(number(values['p75'], scale))})"
        )
    name = metric_parts(metric)[0]
    value = short(number(values["p50"], magnitude))
    if name.startswith("Memory"):
        return value + "B"
    return value + ("/s" if unit == "# / s" else "")


def table(target, filter_, results):
    columns = {}  # column name → {benchmark: cell}
    for benchmark, rows in results.items():
        for metric, values in rows:
            name, unit, _, scaled = metric_parts(metric)
            if all(number(values[key], 1) == 0 for key in ("p25", "p50", "p75")):
                continue  # a metric this platform does not record
            label = f"{name}, p50" + (" (p25–p75)" if unit in TIME_UNITS else "") + (", per operation" if scaled else "")
            columns.setdefault(label, {})[benchmark] = cell(metric, values)
    header = [f"benchmark (`{target}`)"] + list(columns)
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(["---"] + ["---:"] * len(columns)) + " |"]
    for benchmark in results:
        lines.append(f"| `{benchmark}` | " + " | ".join(column.get(benchmark, "—") for column in columns.values()) + " |")
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    version = re.search(r"Swift version (\S+)", swift)
    cores = os.cpu_count()
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    date = datetime.date.today().strftime("%-d %B %Y")
    lines += [
        "",
        f"Measured with `Scripts/performance-figures.py` on {date}: {platform.system()} {platform.machine()}, "
        f"{cores} cores, {memory:.0f} GiB, Swift {version.group(1) if version else '?'}, release build "
        f"(`swift package --package-path Benchmarks benchmark --target {target} --filter \"{filter_}\"`).",
        "",
    ]
    return "\n".join(lines)


def fill(paths):
    for path in paths:
        text = path.read_text()

        def replace(match):
            target, filter_ = match.group(2), match.group(3)
            results = parse(run(target, filter_))
            if not results:
                raise SystemExit(f"performance-figures: {target} \"{filter_}\" ran no benchmark")
            return match.group(1) + table(target, filter_, results) + match.group(5)

        new = BLOCK.sub(replace, text)
        if new != text:
            path.write_text(new)
            print(f"performance-figures: wrote {path.relative_to(ROOT)}", file=sys.stderr)
    return 0


def main():
    arguments = sys.argv[1:]
    if arguments[:1] == ["--check"]:
        return check(articles(arguments[1:]))
    return fill(articles(arguments))


if __name__ == "__main__":
    sys.exit(main())
