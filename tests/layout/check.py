#!/usr/bin/env python3
"""Measures mextrain's screens in a real browser at phone and tablet sizes.

    python3 tests/layout/check.py [PAGES_DIR]

PAGES_DIR (default tests/layout/out/pages) holds the screens as standalone
HTML files, written by `cargo test --features testing --test screens -- --ignored` (the real
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
    with the picker just opened against the page after two taps). Until a
    mode is chosen, a phone shows the number pad and a tablet the grid;
  * the number pad (on a phone, and on every size once chosen; double-12
    and double-18): one key per number 0..12 (0..18), each at least 44x44
    (56 px high on a phone), all of them in view and uncovered (not under
    the sticky head or the tab bar) at once while the running total and
    Done are in view too; and entering tiles or a pending half moves no key
    (the pad just opened against the pad after five tiles and a half).

Screenshots of every page and size go to tests/layout/out/ for a person to
look at. Exits 1 with the offenders listed when a check fails.
"""

import os
import re
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from axe import violations  # noqa: E402

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


PHONE = 700  # the stylesheet's phone width: the pad is shown there until a mode is chosen

# The visible elements matching a selector: id, box, text.
VISIBLE = """
(sel) => [...document.querySelectorAll(sel)]
  .map(e => [e, e.getBoundingClientRect()])
  .filter(([e, r]) => r.width > 0 && r.height > 0)
  .map(([e, r]) => [e.id, r.left, r.top, r.width, r.height, (e.innerText || '').trim()])
"""

# The height at the bottom of the window a fixed bar covers (the phone's tab bar).
COVERED_BELOW = """
() => { const p = document.querySelector('.places');
        if (!p || getComputedStyle(p).position !== 'fixed') return 0;
        return Math.max(0, innerHeight - p.getBoundingClientRect().top); }
"""

# Whether the point at the middle of the element with this id hits it (and
# not a sticky head or a fixed bar over it).
UNCOVERED = """
(id) => { const e = document.getElementById(id); const r = e.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!hit && (hit === e || e.contains(hit)); }
"""


# Issue 18: tables that show every column, chart text, dots in line.
TABLES = """
() => {
  const out = [];
  for (const t of document.querySelectorAll('table')) {
    if (t.classList.contains('rb-compare')) continue;  // marked, and opened on purpose
    const r = t.getBoundingClientRect();
    if (r.width === 0) continue;
    let scroller = null;
    for (let p = t.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth + 1) { scroller = p; break; }
    }
    let clipped = 0;
    for (const c of t.querySelectorAll('td, th')) {
      const head = c.closest('thead');
      if (head && getComputedStyle(head).position === 'absolute') continue;  // for screen readers only
      const cr = c.getBoundingClientRect();
      if (cr.width === 0) continue;
      if (cr.right > innerWidth + 1 || cr.left < -1 || c.scrollWidth > c.clientWidth + 2) clipped++;
    }
    out.push({id: t.id || t.className, right: r.right, width: r.width, scroller: !!scroller, clipped});
  }
  return out;
}
"""

CHART_TEXT = """
() => {
  let smallest = 1e9;
  for (const svg of document.querySelectorAll('svg.chart')) {
    const r = svg.getBoundingClientRect();
    if (r.width === 0) continue;
    const vb = svg.viewBox.baseVal;
    const scale = r.width / vb.width;
    for (const t of svg.querySelectorAll('text')) {
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      smallest = Math.min(smallest, px);
    }
  }
  return smallest;
}
"""

DOTS = """
() => [...document.querySelectorAll('table.scores thead th .chip')]
  .filter(c => getComputedStyle(c.closest('thead')).position !== 'absolute')  // stacked: the header is for screen readers
  .map(c => c.getBoundingClientRect()).filter(r => r.width > 0).map(r => r.top + r.height / 2)
"""


def check_issue18(page, name, size, problems):
    where = f"{name} @ {size}"
    phone = page.viewport_size["width"] <= PHONE
    for t in page.evaluate(TABLES):
        if t["right"] > page.viewport_size["width"] + 1 or t["scroller"] or t["clipped"]:
            problems.append(f"{where}: table {t['id']} does not show all its columns "
                            f"({t['width']:.0f} px wide, right edge {t['right']:.0f}, scrolls sideways: {t['scroller']}, {t['clipped']} cells cut)")
    if phone:
        smallest = page.evaluate(CHART_TEXT)
        if smallest < 1e9 and smallest < 12 - 0.05:
            problems.append(f"{where}: chart text is {smallest:.1f} CSS px on a phone (at least 12)")
    dots = page.evaluate(DOTS)
    if dots and max(dots) - min(dots) > 1:
        problems.append(f"{where}: the scoreboard's colour dots are not level ({min(dots):.0f}..{max(dots):.0f} px)")
    if phone and base(name).startswith("game") and page.query_selector("#starter-0") and not page.query_selector("#picker-card"):
        below = page.evaluate(COVERED_BELOW)
        _, top, _, h = box(page, "#starter-0")
        vh = page.evaluate("innerHeight")
        if top + h > vh - below:
            problems.append(f"{where}: the round form's starter buttons are below the first screen (bottom {top + h:.0f}, screen {vh - below:.0f})")


FOCUS = """
() => { const e = document.activeElement; if (!e || e === document.body) return null;
        const cs = getComputedStyle(e);
        return [e.id || e.tagName, cs.outlineStyle, parseFloat(cs.outlineWidth)]; }
"""


def check_focus(page, where, problems):
    """Tab through the first controls: each shows a focus ring of 2 px or more."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    seen = 0
    for _ in range(6):
        page.keyboard.press("Tab")
        f = page.evaluate(FOCUS)
        if f is None:
            continue
        seen += 1
        name, style, width = f
        if style == "none" or width < 2:
            problems.append(f"{where}: focus on {name} is not visible (outline {style} {width} px)")
            return
    if not seen:
        problems.append(f"{where}: Tab reaches no control")


def check_pad(page, name, size, problems):
    """The number pad, in use: keys big enough, all in view at once with the
    running total and Done."""
    where = f"{name} @ {size}"
    keys = page.evaluate(VISIBLE, ".tile-pad .pad-key")
    top = 18 if name.endswith("-18") else 12
    if len(keys) != top + 1:
        problems.append(f"{where}: {len(keys)} keys on the double-{top} number pad, not {top + 1} (0 to {top})")
        return
    phone = page.viewport_size["width"] <= PHONE
    tall = 56 if phone else MIN
    for kid, _, _, w, h, text in keys:
        if w < MIN - 0.5 or h < tall - 0.5:
            problems.append(f"{where}: pad key {kid} is {w:.0f}x{h:.0f} (want {MIN} wide, {tall} high)")
            break
        if text.split()[0] != kid.removeprefix("pad-"):
            problems.append(f"{where}: pad key {kid} does not say its number (reads '{text}')")
            break
    # In use: the last row of keys just above the bottom of the window (or
    # the phone's tab bar).
    below = page.evaluate(COVERED_BELOW)
    page.eval_on_selector(
        ".tile-pad .pad-keys",
        "(e, below) => { const r = e.getBoundingClientRect(); window.scrollTo(0, window.scrollY + r.bottom - (innerHeight - below) + 4); }",
        below,
    )
    page.wait_for_timeout(50)
    vh = page.evaluate("innerHeight")
    for kid, _, top, _, h, _ in page.evaluate(VISIBLE, ".tile-pad .pad-key, #pad-back"):
        if top < 0 or top + h > vh - below + 0.5:
            problems.append(f"{where}: pad key {kid} is out of view while the pad is in use (top {top:.0f}, {h:.0f} high, window {vh} px, {below:.0f} px under the tab bar)")
            break
        if not page.evaluate(UNCOVERED, kid):
            problems.append(f"{where}: pad key {kid} is covered (by the sticky head or the tab bar) while the pad is in use")
            break
    for css, what in (("pick-total", "the hand's running total"), ("pick-done", "the Done button")):
        if page.query_selector("#" + css) is None:
            problems.append(f"{where}: no {what} (#{css})")
            continue
        _, top, _, h = box(page, "#" + css)
        if top < 0 or top + h > vh - below or not page.evaluate(UNCOVERED, css):
            problems.append(f"{where}: {what} (#{css}) is out of view while the pad is in use (top {top:.0f}, window {vh} px high)")


def check_picker(page, size, problems, first_tile_box):
    where = f"game-picker @ {size}"
    if page.viewport_size["width"] <= PHONE:
        # Not chosen yet: a phone gets the number pad, not the grid.
        if page.evaluate(VISIBLE, ".picker .tile-btn"):
            problems.append(f"{where}: the grid of tiles shows on a phone before a mode is chosen (the pad should)")
        check_pad(page, "game-picker", size, problems)
        return first_tile_box
    if page.evaluate(VISIBLE, ".tile-pad .pad-key"):
        problems.append(f"{where}: the number pad shows on a tablet before a mode is chosen (the grid should)")
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


def base(name):
    """A page's screen without its language: fr-CA-game -> game."""
    return re.sub(r"^[a-z]{2}-[A-Z]{2}-", "", name)


def main():
    pages = sorted(PAGES.glob("*.html"))
    if not pages:
        sys.exit(f"layout: no pages in {PAGES}: run `cargo test --features testing --test screens -- --ignored` first")
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
                    check_issue18(page, name, size, problems)
                    if size in ("pixel7", "tablet-portrait"):
                        problems.extend(violations(page, f"{name} @ {size} light"))
                    page.screenshot(path=str(OUT / f"{size}-{name}.png"), full_page=True, scale="css")
                    shots += 1
                    if base(name) == "game-picker":
                        check_picker(page, size, problems, None)
                        page.screenshot(path=str(OUT / f"{size}-{name}-picking.png"), scale="css")
                    if base(name) in ("game-pad", "game-pad-18"):
                        check_pad(page, name, size, problems)
                        page.screenshot(path=str(OUT / f"{size}-{name}-in-use.png"), scale="css")
                # No layout shift: the tiles (or the pad's keys) stand where
                # they stood before the first tap.
                for stem, taps in (("game-picker", "the first taps"), ("game-pad", "five tiles and a pending half")):
                    opened, tapped = PAGES / f"{stem}-open.html", PAGES / f"{stem}.html"
                    if not (opened.exists() and tapped.exists()):
                        problems.append(f"layout: {opened.name} and {tapped.name} are needed for the layout-shift check")
                        continue
                    moved = []
                    where = {}
                    for f in (opened, tapped):
                        page.goto(f.as_uri())
                        where[f] = [
                            (i, round(x + page.evaluate("scrollX")), round(y + page.evaluate("scrollY")))
                            for i, x, y, _, _, _ in page.evaluate(VISIBLE, ".picker .tile-btn, .tile-pad .pad-key")
                        ]
                    if not where[opened]:
                        problems.append(f"{stem} @ {size}: no tile or pad key in view to check for layout shift")
                    before = {t: (x, y) for t, x, y in where[opened]}
                    for t, x, y in where[tapped]:
                        if before.get(t) != (x, y):
                            moved.append(f"{t} {before.get(t)} -> {(x, y)}")
                    if moved:
                        problems.append(f"{stem} @ {size}: {taps} moved {len(moved)} tiles or keys: " + "; ".join(moved[:5]))
                ctx.close()
            # Reduced motion, as the system asks: no transition or animation
            # lasts; and focus is visible in the light theme too.
            ctx = browser.new_context(reduced_motion="reduce", viewport={"width": 800, "height": 1280})
            page = ctx.new_page()
            page.goto((PAGES / "game.html").as_uri())
            check_focus(page, "game @ light", problems)
            lasting = page.evaluate("""() => [...document.querySelectorAll('button, a, .save-state, *')]
                .filter(e => { const cs = getComputedStyle(e);
                  const d = s => Math.max(...s.split(',').map(x => parseFloat(x) * (x.trim().endsWith('ms') ? 0.001 : 1)));
                  return d(cs.transitionDuration) > 0.001 || d(cs.animationDuration) > 0.001; })
                .map(e => e.id || e.tagName).slice(0, 5)""")
            if lasting:
                problems.append(f"reduced motion: these still move: {lasting}")
            ctx.close()
            # 200% zoom on a 360 px phone: the page is 180 CSS px wide.
            # Text stays usable: the page never scrolls sideways.
            ctx = browser.new_context(viewport={"width": 180, "height": 370}, is_mobile=True,
                                      has_touch=True, device_scale_factor=4)
            page = ctx.new_page()
            for f in pages:
                page.goto(f.as_uri())
                wide = page.evaluate("document.documentElement.scrollWidth")
                if wide > 180:
                    problems.append(f"{f.stem} @ 200% zoom: the page scrolls sideways ({wide} px wide, screen 180 px)")
                if base(f.stem) in ("game", "stats", "checker", "table-hand"):
                    page.screenshot(path=str(OUT / f"zoom200-{f.stem}.png"), full_page=True, scale="css")
                    shots += 1
            ctx.close()
            # Dark mode, as the system asks for it: axe (colour contrast
            # above all) on every page, phone and tablet.
            for size, dev in devices(p):
                if size not in ("pixel7", "tablet-portrait"):
                    continue
                ctx = browser.new_context(color_scheme="dark", **dev)
                page = ctx.new_page()
                for f in pages:
                    page.goto(f.as_uri())
                    problems.extend(violations(page, f"{f.stem} @ {size} dark"))
                    if base(f.stem) in ("game", "checker", "rules"):
                        check_focus(page, f"{f.stem} @ {size} dark", problems)
                    if base(f.stem) in ("game", "stats", "checker", "table-hand"):
                        page.screenshot(path=str(OUT / f"{size}-dark-{f.stem}.png"), full_page=True, scale="css")
                        shots += 1
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
