#!/usr/bin/env python3
"""Turns every ```swift block of the README and of the DocC articles into a Swift package whose build
proves the blocks compile.

Each block becomes a library target of its own (blocks may declare the same names). Its top-level
declarations (imports, types, extensions, functions) stay at the top level; its statements go into an
`async throws` function on the main actor. `#sourceLocation` points compiler errors at the Markdown
file and line. Names declared in a prelude (below) are globals, visible to the block's functions.

A block may need names it does not show (a screen, a presenter): give them in an HTML comment right
before the block, which neither GitHub nor DocC displays:

    <!-- snippet-prelude
    let presenter = DeletePresenter()
    -->
    ```swift
    alert.register(on: .delete) { _ in presenter.deleteConfirmed() }
    ```

In a DocC article, indent a prelude line that starts with an attribute (`    @MainActor …`): DocC
reads a line starting with `@` as one of its directives, even inside a comment.

`<!-- snippet-prelude in: SomeType` puts the block inside `extension SomeType { … }`, for a block that
shows part of a type (a view controller's outputs).

Usage: doc_snippets.py OUTPUT_DIR ROOT_PACKAGE_DIR FILE.md...
"""
import os
import re
import sys

LIBRARIES = ["StrataCore", "StrataAlert", "StrataList", "StrataNavigation", "StrataFlux", "StrataRedux",
             "StrataTerminal", "StrataTesting"]
DECLARATION = re.compile(
    r"^(?:(?:public|internal|private|fileprivate|package|open|final|nonisolated|indirect)\s+)*"
    r"(?:import|enum|struct|class|actor|extension|protocol|func|typealias|macro)\b"
)


def blocks(path):
    """(first line number, prelude lines, code lines) of every ```swift block of the file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    found, index, prelude, container = [], 0, [], None
    while index < len(lines):
        line = lines[index]
        if line.strip().startswith("<!-- snippet-prelude"):
            header = re.match(r"<!-- snippet-prelude(?: in: (\w+))?", line.strip())
            container = header.group(1) if header else None
            prelude, index = [], index + 1
            while index < len(lines) and lines[index].strip() != "-->":
                prelude.append(lines[index])
                index += 1
        elif line.strip() == "```swift":
            start, code, index = index + 2, [], index + 1
            while index < len(lines) and lines[index].strip() != "```":
                code.append(lines[index])
                index += 1
            found.append((start, prelude, code, container))
            prelude, container = [], None

        index += 1
    return found


def depth_change(line):
    """Brace depth change of a line, ignoring string literals and comments (well enough for docs)."""
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', line.split("//")[0])
    return text.count("{") + text.count("(") + text.count("[") - text.count("}") - text.count(")") - text.count("]")


def split(code, globals_allowed=False):
    """Chunks of (is_declaration, [(line offset, text)]) at the top level of `code`; with
    `globals_allowed` (preludes), top-level `let` and `var` are declarations too (globals)."""
    chunks, pending, depth, current = [], [], 0, None
    for offset, line in enumerate(code):
        stripped = line.strip()
        if depth == 0 and current is None:
            attributes = re.sub(r"^(@\w+(\([^)]*\))?\s*)*", "", stripped)
            if stripped.startswith("///") or stripped.startswith("@") and not attributes:
                # A doc comment or a line of attributes belongs to the declaration below it.
                pending.append((offset, line))
                continue
            is_global = globals_allowed and re.match(r"^(let|var)\b", attributes) is not None
            current = (bool(DECLARATION.match(attributes)) or is_global or (bool(pending) and any(p[1].strip().startswith("@") for p in pending)), pending + [(offset, line)])
            pending = []
        else:
            current[1].append((offset, line))
        depth += depth_change(line)
        if depth <= 0 and current is not None and not stripped.endswith(("=", ",", ".", "in")) :
            depth = 0
            chunks.append(current)
            current = None
    if current is not None:
        chunks.append(current)
    if pending:
        chunks.append((False, pending))
    return chunks


def imports(path, code):
    """The libraries a block can use: all of them, except that StrataVIPER's articles see StrataVIPER
    instead of StrataTerminal (both declare a `View`), and that StrataUIKit's article and blocks that
    import StrataUIKit see it instead of StrataTerminal (both declare a `ViewController`)."""
    if "StrataVIPER" in path:
        return [name for name in LIBRARIES if name != "StrataTerminal"] + ["StrataVIPER"]
    if "StrataUIKit" in path or any(line.strip() == "import StrataUIKit" for line in code):
        return [name for name in LIBRARIES if name != "StrataTerminal"] + ["StrataUIKit"]
    return LIBRARIES


def render(path, start, prelude, code, container):
    out = [f"import {name}" for name in imports(path, code)] + ["import Foundation", "import Observation", "import Testing", ""]
    declarations, statements = [], []
    if container:
        # The block is a part of a type (a view controller's outputs, say): it goes into an extension.
        declarations += [f"extension {container} {{", f'#sourceLocation(file: "{path}", line: {start})']
        declarations += code + ["#sourceLocation()", "}"]
        code = []
    for lines, first, label in ((prelude, None, "prelude"), (code, start, "block")):
        for is_declaration, chunk in split(lines, globals_allowed=first is None):
            target = declarations if is_declaration else statements
            if first is not None:
                target.append(f'#sourceLocation(file: "{path}", line: {first + chunk[0][0]})')
            target += [text for _, text in chunk]
            if first is not None:
                target.append("#sourceLocation()")
    out += [line for line in declarations if not line.strip().startswith("import ")]
    out += ["", "@MainActor", "func runSnippet() async throws {"] + ["    " + line if not line.startswith("#sourceLocation") else line for line in statements] + ["}"]
    return "\n".join(out) + "\n"


def main():
    output, root, files = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3:]
    targets = []
    for path in files:
        stem = re.sub(r"\W", "_", os.path.relpath(path, root).replace(".md", ""))
        for number, (start, prelude, code, container) in enumerate(blocks(path), 1):
            name = f"Snippet_{stem}_{number}"
            folder = os.path.join(output, "Sources", name)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, "Snippet.swift"), "w", encoding="utf-8") as handle:
                handle.write(render(os.path.abspath(path), start, prelude, code, container))
            targets.append(name)
    identity = os.path.basename(root).lower()
    products = ", ".join(f'.product(name: "{name}", package: "{identity}")' for name in LIBRARIES + ["StrataVIPER", "StrataUIKit"])
    manifest = ["// swift-tools-version: 6.1", "import PackageDescription", "let package = Package(",
                '    name: "DocSnippets",', "    platforms: [.macOS(.v14)],",
                f'    dependencies: [.package(path: "{root}")],', "    targets: ["]
    manifest += [f'        .target(name: "{name}", dependencies: [{products}]),' for name in targets]
    manifest += ["    ]", ")"]
    with open(os.path.join(output, "Package.swift"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(manifest) + "\n")
    print(f"{len(targets)} code blocks from {len(files)} files")


if __name__ == "__main__":
    main()
