#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""The public API as text a reviewer reads in a diff: api/MODULE.txt for each Swift module of the
API (every public Swift declaration, one a line, sorted by its path, after the modules it
re-exports) and api/gtkcontrols-1.txt
(gtkcontrols.h without its comments, and the ctl_ symbols the C library exports beyond it).

    scripts/api-listing.py           writes the listings (`make api-listing`)
    scripts/api-listing.py --check   fails, showing the difference, when they are out of date

Run after a debug build (`swift build`): the Swift declarations come from the symbol graphs
of `swift package dump-symbol-graph`, the C symbols from .build/debug/libGtkControlsC.so."""
import difflib
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LISTINGS = os.path.join(ROOT, "api")
SWIFT_MODULES = ("ControlCore", "SearchEngine", "ControlText", "GtkControls")
HEADER = os.path.join(ROOT, "Sources", "GtkControlsC", "gtkcontrols.h")
C_LIBRARY = os.path.join(ROOT, ".build", "debug", "libGtkControlsC.so")


def symbol_graphs():
    """The folder of the package's public symbol graphs, made from the debug build."""
    result = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
                            cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: swift package dump-symbol-graph failed:\n{result.stdout}{result.stderr}")
    found = re.search(r"^Files written to (.*)$", result.stdout, re.MULTILINE)
    if not found:
        sys.exit(f"error: swift package dump-symbol-graph did not say where it wrote:\n{result.stdout}")
    return found.group(1).strip()


def swift_listing(folder, module):
    """Every public declaration of `module`, and of its extensions to other modules' types:
    `Path.to.symbol: declaration`, a type's line ending with what it conforms to. Members
    that a protocol's default implementation gives (SYNTHESIZED) are the protocol's API, not
    the module's, and are left out."""
    lines = set()
    for path in glob.glob(os.path.join(folder, f"{module}.symbols.json")) + glob.glob(os.path.join(folder, f"{module}@*.symbols.json")):
        with open(path) as file:
            graph = json.load(file)
        names = {symbol["identifier"]["precise"]: ".".join(symbol["pathComponents"]) for symbol in graph["symbols"]}
        conformances = {}
        for relation in graph["relationships"]:
            if relation["kind"] == "conformsTo":
                target = names.get(relation["target"]) or relation.get("targetFallback", relation["target"]).removeprefix("Swift.")
                conformances.setdefault(relation["source"], set()).add(target)
        for symbol in graph["symbols"]:
            identifier = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in identifier:
                continue
            declaration = "".join(fragment["spelling"] for fragment in symbol["declarationFragments"])
            declaration = " ".join(declaration.split())
            if identifier in conformances:
                declaration += ": " + ", ".join(sorted(conformances[identifier]))
            constraints = symbol.get("swiftExtension", {}).get("constraints", [])
            if constraints:
                declaration += " where " + ", ".join(f"{c['lhs']} {'==' if c['kind'] == 'sameType' else ':'} {c['rhs']}" for c in constraints)
            lines.add(f"{'.'.join(symbol['pathComponents'])}: {declaration}")
    if not lines:
        sys.exit(f"error: no public symbols of {module} in {folder}")
    return f"# The public API of the Swift module {module} (scripts/api-listing.py; `make api-listing` updates it)\n" + \
        "".join(f"@_exported import {name}\n" for name in reexported(module)) + "\n".join(sorted(lines)) + "\n"


def reexported(module):
    """The modules that `module` re-exports (`@_exported import NAME`): their API is its API too,
    though the symbol graph leaves it out."""
    names = set()
    for path in glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True):
        with open(path) as file:
            names.update(re.findall(r"^@_exported import (\w+)$", file.read(), re.MULTILINE))
    return sorted(names)


def c_listing():
    """gtkcontrols.h without comments or blank lines, then the ctl_ functions the library exports
    that the header does not declare; every function it declares must be exported."""
    with open(HEADER) as file:
        header = re.sub(r"/\*.*?\*/|^//[^\n]*", "", file.read(), flags=re.DOTALL | re.MULTILINE)
    declarations = [" ".join(line.split()) for line in header.splitlines() if line.strip()]
    if not os.path.exists(C_LIBRARY):
        sys.exit(f"error: {C_LIBRARY} is missing: run `swift build` first")
    symbols = subprocess.run(["nm", "--dynamic", "--defined-only", C_LIBRARY], capture_output=True, text=True, check=True).stdout
    exported = sorted(line.split()[-1] for line in symbols.splitlines() if line.split()[-1].startswith("ctl_"))
    declared = sorted(set(re.findall(r"\b(ctl_[a-z_0-9]+) \(", header)))
    missing = sorted(set(declared) - set(exported))
    if missing:
        sys.exit(f"error: gtkcontrols.h declares functions that {C_LIBRARY} does not export: {', '.join(missing)}")
    # What the library exports beyond the header is not API, but a program could link it:
    # the listing shows it apart.
    internal = sorted(set(exported) - set(declared))
    return ("# The C API: gtkcontrols.h without its comments (scripts/api-listing.py; `make api-listing` updates it)\n"
            + "\n".join(declarations)
            + "\n\n# Exported by libgtkcontrols-1.so but not declared in gtkcontrols.h (internal)\n" + "\n".join(internal) + "\n")


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit("usage: scripts/api-listing.py [--check]")
    folder = symbol_graphs()
    listings = {f"{module}.txt": swift_listing(folder, module) for module in SWIFT_MODULES}
    listings["gtkcontrols-1.txt"] = c_listing()
    stale = []
    for name, text in listings.items():
        path = os.path.join(LISTINGS, name)
        old = open(path).read() if os.path.exists(path) else ""
        if old == text:
            continue
        if check:
            stale.append(name)
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), text.splitlines(True), f"a/api/{name}", f"b/api/{name}"))
        else:
            os.makedirs(LISTINGS, exist_ok=True)
            with open(path, "w") as file:
                file.write(text)
            print(f"api/{name}: updated")
    if stale:
        sys.exit(f"error: the public API changed, but not its listing ({', '.join(stale)}): the difference is above. "
                 "If the change is meant, run `make api-listing` and commit api/ with it (and say so in CHANGELOG.md).")
    print("api/: " + ("the listings match the API" if check else "up to date"))


if __name__ == "__main__":
    main()
