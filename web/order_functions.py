"""Orders the web build's functions so that gzip finds more of each in the
ones just before it. Run by `make web-build` between two runs of wasm-opt:

    python3 web/order_functions.py IN.wasm OUT.wasm

IN.wasm is the module as wasm-opt has shrunk it (`-Oz --converge`), its
function names kept (`-g`): the bodies gzip will meet, not the linker's.
The order of a module's functions is free (calls name a function by its
index, and wasm-opt renumbers them all), but gzip only looks 32 KB back,
and finds its matches in code like the code it is compressing. This
script changes no code: it renames each function in the module's name
section to `NNNNN old-name`, NNNNN its place in the order wanted, and the
second wasm-opt (`--reorder-functions-by-name`, no optimisation pass, then
the names stripped) lays them out in that order.

The order: a chain of look-alikes. From each function, the next is the
one not yet placed whose bytes share the most 4-byte strings with it
(Jaccard similarity of the sets of 4-grams), among the functions that
share one of the 16 smallest hashes of its 4-grams (a bottom-k sketch:
the candidates are found without comparing every pair); when none is
left, the next function in the fallback order: Rust's functions grouped
by crate and module (the first two parts of their path), smallest first
within a group, then the C functions (SQLite, with no path) as linked.
Measured on the site's wasm (issue 41's order, grouped by module alone
before wasm-opt, -> this chain after it): 1,194,767 -> 1,182,510 bytes
gzipped (-1.0 %), the same code.
"""

import collections
import heapq
import re
import sys
import zlib


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


def group(name):
    """A Rust function's crate and module (`dioxus_signals::memo`), or
    None for a C function (a bare name)."""
    if re.fullmatch(r"[A-Za-z0-9_$.]*", name):
        return None
    return "::".join(name.lstrip('<&"').split("::")[:2])


def bodies(section):
    """The function bodies of the code section."""
    count, at = leb(section, 0)
    out = []
    for _ in range(count):
        size, at = leb(section, at)
        out.append(section[at:at + size])
        at += size
    return out


# The chain's settings (measured: 3-grams, 6-grams, 8 or 32 hashes
# compress less or no better; a bucket that holds more functions than
# BUCKET_CAP is a 4-gram nearly every function has, and finds nothing).
GRAM = 4
SKETCH = 16
BUCKET_CAP = 600


def chain(codes, fallback):
    """The functions (indices into `codes`) in the order of a chain of
    look-alikes (see the module's doc), `fallback` when none is left."""
    grams = [
        {zlib.crc32(code[j:j + GRAM]) for j in range(max(1, len(code) - GRAM + 1))}
        for code in codes
    ]
    sketches = [heapq.nsmallest(SKETCH, g) for g in grams]
    buckets = collections.defaultdict(list)
    for i, sketch in enumerate(sketches):
        for h in sketch:
            buckets[h].append(i)
    placed = [False] * len(codes)
    order = []
    rest = iter(fallback)
    current = None
    while len(order) < len(codes):
        best, pick = 0.0, None
        if current is not None:
            mine = grams[current]
            seen = set()
            for h in sketches[current]:
                bucket = buckets[h]
                if len(bucket) > BUCKET_CAP:
                    continue
                for other in bucket:
                    if placed[other] or other in seen:
                        continue
                    seen.add(other)
                    theirs = grams[other]
                    shared = len(mine & theirs)
                    score = shared / (len(mine) + len(theirs) - shared)
                    if score > best:
                        best, pick = score, other
        if pick is None:
            pick = next(i for i in rest if not placed[i])
        placed[pick] = True
        order.append(pick)
        current = pick
    return order


def main(source, target):
    data = open(source, "rb").read()
    parts = sections(data)
    imported = sum(imported_functions(s) for i, s in parts if i == 2)
    codes = [code for i, s in parts if i == 10 for code in bodies(s)]
    name_section = [s for i, s in parts if i == 0 and s[1:1 + s[0]] == b"name"]
    assert name_section, f"{source} has no name section (wasm-opt -g keeps it)"
    names = {}
    for kind, contents in name_subsections(name_section[0]):
        if kind == 1:
            names = function_names(contents)
    assert names, f"{source} names no function"

    def place(at):
        index = imported + at
        module = group(names.get(index, ""))
        if module is None:
            return (1, "", index)  # the C functions last, as linked
        return (0, module, len(codes[at]), index)

    fallback = sorted(range(len(codes)), key=place)
    order = [imported + at for at in chain(codes, fallback)]
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
