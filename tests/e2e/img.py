#!/usr/bin/env python3
"""Pixel checks on screenshots for tests/e2e/run.sh, standard library only.

Screenshots are written by `/usr/bin/import` as `PNG24:` (8-bit RGB, no
palette), which this file decodes itself (zlib + PNG row filters).

Commands (coordinates in screen pixels; a box is X,Y,W,H):
  pixel FILE X Y                 print the colour at X,Y as #rrggbb
  count FILE BOX COLOUR TOL      print how many pixels in BOX are within TOL
                                 (per channel) of COLOUR (#rrggbb)
  bbox FILE BOX COLOUR TOL       print the bounding box X,Y,W,H of those pixels
                                 (exit 1 when there is none)
  crop FILE BOX OUT              write that box of FILE to OUT (PNG, RGB)
  diff A B BOX [TOL] [DY]        print how many pixels in BOX differ by more
                                 than TOL (default 0) in some channel; with
                                 DY, A's BOX is set against B's box DY rows
                                 lower (the same content scrolled elsewhere)
  rows FILE BOX COLOUR TOL       print the Y of each row in BOX holding any
                                 such pixel, as runs "y0-y1" (one per line)
"""

import re
import struct
import sys
import zlib


def read_ppm(data):
    # P6 WIDTH HEIGHT 255, then raw RGB
    m = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    if not m or m.group(3) != b"255":
        sys.exit("img.py: not an 8-bit binary PPM")
    w, h = int(m.group(1)), int(m.group(2))
    return w, h, memoryview(data)[m.end() : m.end() + w * h * 3]


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:2] == b"P6":
        return read_ppm(data)
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"img.py: {path} is not a PNG")
    pos, idat, w, h, ctype, depth = 8, [], 0, 0, None, None
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if depth != 8 or ctype not in (2, 6):
        sys.exit(f"img.py: {path}: need 8-bit RGB or RGBA (got depth {depth}, type {ctype}); write it as PNG24:")
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = w * bpp
    out = bytearray(h * w * 3)
    prev = bytearray(stride)
    i = 0
    for y in range(h):
        ft = raw[i]
        row = bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        if ft == 1:
            for x in range(bpp, stride):
                row[x] = (row[x] + row[x - bpp]) & 255
        elif ft == 2:
            for x in range(stride):
                row[x] = (row[x] + prev[x]) & 255
        elif ft == 3:
            for x in range(stride):
                a = row[x - bpp] if x >= bpp else 0
                row[x] = (row[x] + ((a + prev[x]) >> 1)) & 255
        elif ft == 4:
            for x in range(stride):
                a = row[x - bpp] if x >= bpp else 0
                b = prev[x]
                c = prev[x - bpp] if x >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[x] = (row[x] + pr) & 255
        if bpp == 3:
            out[y * w * 3 : (y + 1) * w * 3] = row
        else:
            o = y * w * 3
            for x in range(w):
                out[o + 3 * x : o + 3 * x + 3] = row[4 * x : 4 * x + 3]
        prev = row
    return w, h, out


def write_png(path, w, h, rgb):
    rows = b"".join(b"\x00" + bytes(rgb[y * w * 3 : (y + 1) * w * 3]) for y in range(h))

    def chunk(kind, body):
        c = struct.pack(">I", len(body)) + kind + body
        return c + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(rows, 6)))
        f.write(chunk(b"IEND", b""))


def box(s, w, h):
    x, y, bw, bh = (int(v) for v in s.split(","))
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(w, x + bw), min(h, y + bh)
    return x0, y0, x1, y1


def colour(s):
    s = s.lstrip("#")
    return tuple(int(s[i : i + 2], 16) for i in (0, 2, 4))


def matches(img, box_s, col, tol):
    w, h, px = img
    x0, y0, x1, y1 = box(box_s, w, h)
    r, g, b = colour(col)
    tol = int(tol)
    if tol == 0:
        yield from exact(img, col, (x0, y0, x1, y1))
        return
    for y in range(y0, y1):
        o = y * w * 3
        for x in range(x0, x1):
            p = o + 3 * x
            if abs(px[p] - r) <= tol and abs(px[p + 1] - g) <= tol and abs(px[p + 2] - b) <= tol:
                yield x, y


def exact(img, col, bx=None):
    """Positions of pixels exactly of colour COL (fast: bytes.find per row)."""
    w, h, px = img
    needle = bytes(colour(col))
    buf = bytes(px)
    x0, y0, x1, y1 = bx if bx else (0, 0, w, h)
    for y in range(y0, y1):
        row = buf[(y * w + x0) * 3 : (y * w + x1) * 3]
        i = row.find(needle)
        while i != -1:
            if i % 3 == 0:
                yield x0 + i // 3, y
                i = row.find(needle, i + 3)
            else:
                i = row.find(needle, i + 1)


def components(points, gap=4):
    """Groups points lying within GAP pixels of each other; returns bboxes."""
    left = set(points)
    out = []
    while left:
        seed = left.pop()
        stack, comp = [seed], [seed]
        while stack:
            x, y = stack.pop()
            for dx in range(-gap, gap + 1):
                for dy in range(-gap, gap + 1):
                    q = (x + dx, y + dy)
                    if q in left:
                        left.remove(q)
                        stack.append(q)
                        comp.append(q)
        xs = [p[0] for p in comp]
        ys = [p[1] for p in comp]
        out.append((min(xs), min(ys), max(xs) + 1, max(ys) + 1, len(comp)))
    return out


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    cmd, a = argv[1], argv[2:]
    if cmd == "pixel":
        w, h, px = read_png(a[0])
        x, y = int(a[1]), int(a[2])
        p = (y * w + x) * 3
        print("#%02x%02x%02x" % (px[p], px[p + 1], px[p + 2]))
    elif cmd == "count":
        print(sum(1 for _ in matches(read_png(a[0]), a[1], a[2], a[3])))
    elif cmd == "bbox":
        pts = list(matches(read_png(a[0]), a[1], a[2], a[3]))
        if not pts:
            return 1
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        print(f"{min(xs)},{min(ys)},{max(xs) - min(xs) + 1},{max(ys) - min(ys) + 1}")
    elif cmd == "rows":
        ys = sorted({p[1] for p in matches(read_png(a[0]), a[1], a[2], a[3])})
        runs = []
        for y in ys:
            if runs and y == runs[-1][1] + 1:
                runs[-1][1] = y
            else:
                runs.append([y, y])
        for r in runs:
            print(f"{r[0]}-{r[1]}")
    elif cmd == "crop":
        w, h, px = read_png(a[0])
        x0, y0, x1, y1 = box(a[1], w, h)
        cw = x1 - x0
        out = bytearray()
        for y in range(y0, y1):
            out += px[(y * w + x0) * 3 : (y * w + x1) * 3]
        write_png(a[2], cw, y1 - y0, out)
    elif cmd == "diff":
        wa, ha, pa = read_png(a[0])
        wb, hb, pb = read_png(a[1])
        if (wa, ha) != (wb, hb):
            sys.exit("img.py diff: the two screenshots differ in size")
        x0, y0, x1, y1 = box(a[2], wa, ha)
        tol = int(a[3]) if len(a) > 3 else 0
        dy = int(a[4]) if len(a) > 4 else 0
        if y0 + dy < 0 or y1 + dy > ha:
            sys.exit(f"img.py diff: the box {a[2]} moved by {dy} rows leaves the screenshot")
        n = 0
        for y in range(y0, y1):
            ra = bytes(pa[(y * wa + x0) * 3 : (y * wa + x1) * 3])
            rb = bytes(pb[((y + dy) * wa + x0) * 3 : ((y + dy) * wa + x1) * 3])
            if ra == rb:
                continue
            for i in range(0, len(ra), 3):
                if ra[i : i + 3] != rb[i : i + 3] and max(abs(ra[i + k] - rb[i + k]) for k in range(3)) > tol:
                    n += 1
        print(n)
    elif cmd == "focus":
        # focus FILE RING FILL: each ring-coloured outline (the keyboard focus
        # ring, outline colour RING) as "X,Y,W,H PIXELS FILLFRACTION", where
        # FILLFRACTION is the share of its inside painted exactly FILL.
        img = read_png(a[0])
        for x0, y0, x1, y1, n in sorted(components(list(exact(img, a[1]))), key=lambda c: (c[1], c[0])):
            inner = (x0 + 5, y0 + 5, max(x0 + 6, x1 - 5), max(y0 + 6, y1 - 5))
            area = (inner[2] - inner[0]) * (inner[3] - inner[1])
            fill = sum(1 for _ in exact(img, a[2], inner)) / area
            print(f"{x0},{y0},{x1 - x0},{y1 - y0} {n} {fill:.3f}")
    elif cmd == "exact":
        # exact FILE BOX COLOUR: how many pixels in BOX are exactly COLOUR
        w, h, _ = img = read_png(a[0])
        print(sum(1 for _ in exact(img, a[2], box(a[1], w, h))))
    elif cmd == "blobs":
        # blobs FILE BOX COLOUR MINPIXELS: bounding boxes of groups of
        # exactly-COLOUR pixels with at least MINPIXELS pixels
        w, h, _ = img = read_png(a[0])
        for x0, y0, x1, y1, n in sorted(components(list(exact(img, a[2], box(a[1], w, h))), 2), key=lambda c: (c[1], c[0])):
            if n >= int(a[3]):
                print(f"{x0},{y0},{x1 - x0},{y1 - y0} {n}")
    else:
        sys.exit(__doc__)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
