#!/usr/bin/env python3
"""Checks the book map: every path, type and command it names must exist, and its two forms must agree.

The map is one document in two languages:
  Examples/Patterns/Gallery/PatternsGallery.docc/TheBookInStrata.md   (English, DocC)
  README.ja.md                                                         (Japanese)
Each file holds the map between the lines `<!-- book-map:start -->` and `<!-- book-map:end -->`.

What is checked, in the whole of each file:
- Paths: text in backticks, without spaces, that starts with Sources/, Examples/, Tests/, Tools/,
  Scripts/ or Benchmarks/ (or is exactly one of those folders), or names a file at the repository root
  (`README.md`, `.strata-lint.yml`): it must exist.
- Types: names in backticks in a table column headed "Types" (English) or "型" (Japanese). Each must
  be a bare type name with a declaration `class|struct|enum|protocol|actor|typealias Name` in a Swift
  file under Sources/, Examples/ or Tools/ (comments and string literals are ignored; an `extension`
  declares nothing).
- Rows: the column defines its types as those declared in the row's code (the column headed "Code" /
  "コード"). So every type a row names must be declared in one of the Swift files the row's code names,
  or under one of the folders it names; a row that names types and no Swift code fails too.
- Commands: text in backticks starting with `swift run` or `swift test`.
  `swift run [--package-path DIR] [--traits T] EXECUTABLE ARGS…`: DIR must be a package of the
  repository, T a trait its Package.swift declares, and EXECUTABLE one of its products (`.executable(name: …)` in its Package.swift). The executable's
  sources are the folder above its target's folder (Examples/Samples for `strata-samples`); in them
  every `--option` must be declared (`@Option`/`@Flag`, by its property name or `.customLong`), a
  value given to an option whose type is an `ExpressibleByArgument` enum must be one of its cases,
  and every lower-case word among the arguments must be a subcommand (`commandName: "…"`) or a case
  of the enum an `@Argument` takes (the gallery's patterns).
  `swift test [--package-path DIR] [--traits T] --filter NAME`: NAME must be a test target's folder of
  that package.
Between the two files: the maps (between the markers) must name the same paths, types and commands.

Prints each problem as FILE:LINE: message and exits with 1; prints a one-line summary and exits with
0 when there is none. Uses the standard library only.

Usage: python3 Scripts/check-book-map.py [FILE…]   (default: the two files above)
"""
import os
import re
import shlex
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
FILES = ["Examples/Patterns/Gallery/PatternsGallery.docc/TheBookInStrata.md", "README.ja.md"]
START, END = "<!-- book-map:start -->", "<!-- book-map:end -->"
FOLDERS = ("Sources", "Examples", "Tests", "Tools", "Scripts", "Benchmarks")
TYPE_HEADERS = {"Types", "型"}
CODE_HEADERS = {"Code", "コード"}
ROOT_FILE = re.compile(r"^\.?[A-Za-z][\w.-]*\.(md|yml|yaml|json|swift|resolved)$")
DECLARATION = re.compile(r"\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Z]\w*)")
TYPE_NAME = re.compile(r"^[A-Z]\w*$")
COMMAND = re.compile(r"^swift (run|test)\b")

problems = []


def problem(path, line, message):
    problems.append(f"{path}:{line}: {message}")


def swift_files(*folders):
    for folder in folders:
        for directory, subdirectories, files in os.walk(os.path.join(ROOT, folder)):
            subdirectories[:] = [d for d in subdirectories if not d.startswith(".")]
            for name in files:
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


# Comments and string literals, which can show a declaration that is not one (a doc comment's example,
# a walkthrough printing the code's shape).
NOT_CODE = re.compile(r'/\*[\s\S]*?\*/|//[^\n]*|#*"""[\s\S]*?"""#*|#*"(?:\\.|[^"\\\n])*"#*')


def source_text(path):
    """A Swift file without its comment lines (doc comments show options that do not exist)."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        return "\n".join(line for line in handle.read().splitlines() if not line.lstrip().startswith("//"))


def code_text(path):
    """A Swift file without its comments and string literals: what can declare a type."""
    with open(path, encoding="utf-8", errors="replace") as handle:
        return NOT_CODE.sub(lambda match: "\n" * match.group(0).count("\n"), handle.read())


_declarations = None


def declarations():
    """Every Swift file under Sources/, Examples/ and Tools/ (relative path) -> the types it declares."""
    global _declarations
    if _declarations is None:
        _declarations = {os.path.relpath(path, ROOT): set(DECLARATION.findall(code_text(path)))
                         for path in swift_files("Sources", "Examples", "Tools")}
    return _declarations


_all_types = None


def declared_types():
    global _all_types
    if _all_types is None:
        _all_types = set().union(*declarations().values())
    return _all_types


def declared_in(relative):
    """The types declared in a Swift file, or in the Swift files under a folder."""
    prefix = relative.rstrip("/") + "/"
    return set().union(*(names for path, names in declarations().items()
                         if path == relative or path.startswith(prefix)))


def declaring_files(name):
    return sorted(path for path, names in declarations().items() if name in names)


# --- Commands -------------------------------------------------------------------------------------

class Executable:
    """What the sources of one executable declare: subcommands, options and argument words."""

    OPTION = re.compile(
        r"@(Option|Flag|Argument)(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?\s*(?:(?:public|private|internal)\s+)?var\s+(\w+)\s*(?::\s*([\w.]+)\??)?",
        re.S)

    def __init__(self, folder):
        texts = [source_text(path) for path in swift_files(folder)]
        text = "\n".join(texts)
        self.subcommands = set(re.findall(r'commandName:\s*"([^"]+)"', text))
        self.options = {}          # long name -> (kind, type name)
        self.argument_words = set()
        enums = self.enums(text)
        for kind, arguments, variable, type_name in self.OPTION.findall(text):
            arguments = arguments or ""
            custom = re.search(r'\.customLong\("([^"]+)"', arguments)
            name = custom.group(1) if custom else re.sub(r"([a-z0-9])([A-Z])", r"\1-\2", variable).lower()
            if kind == "Argument":
                self.argument_words |= enums.get(type_name, set())
            else:
                self.options[name] = (kind, type_name)
        self.enums_by_name = enums

    @staticmethod
    def enums(text):
        """Cases (raw values and names) of every enum an argument can be parsed into."""
        parsable = set(re.findall(r"extension\s+(\w+)\s*:\s*[\w\s,]*ExpressibleByArgument", text))
        result = {}
        for match in re.finditer(r"\benum\s+(\w+)\s*:\s*([^{]*)\{", text):
            name, conformances = match.group(1), match.group(2)
            if "ExpressibleByArgument" not in conformances and name not in parsable and "CaseIterable" not in conformances:
                continue
            body, depth, index = [], 1, match.end()
            while index < len(text) and depth:
                character = text[index]
                depth += character == "{"
                depth -= character == "}"
                body.append(character)
                index += 1
            cases = set()
            for line in "".join(body).splitlines():
                case = re.match(r'\s*case\s+(.*)$', line)
                if not case or "(" in case.group(1).split("=")[0]:
                    continue
                for item in case.group(1).split(","):
                    parts = item.split("=")
                    cases.add(parts[0].strip())
                    if len(parts) > 1:
                        cases.add(parts[1].strip().strip('"'))
            result[name] = cases
        return result


_executables = {}


def package_products(package):
    """Executable products of a package folder ('' = the root package): name -> source folder."""
    manifest = os.path.join(ROOT, package, "Package.swift")
    if not os.path.isfile(manifest):
        return None
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    products = dict(re.findall(r'\.executable\(\s*name:\s*"([^"]+)",\s*targets:\s*\[\s*"([^"]+)"', text))
    starts = [m.start() for m in re.finditer(r"\.(?:target|executableTarget|testTarget|plugin)\(", text)] + [len(text)]
    folders = {}
    for start, end in zip(starts, starts[1:]):
        chunk = text[start:end]
        name = re.search(r'name:\s*"([^"]+)"', chunk)
        if not name:
            continue
        path = re.search(r'path:\s*"([^"]+)"', chunk)
        folders[name.group(1)] = path.group(1) if path else f"Sources/{name.group(1)}"
    result = {}
    for product, target in products.items():
        if target in folders:
            # The folder above the target's: the command's own types live next to it.
            result[product] = os.path.join(package, os.path.dirname(folders[target]))
    return result


def check_command(path, line, command):
    try:
        words = shlex.split(command)
    except ValueError as error:
        problem(path, line, f"cannot read the command `{command}`: {error}")
        return
    verb, arguments = words[1], words[2:]
    package = ""
    if arguments[:1] == ["--package-path"]:
        if len(arguments) < 2:
            problem(path, line, f"`{command}`: --package-path without a folder")
            return
        package, arguments = arguments[1], arguments[2:]
    products = package_products(package)
    if products is None:
        problem(path, line, f"`{command}`: {package or 'the root'} is not a package of the repository (no Package.swift)")
        return
    if arguments[:1] == ["--traits"]:
        if len(arguments) < 2:
            problem(path, line, f"`{command}`: --traits without a trait")
            return
        with open(os.path.join(ROOT, package, "Package.swift"), encoding="utf-8") as manifest:
            declared = set(re.findall(r'\.trait\(\s*name:\s*"([^"]+)"', manifest.read()))
        for trait in arguments[1].split(","):
            if trait not in declared:
                problem(path, line, f"`{command}`: {package or 'the root package'} declares no trait {trait}")
        arguments = arguments[2:]
    if verb == "test":
        if arguments[:1] != ["--filter"] or len(arguments) != 2:
            problem(path, line, f"`{command}`: expected `swift test [--package-path DIR] [--traits T] --filter TARGET`")
            return
        target = arguments[1]
        if not os.path.isdir(os.path.join(ROOT, package, "Tests", target)):
            problem(path, line, f"`{command}`: no test target {target} in {os.path.join(package, 'Tests') or 'Tests'}")
        return
    if not arguments:
        problem(path, line, f"`{command}`: no executable named")
        return
    name, arguments = arguments[0], arguments[1:]
    if name not in products:
        problem(path, line, f"`{command}`: {package or 'the root package'} has no executable {name} "
                            f"(it has: {', '.join(sorted(products)) or 'none'})")
        return
    if products[name] not in _executables:
        _executables[products[name]] = Executable(products[name])
    executable = _executables[products[name]]
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        index += 1
        if argument in ("--help", "-h"):
            continue
        if argument.startswith("--"):
            option = argument[2:].split("=")[0]
            if option not in executable.options:
                problem(path, line, f"`{command}`: {name} declares no option --{option}")
                continue
            kind, type_name = executable.options[option]
            if kind == "Flag":
                continue
            if "=" in argument:
                value = argument.split("=", 1)[1]
            elif index < len(arguments):
                value = arguments[index]
                index += 1
            else:
                problem(path, line, f"`{command}`: --{option} needs a value")
                continue
            cases = executable.enums_by_name.get(type_name)
            if cases is not None and value not in cases:
                problem(path, line, f"`{command}`: --{option} takes {', '.join(sorted(cases))}, not {value}")
        elif re.fullmatch(r"[a-z][a-z-]*", argument):
            if argument not in executable.subcommands and argument not in executable.argument_words:
                problem(path, line, f"`{command}`: {argument} is neither a subcommand of {name} nor a value of its arguments")


# --- Reading a map file ---------------------------------------------------------------------------

def read_map(relative):
    """Returns (names in the whole file, names between the markers, rows); the first two each a dict
    kind -> {name: line}, rows a list of (line, the row's first cell, its code, its types) for every
    table row with a Code and a Types column."""
    full = os.path.join(ROOT, relative)
    if not os.path.isfile(full):
        problem(relative, 0, "the book map is missing")
        return None, None, None
    with open(full, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    whole = {"path": {}, "type": {}, "command": {}}
    inside = {"path": {}, "type": {}, "command": {}}
    in_map = False
    markers = 0
    type_column = code_column = None
    rows = []
    for number, text in enumerate(lines, 1):
        if text.strip() == START:
            in_map, markers = True, markers + 1
            continue
        if text.strip() == END:
            in_map, markers = False, markers + 1
            continue
        found = []
        # Table rows: find the Types column in a header, its names in the rows below.
        if text.startswith("|"):
            cells = [cell.strip() for cell in text.strip().strip("|").split("|")]
            if type_column is None and any(cell in TYPE_HEADERS for cell in cells):
                type_column = next(i for i, cell in enumerate(cells) if cell in TYPE_HEADERS)
                code_column = next((i for i, cell in enumerate(cells) if cell in CODE_HEADERS), None)
            elif type_column is not None and not set(text.replace("|", "").strip()) <= set("-: "):
                if type_column < len(cells):
                    types = []
                    for name in re.findall(r"`([^`]+)`", cells[type_column]):
                        if TYPE_NAME.match(name):
                            found.append(("type", name))
                            types.append(name)
                        else:
                            problem(relative, number, f"`{name}` in a Types column is not a bare type name")
                    if code_column is not None and code_column < len(cells):
                        code = [token.rstrip("/") for token in re.findall(r"`([^`]+)`", cells[code_column])]
                        rows.append((number, cells[0], code, types))
        else:
            type_column = code_column = None
        for token in re.findall(r"`([^`]+)`", text):
            if COMMAND.match(token):
                found.append(("command", token))
            elif " " not in token and (token.split("/")[0] in FOLDERS and ("/" in token or token in FOLDERS)
                                       or ROOT_FILE.match(token) and os.path.dirname(token) == ""):
                found.append(("path", token.rstrip("/")))
        for kind, name in found:
            whole[kind].setdefault(name, number)
            if in_map:
                inside[kind].setdefault(name, number)
    if markers != 2:
        problem(relative, 0, f"expected the markers {START} and {END} once each")
    return whole, inside, rows


def check_row(relative, line, label, code, types):
    """Each type a row names must be declared in the Swift code the row names (see the docstring)."""
    swift = [path for path in code
             if path.endswith(".swift") and os.path.isfile(os.path.join(ROOT, path))
             or os.path.isdir(os.path.join(ROOT, path)) and declared_in(path)]
    for name in types:
        if name not in declared_types():
            continue  # reported already: declared nowhere
        if any(name in declared_in(path) for path in swift):
            continue
        where = ", ".join(declaring_files(name))
        if swift:
            problem(relative, line, f"row \"{label}\": type `{name}` is not declared in its code "
                                    f"({', '.join(f'`{path}`' for path in swift)}); it is declared in {where}")
        else:
            problem(relative, line, f"row \"{label}\": type `{name}` is named, but the row names no Swift code "
                                    f"that declares it; it is declared in {where}")


def main(files):
    maps = {}
    for relative in files:
        whole, inside, rows = read_map(relative)
        if whole is None:
            continue
        maps[relative] = inside
        for name, line in whole["path"].items():
            if not os.path.exists(os.path.join(ROOT, name)):
                problem(relative, line, f"path `{name}` does not exist")
        for name, line in whole["type"].items():
            if name not in declared_types():
                problem(relative, line, f"type `{name}` is not declared in Sources/, Examples/ or Tools/")
        for name, line in whole["command"].items():
            check_command(relative, line, name)
        for row in rows:
            check_row(relative, *row)
    if len(maps) == 2:
        (first, a), (second, b) = maps.items()
        for kind in ("path", "type", "command"):
            for name in sorted(set(a[kind]) - set(b[kind])):
                problem(first, a[kind][name], f"{kind} `{name}` is not in the map of {second}")
            for name in sorted(set(b[kind]) - set(a[kind])):
                problem(second, b[kind][name], f"{kind} `{name}` is not in the map of {first}")
    if problems:
        print("\n".join(problems))
        print(f"check-book-map: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    counts = {kind: len(set().union(*(m[kind] for m in maps.values()))) for kind in ("path", "type", "command")}
    print(f"check-book-map: {counts['path']} paths, {counts['type']} types and {counts['command']} commands "
          f"exist, and the {len(maps)} maps agree")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or FILES))
