"""Orders the web build's functions so that gzip finds more of each in the
ones just before it. Run by `make web-build` between wasm-bindgen and
wasm-opt:

    python3 web/order_functions.py IN.wasm OUT.wasm

The order of a module's functions is free (calls name a function by its
index, and wasm-opt renumbers them all), but gzip only looks 32 KB back:
the copies of one generic function (a `Memo<T>` for each T, each screen's
event handlers) and functions that do alike compress far better side by
side than scattered as the linker left them. This script changes no code:
it renames each function in the module's name section (debugging names,
which wasm-opt drops from its output) to `NNNNN old-name`, NNNNN its place
in the order wanted, and wasm-opt's `--reorder-functions-by-name`, run
after its other passes, lays them out in that order. The order: Rust's
functions in a chain of look-alikes ([`chain`]), then the C functions
(SQLite, with no path in their names) in another: the smallest first, then
each time the function whose bytes are most like the last one's (the most
5-byte runs in common, over all their runs), so that gzip finds the next
one's pieces just behind it. With the other flags of WASM_OPT_FLAGS
(--converge, no producers or target-features sections), measured on the
site's wasm: 1,270,634 -> 1,211,096 bytes gzipped (-4.7 %) with Rust's
functions grouped by crate and module, smallest first; 1,208,147 ->
1,201,929 (-0.5 %) with a chain of look-alikes in each group; 1,198,630 ->
1,194,613 (-0.3 %) with one chain for all of Rust's (some 2 minutes of
Python for its 9,000 functions, a fifth of the web build's time).
"""

import re
import sys


def leb(data, at):
    """An unsigned LEB128 at `at`: (value, where it ends)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def uleb(value):
    """`value` as an unsigned LEB128."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sections(data):
    """The module's sections: (id, contents), in order."""
    assert data[:4] == b"\0asm", "not a wasm module"
    out, at = [], 8
    while at < len(data):
        size, start = leb(data, at + 1)
        out.append((data[at], data[start:start + size]))
        at = start + size
    return out


def imported_functions(section):
    """How many functions the import section brings in (they come first)."""
    count, at = leb(section, 0)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            size, at = leb(section, at)
            at += size
        kind = section[at]
        at += 1
        if kind == 0:  # function: its type
            functions += 1
            _, at = leb(section, at)
        elif kind == 1:  # table: element type, limits
            flags, at = leb(section, at + 1)
            _, at = leb(section, at)
            if flags & 1:
                _, at = leb(section, at)
        elif kind == 2:  # memory: limits
            flags, at = leb(section, at)
            _, at = leb(section, at)
            if flags & 1:
                _, at = leb(section, at)
        elif kind == 3:  # global: value type, mutability
            at += 2
        else:  # tag
            _, at = leb(section, at + 1)
    return functions


def body_sizes(section):
    """The size of each function body of the code section."""
    count, at = leb(section, 0)
    sizes = []
    for _ in range(count):
        size, at = leb(section, at)
        sizes.append(size)
        at += size
    return sizes


def name_subsections(section):
    """The name section's subsections after its own name: (id, contents)."""
    size, at = leb(section, 0)
    at += size
    out = []
    while at < len(section):
        size, start = leb(section, at + 1)
        out.append((section[at], section[start:start + size]))
        at = start + size
    return out


def function_names(contents):
    """The function names subsection: {index: name}."""
    count, at = leb(contents, 0)
    names = {}
    for _ in range(count):
        index, at = leb(contents, at)
        size, at = leb(contents, at)
        names[index] = contents[at:at + size].decode("utf-8", "replace")
        at += size
    return names


def function_bodies(section):
    """The bytes of each function body of the code section."""
    count, at = leb(section, 0)
    bodies = []
    for _ in range(count):
        size, at = leb(section, at)
        bodies.append(section[at:at + size])
        at += size
    return bodies


def chain(indexes, body):
    """`indexes` in a chain of look-alikes: the smallest body first (the
    lowest index among equals), then each time the one left whose body
    shares the most 5-byte runs with the last one's, over all the runs of
    both (Jaccard); the lowest index among equals."""
    def runs_of(b):
        return {b[k:k + 5] for k in range(len(b) - 4)}
    runs = {i: runs_of(body(i)) for i in indexes}
    left = set(indexes)
    last = min(indexes, key=lambda i: (len(body(i)), i))
    out = [last]
    left.remove(last)
    def likeness(mine, theirs):
        common = len(mine & theirs)
        return common / (1 + len(mine) + len(theirs) - common)
    while left:
        mine = runs[last]
        last = max(left, key=lambda i: (likeness(mine, runs[i]), -i))
        out.append(last)
        left.remove(last)
    return out


def is_c(name):
    """Whether a function is C's (a bare name, no Rust path)."""
    return bool(re.fullmatch(r"[A-Za-z0-9_$.]*", name))


def main(source, target):
    data = open(source, "rb").read()
    parts = sections(data)
    imported = sum(imported_functions(s) for i, s in parts if i == 2)
    sizes = [size for i, s in parts if i == 10 for size in body_sizes(s)]
    name_section = [s for i, s in parts if i == 0 and s[1:1 + s[0]] == b"name"]
    assert name_section, f"{source} has no name section (wasm-bindgen keeps it)"
    names = {}
    for kind, contents in name_subsections(name_section[0]):
        if kind == 1:
            names = function_names(contents)
    assert names, f"{source} names no function"
    defined = range(imported, imported + len(sizes))

    bodies = [body for i, s in parts if i == 10 for body in function_bodies(s)]
    rust = [i for i in defined if not is_c(names.get(i, ""))]
    c = [i for i in defined if is_c(names.get(i, ""))]
    order = []
    for part in (rust, c):
        if part:
            order += chain(part, lambda index: bodies[index - imported])
    width = len(str(len(order)))
    renamed = dict(names)
    for at, index in enumerate(order):
        renamed[index] = f"{at:0{width}d} {names.get(index, '')}"

    listed = bytearray(uleb(len(renamed)))
    for index in sorted(renamed):
        name = renamed[index].encode("utf-8")
        listed += uleb(index) + uleb(len(name)) + name
    out = bytearray(data[:8])
    for section_id, contents in parts:
        if section_id == 0 and contents is name_section[0]:
            size, at = leb(contents, 0)
            rebuilt = bytearray(contents[:at + size])
            for kind, sub in name_subsections(contents):
                sub = bytes(listed) if kind == 1 else sub
                rebuilt += bytes([kind]) + uleb(len(sub)) + sub
            contents = bytes(rebuilt)
        out += bytes([section_id]) + uleb(len(contents)) + contents
    open(target, "wb").write(out)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: order_functions.py IN.wasm OUT.wasm")
    main(sys.argv[1], sys.argv[2])
