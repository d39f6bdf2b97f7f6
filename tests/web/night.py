#!/usr/bin/env python3
"""A club night end to end (issue 32): the real `mextrain serve --night` on
127.0.0.1 and the web build's phone screens in Debian's Chromium, one
browser context per device.

    python3 tests/web/night.py [DIST_DIR] [MEXTRAIN]

`mextrain night new` seats six players at three tables of two (one round a
game), then:

- Tables 1 and 2 have a phone at every seat: two phones open the night's
  join link, pick their table, then their seat; two come by their table's
  card (its QR code opens the table's seats at once). Table 3 has no
  phones: one phone, by table 3's card, keeps its score.
- The board link is open on a television (1920x1080, English, light) and a
  phone (French, dark); both show who has entered as the phones send.
- Game 1: every phone enters its hand, the scorekeeper enters both hands of
  table 3 and saves, the organiser saves tables 1 and 2 (their host links);
  every table waits for the others until the last finishes.
- One phone's player leaves (`mextrain night leave`), Gus arrives (`mextrain
  night add`), and `mextrain night next --seating ladder` starts game 2:
  each phone lands on its player's new table and seat with no tap and says
  so, the leaver's phone is told the night is over; the scorekeeper (granted a card by
  table 3's organiser) keeps table 3 in game 2 without joining again;
  the seats without a phone are entered by the organiser.
- After game 2, the board's standings are `mextrain night standings --json`'s.
- axe finds nothing on the board (TV, phone) nor on the table picker.

Screenshots: tests/web/out/night-*.png. Exits 1 when a check fails.
"""

import json
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = HERE / "out"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tests" / "layout"))
from browser import (TIMEOUT, beside, build_of, device, free_port, main_of, raw_keys, Serve,  # noqa: E402
                     watch_policy, wire_bytes)

PLAYERS = ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo"]


class NightHost(Serve):
    """`mextrain serve --night 1`, and what it prints: the links, and each
    table's host token."""

    def __init__(self, binary, data, dist, port):
        super().__init__(binary, "--night", "1", "--data-dir", data, "--port", port,
                         "--bind", "127.0.0.1", "--web", dist)
        self.links = {}
        self.hosts = {}
        self.table = None

    def line(self, text):
        m = re.match(r"(Join code|Join link|Board link|Table cards):\s+(\S+)", text)
        if m:
            self.links[m.group(1)] = m.group(2)
        m = re.match(r"Table (\d+) \(game", text)
        if m:
            self.table = int(m.group(1))
        m = re.match(r"\s+host link: \S+\?host=(\w+)", text)
        if m and self.table:
            self.hosts[self.table] = m.group(1)

    def start(self):
        super().start()
        for k in ("Join code", "Join link", "Board link", "Table cards"):
            assert k in self.links, f"no {k} in: {''.join(self.log)}"
        assert len(self.hosts) == 3, "".join(self.log)


def tables_of(printed):
    """`Table T (game G): A, B` lines: {table: [names in seat order]}."""
    out = {}
    for line in printed.splitlines():
        m = re.match(r"Table (\d+) \(game \d+\): (.*)$", line)
        if m:
            out[int(m.group(1))] = [n.strip() for n in m.group(2).split(",")]
    return out


def cli(binary, *args):
    out = subprocess.run([str(binary), *args], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, f"mextrain {' '.join(args)}: {out.stdout}{out.stderr}"
    return out.stdout


def api(base, method, path, token, body):
    req = urllib.request.Request(base + path, method=method, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json",
                                          "Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def settle():
    """Every browser here is one address to the host, 127.0.0.1, where a
    club's phones are each their own: a page's files (about 20 requests)
    are let through the host's limit per address (20 a second, bursts of
    60) before the next page loads."""
    time.sleep(3)


def context(browser, p, name=None, viewport=None, **extra):
    opts = device(p, name) if name else {}
    if viewport:
        opts.update(viewport=viewport)
    opts.update(extra)
    ctx = browser.new_context(**opts)
    ctx.set_default_timeout(TIMEOUT)
    page = ctx.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    watch_policy(page, page.errors)
    return page


def shot(page, name):
    OUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUT / f"night-{name}.png"), full_page=True)


def wait_text(page, sel, want):
    page.wait_for_function(
        "([s, w]) => { const e = document.querySelector(s); return e && e.innerText.includes(w); }",
        arg=[sel, want])


def send_hand(page, total=None, out=False):
    """The open entry form sends a hand: out, or a typed total."""
    if out:
        page.tap("#entry-out")
    else:
        page.tap("#mode-total")
        page.fill("#entry-total", str(total))
    page.tap("#entry-send")


def enter(page, total=None, out=False):
    """A phone sends its own hand."""
    send_hand(page, total, out)
    wait_text(page, "#entry-status", "sent")


def keep(page, seat, total=None, out=False):
    """The scorekeeper enters seat `seat`'s hand."""
    page.tap(f"#enter-for-{seat}")
    send_hand(page, total, out)
    wait_text(page, f"#host-entry-{seat}-value", "out" if out else str(total))


def take_seat(page, table, seat):
    """From the table picker: the table, then the seat."""
    page.wait_for_selector(f"#table-{table}")
    page.tap(f"#table-{table}")
    page.wait_for_selector(f"#seat-{seat}")
    page.tap(f"#seat-{seat}")
    page.wait_for_selector("#my-entry")


def run(p, dist, binary, tmp):
    from axe import violations
    data = tmp / "data"
    printed = cli(binary, "night", "new", "--data-dir", str(data), "--name", "Tuesday club",
                  "--per-table", "2", "--seed", "7", "--schedule", "12", "--minutes", "45", *PLAYERS)
    seats = tables_of(printed)
    assert sorted(seats) == [1, 2, 3], printed
    port = free_port()
    host = NightHost(binary, data, dist, port)
    host.start()
    base = f"http://127.0.0.1:{port}"
    join_query = host.links["Join link"].split("?", 1)[1]
    board_query = host.links["Board link"].split("?", 1)[1]
    problems = []
    with beside(p, host, shot) as (browser, pages):
        tv = pages["tv"] = context(browser, p, viewport={"width": 1920, "height": 1080})
        tv.goto(f"{base}/?{board_query}")
        tv.wait_for_selector("#table-3")
        settle()
        small = pages["board-phone"] = context(browser, p, "Pixel 7", locale="fr-CA", color_scheme="dark")
        small.goto(f"{base}/?{board_query}")
        small.wait_for_selector("#table-3")
        settle()

        # The phones of tables 1 and 2, by name: two by the night's link
        # (table, then seat), two by their table's card.
        phones = {}
        for t in (1, 2):
            for s, name in enumerate(seats[t]):
                page = pages[name] = phones[name] = context(browser, p, "Pixel 7")
                if s == 0:
                    page.goto(f"{base}/?{join_query}")
                    page.wait_for_selector("#tables")
                    if not problems and t == 1:
                        problems.extend(violations(page, "table picker @ Pixel 7"))
                        shot(page, "tables")
                    take_seat(page, t, s)
                else:
                    got = wire_bytes(page)
                    page.goto(f"{base}/?{join_query}&table={t}")
                    page.wait_for_selector(f"#seat-{s}")
                    assert "Table" in page.inner_text("#join-at-table")
                    page.tap(f"#seat-{s}")
                    page.wait_for_selector("#my-entry")
                    # A phone by its table's card, from the link to its
                    # seat, downloads the phone build (issue 45: at most
                    # 450 KB on the wire).
                    assert build_of(page) == "phone", build_of(page)
                    took = sum(got.values())
                    assert took <= 450_000, f"a phone joining took {took:,} bytes"
                    print(f"night: {name} joined by table {t}'s card: {took:,} bytes on the wire")
                wait_text(page, "#night-line", f"Table {t}")
                settle()
        # Table 3's scorekeeper, by the scorekeeper card its organiser
        # granted (the table's card alone offers no such thing).
        keeper = pages["keeper"] = context(browser, p, "Pixel 7")
        keeper.goto(f"{base}/?{join_query}&table=3")
        keeper.wait_for_selector("#seat-0")
        assert keeper.query_selector("#join-keeper") is None, "a table card offered to keep the score"
        s, card = api(base, "POST", "/api/keeper", host.hosts[3], {"grant": True})
        assert s == 200, card
        keeper.goto(base + card["link"])
        keeper.wait_for_selector("#join-keeper")
        keeper.tap("#join-keeper")
        keeper.wait_for_selector("#host-entries")
        wait_text(keeper, "#night-line", "Table 3")

        # Game 1: seat 0 goes out at every table.
        for t in (1, 2):
            enter(phones[seats[t][0]], out=True)
            enter(phones[seats[t][1]], total=10 + 5 * t)
        tv.wait_for_selector("#table-1-entered-0")
        tv.wait_for_selector("#table-2-entered-1")
        small.wait_for_selector("#table-1-entered-1")
        shot(tv, "board-tv-entries")
        keep(keeper, 0, out=True)
        keep(keeper, 1, total=25)
        keeper.select_option("#host-starter", "0")
        keeper.tap("#host-save")
        # Table 3 finished first: its scorekeeper sees it waits for 1 and 2.
        wait_text(keeper, "#night-waiting", "1, 2")
        for t in (1, 2):
            s, v = api(base, "POST", "/api/round", host.hosts[t], {"round": 0, "key": f"g1t{t}", "starter": 0})
            assert s == 200, v
        wait_text(tv, "#table-1-status", "Finished")
        wait_text(tv, "#table-2-status", "Finished")
        shot(tv, "board-tv-game1")

        # Game 2: one phone's player leaves, Gus arrives, the ladder.
        leaver = seats[2][1]
        cli(binary, "night", "leave", "--data-dir", str(data), "1", leaver)
        cli(binary, "night", "add", "--data-dir", str(data), "1", "Gus")
        printed = cli(binary, "night", "next", "--data-dir", str(data), "--seating", "ladder", "1")
        seats2 = tables_of(printed)
        assert sorted(seats2) == [1, 2, 3], printed
        seated = [n for names in seats2.values() for n in names]
        assert leaver not in seated and "Gus" in seated, printed
        for name, page in phones.items():
            if name == leaver:
                # Left: told the night is over, offered no seat.
                page.wait_for_selector("#night-gone")
                assert page.query_selector("#night-next-join") is None
                continue
            # The phone followed its player to the new seat: no tap.
            t = next(t for t, names in seats2.items() if name in names)
            s = seats2[t].index(name)
            wait_text(page, "#night-seat", f"Table {t}, seat {s + 1}")
            wait_text(page, "#night-line", "Game 2")
            shot(page, f"phone-followed-{name}")
        shot(phones[leaver], "phone-gone")
        # The scorekeeper's card lasts the night: its phone keeps table 3's
        # score in game 2 without joining again.
        wait_text(keeper, "#night-line", "Game 2")
        keeper.wait_for_selector("#host-entries")
        shot(keeper, "keeper-next")
        wait_text(tv, "#table-1-status", "Round")
        # Every seat: its phone, else the scorekeeper (table 3) or the
        # organiser (tables 1 and 2, by the host link's token).
        for t, names in seats2.items():
            for s, name in enumerate(names):
                out = s == 1
                total = 3 + 2 * s + t
                if name in phones and name != leaver:
                    enter(phones[name], total=total, out=out)
                elif t == 3:
                    keep(keeper, s, total=total, out=out)
                else:
                    body = {"round": 0, "seat": s, "key": f"org{t}{s}"}
                    body.update({"out": True} if out else {"total": str(total)})
                    st, v = api(base, "PUT", "/api/entry", host.hosts[t], body)
                    assert st == 200, v
        keeper.select_option("#host-starter", "0")
        keeper.tap("#host-save")
        for t in (1, 2):
            s, v = api(base, "POST", "/api/round", host.hosts[t], {"round": 0, "key": f"g2t{t}", "starter": 0})
            assert s == 200, v
        for t in (1, 2, 3):
            wait_text(tv, f"#table-{t}-status", "Finished")

        # The board's standings are the command line's.
        want = json.loads(cli(binary, "night", "standings", "--json", "--data-dir", str(data), "1"))
        time.sleep(1.5)
        rows = tv.eval_on_selector_all(
            "#standings tbody tr",
            "rs => rs.map(r => [...r.children].filter(c => getComputedStyle(c).display !== 'none')"
            ".map(c => c.innerText.trim()))")
        # The board's columns: rank, player, games and the figure the
        # night ranks by (the lowest average).
        got = [tuple(r) for r in rows]
        expect = [(str(l["rank"]), l["name"], str(l["games"]), f"{l['average']:.2f}")
                  for l in want["players"]]
        assert got == expect, f"board {got}\n   cli {expect}"
        # Seven: the six of game 1 and Gus, who arrived for game 2.
        assert len(want["players"]) == 7, want
        small.wait_for_function("() => document.querySelectorAll('#standings tbody tr').length === 7")
        fr_names = small.eval_on_selector_all("#standings tbody tr th", "hs => hs.map(h => h.innerText.trim())")
        assert fr_names == [l["name"] for l in want["players"]], fr_names

        for name, page in (("board @ TV", tv), ("board @ Pixel 7, fr, dark", small)):
            problems.extend(violations(page, name))
            w = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            if w[0] > w[1]:
                problems.append(f"{name}: the page scrolls sideways ({w[0]} > {w[1]} px)")
        # A laptop and a tablet show the same board.
        for name, dev in (("laptop", dict(viewport={"width": 1366, "height": 768})),
                          ("tablet", dict(viewport={"width": 800, "height": 1280}, has_touch=True,
                                          locale="fr-CA"))):
            page = pages[name] = context(browser, p, **dev)
            page.goto(f"{base}/?{board_query}")
            page.wait_for_function("() => document.querySelectorAll('#standings tbody tr').length === 7")
            problems.extend(violations(page, f"board @ {name}"))
            w = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            if w[0] > w[1]:
                problems.append(f"board @ {name}: the page scrolls sideways ({w[0]} > {w[1]} px)")
            shot(page, f"board-{name}")
            settle()
        # Every device is on the phone build, and every word is there (its
        # files are trimmed: i18n's NOT_ON_THE_PHONE), in French too.
        for who, page in pages.items():
            assert build_of(page) == "phone", f"{who}: {build_of(page)}"
            assert not raw_keys(page), f"{who}: messages shown as their ids: {raw_keys(page)}"
        shot(tv, "board-tv")
        shot(small, "board-phone-fr-dark")
        shot(keeper, "keeper")
        shot(phones[seats2[1][0]], "phone")
        assert not problems, "\n".join(problems)
        for who, page in pages.items():
            assert not page.errors, f"{who}: page errors {page.errors}"
        # The table cards: a QR code per table, in French.
        with urllib.request.urlopen(host.links["Table cards"] + "&lang=fr", timeout=10) as r:
            html = r.read().decode()
        assert html.count("<svg") == 3 and "Scannez pour rejoindre la table 2" in html, html[:500]
        cards = context(browser, p, viewport={"width": 794, "height": 1123})
        cards.goto(host.links["Table cards"])
        shot(cards, "cards")


def main():
    return main_of("a club night end to end", run, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
