#!/usr/bin/env python3
"""Checks ARCHITECTURE.md's folder table of FormworkCore against the code.

The compiler proves the layering between modules (a target cannot import one above it). Inside
FormworkCore, folders are not modules, so this script asks the compiler which declaration every
name in the code resolves to (`swiftc -dump-ast`: each reference carries its declaration's file)
and compares the folders each folder uses with the "may touch" column of the table under
"## Inside `FormworkCore`".

Run it after `swift build` (it reads the modules FormworkCore imports from .build):

  python3 Tests/Architecture/folder_dependencies.py            # exit 1 on a use the table lacks
  python3 Tests/Architecture/folder_dependencies.py --matrix   # every use, with an example
"""
import glob
import os
import re
import subprocess
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MODULE = "FormworkCore"
CORE = os.path.join("Sources", MODULE)
TABLE_HEADING = f"## Inside `{MODULE}`"


def folder_of(path):
    parts = os.path.relpath(path, CORE).split(os.sep)
    return parts[0] if len(parts) > 1 else "(root)"


def package_name():
    """The package name SwiftPM compiled the modules with (its `package` declarations need it)."""
    manifest = os.path.join(ROOT, ".build", "debug.yaml")
    if os.path.exists(manifest):
        with open(manifest, encoding="utf-8") as handle:
            for line in handle:
                if '"-module-name","' + MODULE + '"' in line:
                    match = re.search(r'"-package-name","([^"]+)"', line)
                    if match:
                        return match.group(1)
    return os.path.basename(ROOT).lower()


def dump_ast():
    """The type-checked AST of the module, as swiftc prints it."""
    modules = os.path.join(ROOT, ".build", "debug", "Modules")
    accessor = glob.glob(os.path.join(ROOT, ".build", "debug", f"{MODULE}.build", "DerivedSources", "*.swift"))
    if not os.path.isdir(modules):
        sys.exit("build first (swift build): .build/debug/Modules is missing")
    files = sorted(glob.glob(os.path.join(CORE, "**", "*.swift"), recursive=True))
    command = ["swiftc", "-dump-ast", "-module-name", MODULE, "-swift-version", "6", "-I", modules,
               "-package-name", package_name()] + files + accessor
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, errors="replace")
    # -dump-ast writes the tree on standard error, after any diagnostics.
    text = result.stderr
    if "(source_file" not in text:
        sys.exit("swiftc -dump-ast failed:\n" + text[:4000])
    return text


REFERENCE = re.compile(
    r'(?:range=\[(?P<use>[^\]:]+:\d+):\d+[^\]]*\][^\n]*?)?'
    r'(?:decl|bind)="' + MODULE + r'\.[^"@]*@(?P<path>Sources/' + MODULE + r'/[^":]+):\d+')


TYPE_DECL = re.compile(
    r'\((?:struct_decl|class_decl|enum_decl|protocol|typealias|associated_type_decl) [^\n]*?'
    r'range=\[(?P<path>Sources/' + MODULE + r'/[^:\]]+):\d+:\d+[^\]]*\] "(?P<name>[A-Za-z_]\w*)"')
TYPE_STRING = re.compile(r'(?:interface_type|type)="([^"]*)"')
DOTTED = re.compile(r'[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*')


def core_type_names(spelling, declared):
    """The names in a type's spelling that can be the module's types: each part of a dotted name
    counts only when what is before its dot is the module or one of its types, so Foundation's
    `NumberFormatter.Style` is not the core's `SwipeAction.Style`."""
    names = set()
    for dotted in DOTTED.findall(spelling):
        parts = dotted.split(".")
        for index, part in enumerate(parts):
            if index == 0 or parts[index - 1] == MODULE or parts[index - 1] in declared:
                names.add(part)
    return names


def type_files(text):
    """The file declaring each type name the module declares once (a nested type by its own name).

    `-dump-ast` gives no declaration for a type written in a signature (`(ButtonContext) -> Void`),
    only its spelling, so uses of a type through signatures are found by name.
    """
    files = defaultdict(set)
    for match in TYPE_DECL.finditer(text):
        files[match.group("name")].add(match.group("path"))
    return {name: next(iter(paths)) for name, paths in files.items() if len(paths) == 1}


def uses(text, counts=None):
    found = defaultdict(dict)  # folder -> {used folder: example}
    declared = type_files(text)
    sections = re.split(r'^\(source_file "', text, flags=re.M)[1:]
    for section in sections:
        path = section[: section.index('"')]
        if not path.startswith(CORE):
            continue
        folder = folder_of(path)
        for match in REFERENCE.finditer(section):
            other = folder_of(match.group("path"))
            if counts is not None and other != folder:
                counts[(folder, other)][os.path.basename(match.group("path"))] += 1
            if other != folder and other not in found[folder]:
                where = match.group("use") or path
                found[folder][other] = f"{where} uses {match.group('path')}"
        for spelled in TYPE_STRING.finditer(section):
            for name in core_type_names(spelled.group(1), declared):
                declaring = declared.get(name)
                if declaring is None:
                    continue
                other = folder_of(declaring)
                if counts is not None and other != folder:
                    counts[(folder, other)][os.path.basename(declaring)] += 1
                if other != folder and other not in found[folder]:
                    found[folder][other] = f"{path} names type {name} of {declaring}"
    return found


def cycles(found, hub="Model"):
    """Groups of folders that use each other (strongly connected), the hub left out."""
    graph = {f: {o for o in found.get(f, {}) if o not in (hub, "(root)")} for f in found if f not in (hub, "(root)")}
    index, low, stack, on_stack, groups, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def table():
    with open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8") as handle:
        text = handle.read()
    start = text.index(TABLE_HEADING)
    allowed = {}
    for line in text[start:].splitlines()[1:]:
        if line.startswith("## "):
            break
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        allowed[cells[0].strip("`").rstrip("/")] = set(re.findall(r"`([A-Za-z]+)/`", cells[2]))
    return allowed


def main():
    counts = defaultdict(lambda: defaultdict(int))
    found = uses(dump_ast(), counts)
    folders = {folder_of(p) for p in glob.glob(os.path.join(ROOT, CORE, "**", "*.swift"), recursive=True)}
    if "--matrix" in sys.argv:
        for folder in sorted(found):
            print(f"{folder}: " + ", ".join(sorted(found[folder])))
            for other in sorted(found[folder]):
                files = counts[(folder, other)]
                print(f"    {other}: {sum(files.values())} uses of " + ", ".join(
                    f"{name} ({n})" for name, n in sorted(files.items(), key=lambda kv: -kv[1])))
                print(f"      e.g. {found[folder][other]}")
        for group in cycles(found):
            print("cycle (Model left out): " + " <-> ".join(group))
        return 0
    allowed = table()
    problems = []
    for folder in sorted(folders - {"(root)"}):
        if folder not in allowed:
            problems.append(f"{folder}/ is not in ARCHITECTURE.md's table")
            continue
        for other, example in sorted(found.get(folder, {}).items()):
            if other != "(root)" and other not in allowed[folder]:
                problems.append(f"{folder}/ uses {other}/ ({example}), which its row does not list")
    for group in cycles(found):
        problems.append("folders use each other in a cycle (the hub left out): " + " <-> ".join(group))
    for folder in sorted(set(allowed) - folders):
        problems.append(f"ARCHITECTURE.md lists {folder}/, which {MODULE} does not have")
    for problem in problems:
        print(problem)
    edges = sum(len(v) for v in found.values())
    print(f"{MODULE}: {len(folders - {'(root)'})} folders, {edges} uses between them, {len(problems)} not in the table")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
