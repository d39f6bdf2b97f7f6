#!/usr/bin/env python3
"""Measures mextrain's screens in a real browser at phone and tablet sizes.

    python3 tests/layout/check.py [PAGES_DIR]

PAGES_DIR (default tests/layout/out/pages) holds the screens as standalone
HTML files, written by `cargo test --test ui_layout -- --ignored` (the real
components with the real stylesheet inlined). Each page is loaded in Debian's
Chromium (driven by Playwright from PyPI) as a Pixel 7, a 360x740 phone, and a
tablet in portrait (800x1280) and landscape (1280x800), all with touch, and
measured:

  * no sideways scrolling: document.documentElement.scrollWidth <= innerWidth;
  * nothing cut off: no control lies past the right edge (unless it sits in
    a box that scrolls sideways on its own, like a wide table);
  * every visible button, link, input, select and [role=button] is at least
    44x44 CSS px (links inside a sentence excepted, as WCAG 2.5.8 does);
  * the tile picker: tiles at least 44x44 with their numbers written on them;
    while picking, scrolled halfway down the picker, the running total and
    the Done button are in view; and the first tap moves no tile (the page
    with the picker just opened against the page after two taps).

Screenshots of every page and size go to tests/layout/out/ for a person to
look at. Exits 1 with the offenders listed when a check fails.
"""

import os
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
PAGES = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT / "pages"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
MIN = 44

# Every visible control, with what names it, its box, and why it may be exempt.
MEASURE = """
() => {
  const sel = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button]';
  const out = [];
  const name = (e) => e.id ? '#' + e.id
      : (e.tagName.toLowerCase() + (e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\\s+/).join('.') : ''))
        + ' "' + (e.innerText || e.value || e.getAttribute('aria-label') || e.title || '').trim().slice(0, 30) + '"';
  const scrollsSideways = (e) => {
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth) return true;
    }
    return false;
  };
  for (const e of document.querySelectorAll(sel)) {
    const cs = getComputedStyle(e);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    // A link inside a sentence (WCAG 2.5.8's inline exception).
    const inline = e.tagName === 'A' && cs.display === 'inline'
      && e.parentElement && /^(P|LI|SPAN|TD|DD)$/.test(e.parentElement.tagName)
      && e.parentElement.innerText.trim().length > e.innerText.trim().length + 8;
    out.push({name: name(e), w: r.width, h: r.height, left: r.left, right: r.right,
              inline, scrolls: scrollsSideways(e)});
  }
  return {scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, controls: out};
}
"""


def devices(p):
    pixel = dict(p.devices["Pixel 7"])
    touch = dict(is_mobile=True, has_touch=True, device_scale_factor=2)
    return [
        ("pixel7", pixel),
        ("phone360", dict(viewport={"width": 360, "height": 740}, **touch)),
        ("tablet-portrait", dict(viewport={"width": 800, "height": 1280}, **touch)),
        ("tablet-landscape", dict(viewport={"width": 1280, "height": 800}, has_touch=True, device_scale_factor=1)),
    ]


def box(page, css):
    return page.eval_on_selector(css, "e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }")


def check_page(page, name, size, problems):
    m = page.evaluate(MEASURE)
    where = f"{name} @ {size}"
    # A phone browser widens its layout viewport to fit a page that is too
    # wide (innerWidth grows with it): measure against the device's width.
    width = page.viewport_size["width"]
    if m["scrollWidth"] > width or m["innerWidth"] > width:
        problems.append(f"{where}: scrolls sideways (page {m['scrollWidth']} px wide, screen {width} px)")
    m["innerWidth"] = width
    small, cut = [], []
    for c in m["controls"]:
        if not c["inline"] and (c["w"] < MIN - 0.5 or c["h"] < MIN - 0.5):
            small.append(f"{c['name']} {c['w']:.0f}x{c['h']:.0f}")
        if not c["scrolls"] and (c["right"] > m["innerWidth"] + 1 or c["left"] < -1):
            cut.append(f"{c['name']} at x {c['left']:.0f}..{c['right']:.0f}")
    if small:
        problems.append(f"{where}: {len(small)} tap targets under {MIN}x{MIN}: " + "; ".join(sorted(set(small))[:25]))
    if cut:
        problems.append(f"{where}: {len(cut)} controls cut off at the edge: " + "; ".join(cut[:15]))


def check_picker(page, size, problems, first_tile_box):
    where = f"game-picker @ {size}"
    tiles = page.eval_on_selector_all(
        ".picker .tile-btn",
        "es => es.map(e => { const r = e.getBoundingClientRect(); return [e.id, r.width, r.height, (e.innerText || '').trim()]; })",
    )
    if len(tiles) != 91:
        problems.append(f"{where}: {len(tiles)} tiles in the double-12 picker, not 91")
    for tid, w, h, text in tiles:
        want = tid.removeprefix("tile-")
        if w < MIN or h < MIN:
            problems.append(f"{where}: tile {tid} is {w:.0f}x{h:.0f}")
            break
        if text.replace(" ", "").replace("\n", "") not in (want, want.replace("-", "|")):
            problems.append(f"{where}: tile {tid} does not say its numbers (reads '{text}')")
            break
    # Scroll so that the middle of the picker is under the finger.
    page.eval_on_selector(".picker", "e => { const r = e.getBoundingClientRect(); window.scrollTo(0, window.scrollY + r.top + r.height / 2 - innerHeight / 2); }")
    page.wait_for_timeout(50)
    vh = page.evaluate("innerHeight")
    for css, what in (("#pick-total", "the hand's running total"), ("#pick-done", "the Done button")):
        if page.query_selector(css) is None:
            problems.append(f"{where}: no {what} ({css})")
            continue
        _, top, _, h = box(page, css)
        if top < 0 or top + h > vh:
            problems.append(f"{where}: {what} ({css}) is out of view while picking (top {top:.0f}, window {vh} px high)")
    return first_tile_box


def main():
    pages = sorted(PAGES.glob("*.html"))
    if not pages:
        sys.exit(f"layout: no pages in {PAGES}: run `cargo test --test ui_layout -- --ignored` first")
    OUT.mkdir(parents=True, exist_ok=True)
    problems = []
    shots = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            for size, dev in devices(p):
                ctx = browser.new_context(**dev)
                page = ctx.new_page()
                for f in pages:
                    name = f.stem
                    page.goto(f.as_uri())
                    check_page(page, name, size, problems)
                    page.screenshot(path=str(OUT / f"{size}-{name}.png"), full_page=True, scale="css")
                    shots += 1
                    if name == "game-picker":
                        check_picker(page, size, problems, None)
                        page.screenshot(path=str(OUT / f"{size}-{name}-picking.png"), scale="css")
                # No layout shift: the tiles stand where they stood before the first tap.
                opened, tapped = PAGES / "game-picker-open.html", PAGES / "game-picker.html"
                if opened.exists() and tapped.exists():
                    moved = []
                    where = {}
                    for f in (opened, tapped):
                        page.goto(f.as_uri())
                        where[f] = page.eval_on_selector_all(
                            ".picker .tile-btn",
                            "es => es.map(e => { const r = e.getBoundingClientRect(); return [e.id, Math.round(r.left + scrollX), Math.round(r.top + scrollY)]; })",
                        )
                    before = {t: (x, y) for t, x, y in where[opened]}
                    for t, x, y in where[tapped]:
                        if before.get(t) != (x, y):
                            moved.append(f"{t} {before.get(t)} -> {(x, y)}")
                    if moved:
                        problems.append(f"game-picker @ {size}: the first taps moved {len(moved)} tiles: " + "; ".join(moved[:5]))
                else:
                    problems.append("layout: game-picker-open.html and game-picker.html are needed for the layout-shift check")
                ctx.close()
        finally:
            browser.close()
    for line in problems:
        print("layout: FAIL:", line)
    print(f"layout: {len(pages)} pages x 4 sizes measured, {shots} screenshots in {OUT}")
    if problems:
        sys.exit(1)
    print("layout: OK")


if __name__ == "__main__":
    main()
