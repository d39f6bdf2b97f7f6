#!/usr/bin/env python3
"""The board of a club night for a room (issue 42), measured in Debian's
Chromium: the real `mextrain serve --night` on 127.0.0.1 and the web
build's board link (`/?board=TOKEN`).

    python3 tests/web/board.py [DIST_DIR] [MEXTRAIN]

`mextrain night new` seats 48 players at 12 tables of four (classic, 13
rounds a game, 45 minutes); two rounds of game 1 are played at every table
through the host's API (each table's host link) and each table's game is
ended there (`night end-game`); `mextrain night next` starts game 2, in
which table 1 is at round 10 and tables 2-6 at round 2, and a few phones'
hands are entered, so that the board shows 12 tables in play, who has
entered, the time left and 48 lines of standings. Then the board
link is opened:

- on a television, 1920x1080, English light and French dark: the smallest
  computed font-size of any visible text is at least 28 px; nothing
  scrolls (scrollHeight <= innerHeight, scrollWidth <= innerWidth); every
  table and the first ten lines of the standings are on the screen; the
  time left is large; the standings' page turns by itself (10 s); and in
  12 s the page asks the host nothing (the stream brings the board);
- on a laptop, 1366x768, English light and French dark: nothing scrolls;
- on a laptop, 1280x800, English light: the same;
- on a phone (Playwright's Pixel 7), English light and French dark:
  nothing scrolls sideways (the page scrolls down, one column);
- a phone's entry, then table 8's whole round saved at its table, reach
  the television through the stream, without a reload or any request;
- axe finds nothing on any of them.

The figures are printed (`board figures:`), a line per size; screenshots in
tests/web/out/board-*.png (docs/screenshots/refresh.py takes the README's
from them). Exits 1 when a check fails.
"""

import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "layout"))
from browser import beside, build_of, free_port, main_of, raw_keys  # noqa: E402
from night import NightHost, api, cli, context, settle, tables_of, OUT  # noqa: E402

# 48 names, some long, as a club's are.
NAMES = """Ana Ben Cleo Dee Eve Flo Gus Hana Ivan Jo Kim Lou Marguerite Nadia Omar Pia
Quentin Rosa Sam Tess Ulysse Vera Walt Xena Yves Zoe Bartholomew Céline Dmitri Élodie Farid
Gwendolyn Hugo Inès Jean-Christophe Kateryna Léo Maximilienne Noé Océane Pierre-Luc Rémi
Stéphanie Thibault Ursula Valentin Wilhelmina Yannick""".split()

# The smallest font-size of any text a person sees: every element with a
# text node of its own that is laid out, not hidden, larger than the 1 px
# of visually-hidden text, and on the screen.
SMALLEST = """
() => {
  let least = Infinity, where = '';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const e = n.parentElement;
    const cs = getComputedStyle(e);
    if (cs.visibility !== 'visible' || cs.display === 'none') continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) continue;
    const size = parseFloat(cs.fontSize);
    if (size < least) { least = size; where = (e.id ? '#' + e.id : e.tagName.toLowerCase() + '.' + e.className) + ' "' + n.textContent.trim().slice(0, 30) + '"'; }
  }
  return [least, where];
}
"""

# What scrolls, and what is on the screen.
LAYOUT = """
() => {
  const d = document.documentElement;
  const inView = (e) => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5; };
  const shown = (e) => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0;
  const tables = [...document.querySelectorAll('.board-table')];
  const rows = [...document.querySelectorAll('#standings tbody tr')];
  const time = document.querySelector('#board-time');
  return {
    scrollHeight: d.scrollHeight, innerHeight, scrollWidth: d.scrollWidth, innerWidth,
    tables: tables.length, tablesShown: tables.filter(shown).length, tablesInView: tables.filter(e => shown(e) && inView(e)).length,
    rows: rows.length, rowsShown: rows.filter(shown).length,
    topTenInView: rows.slice(0, 10).filter(e => shown(e) && inView(e)).length,
    pages: parseInt(document.querySelector('#board').dataset.pages || '1'),
    ranksNote: [...document.querySelectorAll('.board-page')].filter(shown).map(e => e.innerText).join('; '),
    time: time ? parseFloat(getComputedStyle(time).fontSize) : 0,
    topbar: !!document.querySelector('.topbar, nav'),
  };
}
"""


class BigNight(NightHost):
    """`mextrain serve --night 1` with its twelve tables' host tokens."""

    def start(self):
        super(NightHost, self).start()
        for k in ("Join link", "Board link"):
            assert k in self.links, f"no {k} in: {''.join(self.log)}"
        assert len(self.hosts) == 12, "".join(self.log)


def play_round(base, hosts, seats, key, rnd, tables=None):
    """Round `rnd` at `tables` (every table by default) through their host
    links: one seat goes out (seat 0, then 1...), the others score by
    table, seat and round; then each table saves it."""
    for t in tables or sorted(seats):
        for s in range(len(seats[t])):
            body = {"round": rnd, "seat": s, "key": f"{key}-{t}-{s}-{rnd}"}
            out = s == rnd % len(seats[t])
            body.update({"out": True} if out else {"total": str((7 * s + 5 * t + 11 * rnd) % 40 + 1)})
            st, v = api(base, "PUT", "/api/entry", hosts[t], body)
            assert st == 200, v
            time.sleep(0.06)
        st, v = api(base, "POST", "/api/round", hosts[t], {"round": rnd, "key": f"{key}-{t}-{rnd}", "starter": 0})
        assert st == 200, v
        time.sleep(0.06)


def end_game(binary, data, table):
    """`mextrain night end-game 1 TABLE`, again while the host (which
    writes the same file) holds the database."""
    import subprocess
    for _ in range(20):
        out = subprocess.run([str(binary), "night", "end-game", "--data-dir", str(data), "1", str(table)],
                             capture_output=True, text=True, timeout=60)
        if out.returncode == 0:
            return
        assert "locked" in out.stderr + out.stdout, out.stderr + out.stdout
        time.sleep(0.5)
    raise AssertionError(f"night end-game 1 {table}: the database stayed locked")


def measure(page, name):
    """The figures of `page`, and the problems they show."""
    least, where = page.evaluate(SMALLEST)
    lay = page.evaluate(LAYOUT)
    fig = {"size": name, "smallest_px": round(least, 2), "smallest_at": where,
           "scrolls_down": lay["scrollHeight"] > lay["innerHeight"],
           "scrolls_sideways": lay["scrollWidth"] > lay["innerWidth"], **lay}
    return fig


def board_page(browser, p, base, query, name, viewport, lang, scheme, phone=None):
    """The board link at `viewport` (or as the device `phone`, Playwright's
    descriptor: its size, touch and pixel ratio)."""
    extra = dict(locale=lang, color_scheme=scheme)
    page = context(browser, p, phone, viewport, **extra)
    page.asked = []
    page.on("request", lambda r: "/api/" in r.url and page.asked.append(r.url))
    page.goto(f"{base}/?{query}")
    page.wait_for_selector("#table-12")
    page.wait_for_function("() => document.querySelectorAll('#standings tbody tr').length === 48")
    page.wait_for_selector("#table-1-entered-1, #table-1-entered-2, #table-1-entered-3", state="attached")
    # The fonts and the layout settle.
    page.evaluate("document.fonts.ready")
    time.sleep(0.5)
    # The board link opens the phone build (issue 45), every word there.
    assert build_of(page) == "phone", f"{name}: {build_of(page)}"
    assert not raw_keys(page), f"{name}: messages shown as their ids: {raw_keys(page)}"
    return page


def run(p, dist, binary, tmp):
    from axe import violations
    data = tmp / "data"
    printed = cli(binary, "night", "new", "--data-dir", str(data), "--name", "Tuesday club",
                  "--per-table", "4", "--seed", "7", "--minutes", "45", *NAMES)
    seats = tables_of(printed)
    assert sorted(seats) == list(range(1, 13)) and all(len(s) == 4 for s in seats.values()), printed
    port = free_port()
    host = BigNight(binary, data, dist, port)
    host.start()
    base = f"http://127.0.0.1:{port}"
    query = host.links["Board link"].split("?", 1)[1]
    problems, figures = [], []
    with beside(p, host, lambda page, name: page.screenshot(path=str(OUT / f"board-{name}.png"))) as (browser, pages):
        # Game 1: two rounds at every table, then each table's game ended
        # there (`night end-game`); game 2 (13 rounds), whose first round
        # tables 2-6 have played and table 1 its first nine; in the round
        # being played, table 1's phones have entered two hands, table 2's
        # one and table 7's one.
        for rnd in (0, 1):
            play_round(base, host.hosts, seats, "g1", rnd)
        for t in sorted(seats):
            end_game(binary, data, t)
        seats2 = tables_of(cli(binary, "night", "next", "--data-dir", str(data), "--seating", "random", "1"))
        assert len(seats2) == 12, seats2
        deadline = time.time() + 20
        while time.time() < deadline:
            st, _ = api(base, "PUT", "/api/entry", host.hosts[7], {"round": 0, "seat": 3, "key": "g2-7-3", "total": "7"})
            if st == 200:
                break
            time.sleep(0.5)
        assert st == 200, "game 2 is not hosted"
        play_round(base, host.hosts, seats2, "g2", 0, tables=range(1, 7))
        for rnd in range(1, 9):
            play_round(base, host.hosts, seats2, "g2", rnd, tables=[1])
        for t, s, rnd in ((1, 1, 9), (1, 2, 9), (2, 3, 1)):
            st, v = api(base, "PUT", "/api/entry", host.hosts[t], {"round": rnd, "seat": s, "key": f"g2-{t}-{s}-{rnd}", "total": "9"})
            assert st == 200, v
        OUT.mkdir(exist_ok=True)
        both = (("en-CA", "light"), ("fr-CA", "dark"))
        sizes = [
            ("tv", {"width": 1920, "height": 1080}, None, both),
            ("laptop", {"width": 1366, "height": 768}, None, both),
            ("laptop-1280", {"width": 1280, "height": 800}, None, (("en-CA", "light"),)),
            ("phone", None, "Pixel 7", both),
        ]
        for size, viewport, phone, langs in sizes:
            for lang, scheme in langs:
                name = f"{size}-{lang[:2]}-{scheme}"
                page = pages[name] = board_page(browser, p, base, query, name, viewport, lang, scheme, phone)
                fig = measure(page, name)
                figures.append(fig)
                page.screenshot(path=str(OUT / f"board-{name}.png"), full_page=True)
                problems.extend(violations(page, f"board @ {name}"))
                if fig["topbar"]:
                    problems.append(f"{name}: the site's top bar is on the board")
                if fig["scrolls_sideways"]:
                    problems.append(f"{name}: the page scrolls sideways ({fig['scrollWidth']} > {fig['innerWidth']} px)")
                if size.startswith(("tv", "laptop")):
                    # What does not fit turns a page; nothing scrolls.
                    if fig["scrolls_down"]:
                        problems.append(f"{name}: the page scrolls down ({fig['scrollHeight']} > {fig['innerHeight']} px)")
                    if fig["tablesInView"] != 12:
                        problems.append(f"{name}: {fig['tablesInView']} of 12 tables on the screen")
                    if fig["topTenInView"] != 10:
                        problems.append(f"{name}: {fig['topTenInView']} of the top 10 on the screen")
                if size == "tv":
                    if fig["smallest_px"] < 28:
                        problems.append(f"{name}: text of {fig['smallest_px']} px ({fig['smallest_at']}), under 28 px")
                    if fig["time"] < 56:
                        problems.append(f"{name}: the time left is {fig['time']} px, not large")
                settle()
        # The television turns the standings' page by itself, and asks
        # the host nothing on a timer: the stream brings every board.
        tv = pages["tv-en-light"]
        # A mark in the page: gone if the page were loaded again.
        tv.evaluate("window.boardMark = 42")
        asked = len(tv.asked)
        since = time.time()
        first = tv.inner_text("#board-ranks")
        tv.wait_for_function("(first) => document.querySelector('#board-ranks').innerText !== first",
                             arg=first, timeout=15_000)
        turned = tv.inner_text("#board-ranks")
        rows = tv.evaluate("[...document.querySelectorAll('#standings tbody tr')]"
                           ".filter(r => getComputedStyle(r).display !== 'none').map(r => r.children[0].innerText)")
        tv.screenshot(path=str(OUT / "board-tv-en-light-page2.png"))
        time.sleep(2)
        later = tv.asked[asked:]
        if later:
            problems.append(f"tv: asked the host on its own: {later}")
        streams = [u for u in tv.asked if "/api/board/events" in u]
        print(f"board figures: standings page turned from {first!r} to {turned!r} "
              f"(lines shown: {rows[0]}..{rows[-1]}); requests to /api/ in {time.time() - since:.0f} s "
              f"after the board showed: {len(later)}; board streams opened: {len(streams)}; other requests: "
              f"{[u for u in tv.asked if '/api/board/events' not in u]}")
        # A table's entry, then its whole round, reach the television
        # through the stream: no reload, no request.
        st, v = api(base, "PUT", "/api/entry", host.hosts[8], {"round": 0, "seat": 0, "key": "tv-8-0-out", "out": True})
        assert st == 200, v
        tv.wait_for_selector("#table-8-entered-0", state="attached")
        before = tv.inner_text("#table-8-status")
        play_round(base, host.hosts, seats2, "g2", 0, tables=[8])
        tv.wait_for_function("() => document.querySelector('#table-8-status').innerText.includes('Round 2 of')")
        after = tv.inner_text("#table-8-status")
        totals = tv.eval_on_selector_all("#table-8 td.num", "ts => ts.map(t => t.innerText.trim())")
        if tv.evaluate("window.boardMark") != 42:
            problems.append("tv: the page was loaded again")
        if tv.asked[asked:]:
            problems.append(f"tv: asked the host for the entry or the round: {tv.asked[asked:]}")
        board_asks = [u for u in tv.asked if "/api/board?" in u]
        print(f"board figures: table 8's round saved at its table: {before!r} -> {after!r}, totals {totals}, "
              f"without a reload; requests in {time.time() - since:.0f} s on the television: "
              f"{len(tv.asked) - asked} (GET /api/board: {len(board_asks)} in all)")
        print("board figures (smallest text; scrolls down / sideways; tables and top 10 on screen; pages):")
        for f in figures:
            print(f"  {f['size']:<16} smallest text {f['smallest_px']:>5} px ({f['smallest_at']}); "
                  f"document {f['scrollWidth']}x{f['scrollHeight']} in {f['innerWidth']}x{f['innerHeight']}: "
                  f"scrolls down {'yes' if f['scrolls_down'] else 'no'}, sideways {'yes' if f['scrolls_sideways'] else 'no'}; "
                  f"tables on screen {f['tablesInView']}/{f['tables']}, top 10 on screen {f['topTenInView']}/10, "
                  f"standings lines shown {f['rowsShown']}/{f['rows']}, "
                  f"{'pages turn: ' + f['ranksNote'] if f['ranksNote'] else 'no pages (one column that scrolls down)'}; "
                  f"time left {f['time']} px")
        assert not problems, "\n".join(problems)
        for who, page in pages.items():
            assert not page.errors, f"{who}: page errors {page.errors}"


def main():
    return main_of("a club night's board for a room", run, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
