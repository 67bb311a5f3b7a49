#!/usr/bin/env python3
"""Mach-O helpers for Scripts/ios-link.sh (linking the iOS app from Linux with the toolchain's ld64.lld).

  ios-link-macho.py hide-build-version OBJECT...
      Rewrites, in place, each object's LC_BUILD_VERSION (and any LC_VERSION_MIN_*) load command into an
      LC_IDENT of the same size, which ld64.lld ignores. The Swift toolchain's ld64.lld refuses every
      input object that names its platform ("This version of lld does not support linking for platform
      iOS"); an object that names none is accepted, and the linked executable still gets its own
      LC_BUILD_VERSION from -platform_version. Only copies of the objects are ever passed in.

  ios-link-macho.py patch-stubs SDK GAPS OUTDIR
      GAPS: Scripts/ios-link-tbd-gaps ("install-name symbol  # comment" lines). Writes, under OUTDIR at the
      SDK's relative paths, copies of the named libraries' .tbd stubs with those symbols added as one more
      arm64/arm64e export, and prints the -L/-F flags that make the linker find the copies first.

  ios-link-macho.py check-undefined SDK UNDEFINED_LIST DYLIB_LIST GAPS SWIFT_DEMANGLE
      UNDEFINED_LIST: the executable's undefined symbols, one a line (llvm-nm -u); DYLIB_LIST: the install
      names it loads, one a line (llvm-objdump --macho --dylibs-used). Reads those libraries' .tbd stubs in
      the SDK itself (text-based stubs, v3/v4, following re-exports) and sorts every undefined symbol: exported
      by the SDK's stubs; or in GAPS, and then its declaration (demangled) must be in the SDK's Swift
      interface of its module; or neither. Prints the last two kinds; exits 1 if any is neither (or a gap
      symbol's declaration is not found). Its last line counts each kind.

  ios-link-macho.py check-loads MIN_SDK EXECUTABLE [NM_UNDEFINED GAPS]
      Reads the executable's load commands (LC_LOAD_DYLIB, LC_LOAD_WEAK_DYLIB, LC_REEXPORT_DYLIB,
      LC_LAZY_LOAD_DYLIB, LC_LOAD_UPWARD_DYLIB) and looks each library's install name up in the .tbd
      stubs of MIN_SDK, the SDK of the oldest OS the app supports (iPhoneOS17.5.sdk for iOS 17). dyld
      stops the app at launch when a library it loads non-weakly is not on the device: each such library
      the SDK has no stub for is printed, and the command exits 1. A weak one (LC_LOAD_WEAK_DYLIB) the SDK
      lacks is listed too, as a note. A stub the SDK has but the git copy it was extracted from lacked
      (listed in the SDK folder's .missing-from-mirror by Scripts/ios-sdk-extract.py) counts as there, and
      is named. Its last line counts each kind.
      With NM_UNDEFINED (`llvm-nm -m -u EXECUTABLE`: each undefined symbol with the library it is bound
      to) and GAPS (Scripts/ios-link-tbd-gaps), it also looks every non-weak undefined symbol up in the
      stubs of MIN_SDK's libraries: dyld stops the app at launch on a non-weak symbol the OS lacks. A
      symbol of the gap list (what the community-made stubs lack but the SDK's Swift interfaces declare),
      or bound to a library whose stub the git copy lacked (which cannot be checked), is counted apart;
      any other one missing is printed, and the command exits 1.
"""
import os
import re
import struct
import sys

LC_IDENT = 0x8
HIDDEN = {0x32: "LC_BUILD_VERSION", 0x24: "LC_VERSION_MIN_MACOSX", 0x25: "LC_VERSION_MIN_IPHONEOS",
          0x2F: "LC_VERSION_MIN_TVOS", 0x30: "LC_VERSION_MIN_WATCHOS"}


def hide_build_version(path):
    with open(path, "r+b") as f:
        data = bytearray(f.read())
        magic = struct.unpack_from("<I", data, 0)[0]
        if magic != 0xFEEDFACF:
            sys.exit(f"{path}: not a little-endian 64-bit Mach-O object (magic {magic:#x})")
        ncmds = struct.unpack_from("<I", data, 16)[0]
        offset, hidden = 32, 0
        for _ in range(ncmds):
            cmd, size = struct.unpack_from("<II", data, offset)
            if cmd in HIDDEN:
                struct.pack_into("<I", data, offset, LC_IDENT)
                data[offset + 8:offset + size] = bytes(size - 8)
                hidden += 1
            offset += size
        f.seek(0)
        f.write(data)
    return hidden


FLOW = re.compile(r"([a-z][a-z-]*):\s*\[(.*?)\]", re.S)
OBJC_PREFIX = {"objc-classes": ["_OBJC_CLASS_$_", "_OBJC_METACLASS_$_"], "objc-eh-types": ["_OBJC_EHTYPE_$_"],
               "objc-ivars": ["_OBJC_IVAR_$_"]}
SYMBOL_KEYS = {"symbols", "weak-def-symbols", "weak-symbols", "thread-local-symbols"}
REEXPORT_KEYS = {"re-exports", "libraries"}


def items(value):
    return [v.strip().strip("'\"") for v in value.split(",") if v.strip()]


def parse_document(text):
    """(install name, exported symbols, re-exported install names) of one tbd v3/v4 YAML document."""
    name = re.search(r"^install-name:\s*'?([^'\n]+)'?", text, re.M)
    symbols, reexports = set(), set()
    for section in re.split(r"\n(?=[a-z-]+:)", text):
        head = section.split(":", 1)[0]
        if head not in ("exports", "reexported-libraries", "reexports"):
            continue
        for entry in re.split(r"\n\s*- ", section)[1:]:
            fields = {k: items(v) for k, v in FLOW.findall(entry)}
            arches = fields.get("archs", []) + [t.split("-")[0] for t in fields.get("targets", [])]
            if arches and not ({"arm64", "arm64e"} & set(arches)):
                continue
            for key, values in fields.items():
                if key in SYMBOL_KEYS and head != "reexported-libraries":
                    symbols.update(values)
                elif key in OBJC_PREFIX:
                    for prefix in OBJC_PREFIX[key]:
                        symbols.update(prefix + v for v in values)  # v3/v4: names as written
                elif key in REEXPORT_KEYS:
                    reexports.update(values)
    return (name.group(1).strip() if name else None), symbols, reexports


def read_gaps(gaps):
    entries = []
    with open(gaps) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                library, symbol = line.split()
                entries.append((library, symbol))
    return entries


def stub_path(sdk, library):
    """The .tbd that stands for an install name: /a/b/libx.dylib -> a/b/libx.tbd, /F.framework/F -> F.tbd."""
    base = library[:-len(".dylib")] if library.endswith(".dylib") else library
    return os.path.join(sdk, base.lstrip("/") + ".tbd")


def patch_stubs(sdk, gaps, outdir):
    by_library = {}
    for library, symbol in read_gaps(gaps):
        by_library.setdefault(library, []).append(symbol)
    flags = []
    for library, symbols in sorted(by_library.items()):
        source = stub_path(sdk, library)
        with open(source) as f:
            text = f.read()
        if text.count("\nexports:\n") != 1:
            sys.exit(f"{source}: expected one tbd v3/v4 document with one exports: section")
        item = ("  - archs:                [ arm64, arm64e ]\n"
                "    symbols:              [ " + ",\n                            ".join(symbols) + " ]\n")
        target = os.path.join(outdir, os.path.relpath(source, sdk))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w") as f:
            f.write(text.replace("\nexports:\n", "\nexports:\n" + item, 1))
        folder = os.path.dirname(target)
        if ".framework" in folder:
            flags.append("-F" + os.path.dirname(folder))
        else:
            flags.append("-L" + folder)
    print("\n".join(flags))
    return 0


def interface_declares(sdk, module, demangled):
    """Whether the SDK's Swift interface of `module` declares what a demangled symbol names: its last
    identifier (and, for an initializer, its argument labels in order) on one declaration line."""
    head = re.sub(r"^(nominal type descriptor for|type metadata accessor for|protocol descriptor for) ", "", demangled)
    head = re.sub(r"^\(extension in \w+\):", "", head)
    labels = []
    init = re.search(r"\.init\(([^)]*)\)", head)
    if init:
        labels = re.findall(r"(\w+): ", init.group(1))
        name = "init("
    else:
        path = re.split(r"[ (]", head, 1)[0]
        parts = [p for p in path.split(".") if p not in ("getter", "setter", "modify")]
        name = parts[-1]
    pattern = re.escape(name) + "".join(".*" + re.escape(label) + ":" for label in labels) if init \
        else r"\b" + re.escape(name) + r"\b"
    for path in INTERFACES.setdefault(module, find_interfaces(sdk, module)):
        with open(path, errors="replace") as f:
            if any("public" in line and re.search(pattern, line) for line in f):
                return True
    return False


INTERFACES = {}


def find_interfaces(sdk, module):
    found = []
    for root, dirs, files in os.walk(sdk):
        dirs[:] = [d for d in dirs if d not in ("Headers", "include", "share", "PrivateHeaders")]
        if os.path.basename(root) == module + ".swiftmodule":
            found += [os.path.join(root, f) for f in files if f.endswith(".swiftinterface")]
    return found


def stub_index(sdk):
    """Every install name the SDK's .tbd stubs declare (a stub may hold several documents), with its document."""
    index = {}
    for root, _, files in os.walk(sdk):
        for file in files:
            path = os.path.join(root, file)
            if file.endswith(".tbd") and os.path.isfile(path):  # an extracted SDK may hold dangling links
                with open(path, errors="replace") as f:
                    text = f.read()
                for document in re.split(r"^--- ", text, flags=re.M):
                    name = re.search(r"^install-name:\s*'?([^'\n]+)'?", document, re.M)
                    if name:
                        index.setdefault(name.group(1).strip(), document)
    return index


def check_undefined(sdk, undefined_list, dylib_list, gaps, demangler):
    index = stub_index(sdk)
    with open(dylib_list) as f:
        wanted = [line.strip() for line in f if line.strip()]
    exported, seen, queue, missing_stubs = set(), set(), list(wanted), []
    while queue:
        lib = queue.pop()
        if lib in seen:
            continue
        seen.add(lib)
        if lib not in index:
            missing_stubs.append(lib)
            continue
        _, symbols, reexports = parse_document(index[lib])
        exported |= symbols
        queue.extend(reexports)
    with open(undefined_list) as f:
        undefined = sorted({line.split()[-1] for line in f if line.strip()})
    gap_symbols = {symbol for _, symbol in read_gaps(gaps)}
    not_stubbed = [s for s in undefined if s not in exported]
    from_gaps = [s for s in not_stubbed if s in gap_symbols]
    outside = [s for s in not_stubbed if s not in gap_symbols]
    undeclared = []
    if from_gaps:
        import subprocess
        demangled = subprocess.run([demangler], input="\n".join(from_gaps), capture_output=True, text=True,
                                   check=True).stdout.splitlines()
        for symbol, name in zip(from_gaps, demangled):
            module_name = re.sub(r"^\(extension in (\w+)\):.*", r"\1", name) if name.startswith("(extension in") \
                else re.sub(r"^(nominal type descriptor for )?(\w+)\..*", r"\2", name)
            ok = interface_declares(sdk, module_name, name)
            print(f"not in the SDK's stubs, from Scripts/ios-link-tbd-gaps: {name} "
                  f"({'declared' if ok else 'NOT declared'} in {module_name}'s Swift interface)")
            if not ok:
                undeclared.append(symbol)
    for lib in missing_stubs:
        print(f"no stub in the SDK for {lib}")
    for symbol in outside:
        print(f"undefined outside the SDK's stubs and the gap list: {symbol}")
    print(f"checked {len(undefined)} undefined symbols against the SDK's stubs of {len(wanted)} loaded libraries "
          f"and what they re-export ({len(seen) - len(missing_stubs)} stubs): "
          f"{len(undefined) - len(not_stubbed)} exported by them, {len(from_gaps)} from the gap list "
          f"({len(from_gaps) - len(undeclared)} declared in the SDK's Swift interfaces), {len(outside)} outside both")
    return 1 if outside or missing_stubs or undeclared else 0


LOAD_COMMANDS = {0xC: "LC_LOAD_DYLIB", 0x80000018: "LC_LOAD_WEAK_DYLIB", 0x8000001F: "LC_REEXPORT_DYLIB",
                 0x20: "LC_LAZY_LOAD_DYLIB", 0x80000023: "LC_LOAD_UPWARD_DYLIB"}


def load_commands(path):
    """(command name, install name) of every library a 64-bit Mach-O file loads, in load-command order."""
    with open(path, "rb") as f:
        data = f.read()
    magic = struct.unpack_from("<I", data, 0)[0]
    if magic != 0xFEEDFACF:
        sys.exit(f"{path}: not a little-endian 64-bit Mach-O file (magic {magic:#x})")
    ncmds = struct.unpack_from("<I", data, 16)[0]
    offset, loads = 32, []
    for _ in range(ncmds):
        cmd, size = struct.unpack_from("<II", data, offset)
        if cmd in LOAD_COMMANDS:
            name_offset = struct.unpack_from("<I", data, offset + 8)[0]
            raw = data[offset + name_offset:offset + size]
            loads.append((LOAD_COMMANDS[cmd], raw.split(b"\0", 1)[0].decode()))
        offset += size
    return loads


def bound_symbols(nm_undefined, loads):
    """(symbol, install name, weak) of every undefined symbol in `llvm-nm -m -u` output: its "(from X)" is
    the library's file name without .dylib and without a version letter (libSystem.B.dylib: libSystem)."""
    by_short = {}
    for _, name in loads:
        short = re.sub(r"\.[A-Z]$", "", re.sub(r"\.dylib$", "", os.path.basename(name)))
        by_short.setdefault(short, name)
    bound = []
    with open(nm_undefined) as f:
        for line in f:
            match = re.search(r"\(undefined\) (weak )?external (\S+) \(from ([^)]+)\)", line)
            if match:
                bound.append((match.group(2), by_short.get(match.group(3), match.group(3)), bool(match.group(1))))
    return bound


def check_loads(min_sdk, executable, nm_undefined=None, gaps=None):
    sdk_name = os.path.basename(os.path.normpath(min_sdk))
    index = stub_index(min_sdk)
    if not index:
        sys.exit(f"{min_sdk}: no .tbd stubs with an install name; is it an SDK folder?")
    unfetched = set()
    listed = os.path.join(min_sdk, ".missing-from-mirror")
    if os.path.exists(listed):
        with open(listed) as f:
            unfetched = {line.strip() for line in f if line.strip()}

    def present(name):
        if name in index:
            return True
        if os.path.relpath(stub_path(min_sdk, name), min_sdk) in unfetched:
            print(f"in {sdk_name}, though its stub is missing from the git copy it was extracted from: {name}")
            return True
        return False

    loads = load_commands(executable)
    missing = [(kind, name) for kind, name in loads if kind != "LC_LOAD_WEAK_DYLIB" and not present(name)]
    weak = [name for kind, name in loads if kind == "LC_LOAD_WEAK_DYLIB"]
    weak_missing = [name for name in weak if not present(name)]
    for kind, name in missing:
        print(f"not in {sdk_name}: {name} ({kind}: dyld would stop the app at launch on that OS)")
    for name in weak_missing:
        print(f"not in {sdk_name}, loaded weakly (its symbols are null on that OS): {name}")
    failed = bool(missing)
    if nm_undefined:
        exported, seen, queue, unchecked_libraries = set(), set(), [name for _, name in loads], set()
        while queue:
            library = queue.pop()
            if library in seen:
                continue
            seen.add(library)
            if library in index:
                _, symbols, reexports = parse_document(index[library])
                exported |= symbols
                queue.extend(reexports)
            else:
                unchecked_libraries.add(library)
        gap_symbols = {symbol for _, symbol in read_gaps(gaps)} if gaps else set()
        strong = [(symbol, library) for symbol, library, is_weak in bound_symbols(nm_undefined, loads) if not is_weak]
        absent = [(symbol, library) for symbol, library in strong if symbol not in exported]
        from_gaps = [pair for pair in absent if pair[0] in gap_symbols]
        unchecked = [pair for pair in absent if pair[0] not in gap_symbols and pair[1] in unchecked_libraries]
        lacking = [pair for pair in absent if pair[0] not in gap_symbols and pair[1] not in unchecked_libraries]
        for symbol, library in lacking:
            print(f"not in {sdk_name}'s stub of {library}: {symbol} (non-weak: dyld would stop the app at launch)")
        names = sorted({os.path.basename(library) for _, library in unchecked})
        print(f"checked the {len(strong)} non-weak undefined symbols against the stubs of {sdk_name}: "
              f"{len(strong) - len(absent)} exported, {len(from_gaps)} from the gap list, {len(unchecked)} not "
              f"checked (their library's stub is missing from the git copy: {', '.join(names) or 'none'}), "
              f"{len(lacking)} missing")
        failed = failed or bool(lacking)
    print(f"checked the {len(loads)} libraries the executable loads ({len(weak)} weakly) against the stubs of "
          f"{sdk_name}: {len(loads) - len(missing) - len(weak_missing)} there, {len(missing)} missing, "
          f"{len(weak_missing)} weak ones missing")
    return 1 if failed else 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "hide-build-version":
        for path in argv[1:]:
            hide_build_version(path)  # 0 when already hidden: running twice is harmless
        return 0
    if len(argv) == 4 and argv[0] == "patch-stubs":
        return patch_stubs(*argv[1:])
    if len(argv) == 6 and argv[0] == "check-undefined":
        return check_undefined(*argv[1:])
    if len(argv) in (3, 5) and argv[0] == "check-loads":
        return check_loads(*argv[1:])
    sys.exit(__doc__)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
