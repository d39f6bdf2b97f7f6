#!/usr/bin/env python3
"""Table mode end to end: the real host (`mextrain serve`) on 127.0.0.1 and
the web build's phone screens in Debian's Chromium, one browser context per
device (docs/table-mode.md).

    python3 tests/web/table.py [DIST_DIR] [MEXTRAIN]

DIST_DIR: the web build (default dist/web, `make web-build`); MEXTRAIN: a
`mextrain` binary with `serve` (default target/release/mextrain, the binary
users run, `make release`; `make web-test` runs it). A game
(Ana, Ben, Cy; classic, double-12; Cy has no phone) is imported into a fresh
data folder, then:

- Ana joins on the QR link (/?join=CODE) as a Pixel 7, beside a tab of the
  app that holds the one-tab lock; Ben opens the app,
  taps "Join a table" on the home screen and types the code; a spectator
  opens the watch link; the host opens the host link (a tablet).
- Round 1: Ana says she went out, Ben taps his tiles and sees what they
  count before Send; each sees "sent" beside Send, in view; the host enters
  Cy's hand ("Enter for Cy"), sees the entries with their phones and saves
  the round; the
  spectator sees the new totals without a reload; the phones move on to
  round 2 by themselves.
- Round 2: the host is killed; Ana's phone says the host cannot be reached,
  and her typed total waits ("waiting for the host"); the host is started
  again; the phones reconnect by themselves and the waiting entry is
  delivered, once (one `entry set` in the audit trail). Ben goes out, the
  host enters Cy's hand and saves without picking who started (the
  suggested starter is selected).
- `mextrain new` with bad input stores nothing; `mextrain serve` with no
  game says to use `mextrain new`.

Screenshots: tests/web/out/table-*.png. Exits 1 when a check fails.
"""

import json
import re
import sqlite3
import subprocess
import sys
import time
from pathlib import Path


HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = HERE / "out"
sys.path.insert(0, str(HERE))
from browser import TIMEOUT, beside, build_of, device, free_port, main_of, raw_keys, Serve  # noqa: E402



class Host(Serve):
    """`mextrain serve` of the game, and the links it prints."""

    def __init__(self, binary, data, dist, port):
        super().__init__(binary, "--data-dir", data, "--port", port, "--bind", "127.0.0.1", "--web", dist)
        self.links = {}

    def line(self, text):
        m = re.match(r"(Join code|Join link|Host link|Watch link):\s+(\S+)", text)
        if m:
            self.links[m.group(1)] = m.group(2)

    def start(self):
        super().start()
        for k in ("Join code", "Host link", "Watch link"):
            assert k in self.links, f"no {k} in: {''.join(self.log)}"


def make_game(binary, data):
    """One unfinished classic double-12 game for Ana, Ben and Cy, imported."""
    game = {
        "uid": "web-table-1",
        "spec": {"preset": "classic", "set": 12, "players": ["Ana", "Ben", "Cy"], "schedule": [12, 11, 10]},
        "colours": ["#d62728", "#1f77b4", "#2ca02c"],
        "first_starter": 0,
        "started_at": int(time.time()) - 600,
        "finished_at": None,
        "rounds": [],
    }
    path = data / "games.json"
    path.write_text(json.dumps({"schema_version": 1, "app": "mextrain",
                                "exported_at": "2026-01-01T00:00:00Z", "games": [game]}))
    out = subprocess.run([str(binary), "import", "--data-dir", str(data), str(path)],
                         capture_output=True, text=True)
    assert out.returncode == 0, f"mextrain import failed: {out.stdout}{out.stderr}"


def in_view(page, sel):
    """Whether the element is inside the visible part of the page."""
    return page.evaluate("""(s) => { const r = document.querySelector(s).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight; }""", sel)


def no_game_yet(binary, tmp):
    """`mextrain serve` with nothing to host points to `mextrain new`; bad
    input to `mextrain new` is refused with nothing stored."""
    data = tmp / "empty"
    out = subprocess.run([str(binary), "serve", "--data-dir", str(data), "--port", "0"],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 2, out
    assert "mextrain new" in out.stderr, out.stderr
    out = subprocess.run([str(binary), "new", "--data-dir", str(data / "fresh"), "Ana"],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 2 and "1 was named" in out.stderr, out
    assert not (data / "fresh").exists(), "a refused `mextrain new` made the data folder"


def context(browser, p, name=None, viewport=None):
    opts = device(p, name) if name else {}
    if viewport:
        opts.update(viewport=viewport, has_touch=True)
    ctx = browser.new_context(**opts)
    ctx.set_default_timeout(TIMEOUT)
    page = ctx.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    # (Requests that fail while the host is down are expected, not errors.)
    page.on("console", lambda m: m.type == "error" and "Failed to load resource" not in m.text
            and page.errors.append(m.text))
    return page


def shot(page, name):
    OUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUT / f"table-{name}.png"), full_page=True)


def text_of(page, sel):
    return page.inner_text(sel).strip()


def wait_text(page, sel, want):
    page.wait_for_function(
        "([s, w]) => { const e = document.querySelector(s); return e && e.innerText.includes(w); }",
        arg=[sel, want])


def no_sideways_scroll(page, who):
    w = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert w[0] <= w[1], f"{who}: the page scrolls sideways ({w[0]} > {w[1]} px)"


def small_targets(page):
    return page.evaluate("""() => [...document.querySelectorAll('button, a, input, select')]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.id || e.className || e.tagName, e.getBoundingClientRect()])
        .filter(([_, r]) => r.width < 44 || r.height < 44)
        .map(([n, r]) => `${n} ${Math.round(r.width)}x${Math.round(r.height)}`)""")


def audit(data, what, idx, seat):
    con = sqlite3.connect(str(data / "mextrain.sqlite3"), timeout=10)
    try:
        return con.execute("SELECT COUNT(*) FROM audit WHERE what = ? AND idx = ? AND seat = ?",
                           (what, idx, seat)).fetchone()[0]
    finally:
        con.close()


def run(p, dist, binary, tmp):
    no_game_yet(binary, tmp)
    data = tmp / "data"
    data.mkdir()
    make_game(binary, data)
    port = free_port()
    host = Host(binary, data, dist, port)
    host.start()
    base = f"http://127.0.0.1:{port}/"
    code = host.links["Join code"]
    with beside(p, host, shot) as (browser, pages):
        # Ana: the QR link.
        ana = pages["ana"] = context(browser, p, "Pixel 7")
        # Her own games are open in another tab (it holds the one-tab
        # lock): the table link opens beside it all the same.
        mine = ana.context.new_page()
        first = mine.goto(base)
        # The host sends the web build's policy as a header too.
        policy = first.headers.get("content-security-policy", "")
        assert "frame-ancestors 'none'" in policy and "'sha256-" in policy, policy
        mine.wait_for_selector("#home-join")
        # The app is installed in her browser (its service worker controls
        # the page): a table link opens in it, the whole app (issue 45: a
        # phone that has the app may keep using it at a table).
        mine.wait_for_function("navigator.serviceWorker.controller !== null")
        # The QR code's link, as printed: the code and the join link's key.
        link = host.links["Join link"]
        assert f"?join={code}&key=" in link, link
        # Before the app's code has come (here it never does), the join
        # link's page already says which table it is joining.
        early = context(browser, p, "Pixel 7")
        early.route("**/mextrain_bg.wasm", lambda route: route.abort())
        first = early.goto(base + "?" + link.split("?", 1)[1])
        # A phone without the app gets the phone build (dist/web/phone),
        # with its own policy.
        assert build_of(early) == "phone" and "/phone/" in early.url, early.url
        policy = first.headers.get("content-security-policy", "")
        assert "frame-ancestors 'none'" in policy and "'sha256-" in policy, policy
        wait_text(early, "#boot", f"Joining table {code}…")
        shot(early, "phone-joining")
        early.context.close()
        ana.goto(base + "?" + link.split("?", 1)[1])
        ana.wait_for_selector("#seat-0")
        assert "#/join/" in ana.url, ana.url
        ana.tap("#seat-0")
        ana.wait_for_selector("#my-entry")
        assert build_of(ana) == "full", build_of(ana)
        # The app's home screen, then the code typed (lower case): the
        # seats, Ana's taken.
        typed = context(browser, p, "Pixel 7")
        typed.goto(base)
        typed.wait_for_selector("#home-join")
        typed.tap("#home-join")
        typed.fill("#join-code", code.lower())
        typed.tap("#join-find")
        typed.wait_for_selector("#seat-1")
        assert typed.is_disabled("#seat-0"), "Ana's seat is offered to another phone"
        assert build_of(typed) == "full"
        typed.context.close()
        # Ben: the join link without its key, the code in lower case: the
        # phone build, from its first screen to his seat.
        ben = pages["ben"] = context(browser, p, "Pixel 7")
        ben.goto(base + "?join=" + code.lower())
        ben.wait_for_selector("#seat-1")
        assert build_of(ben) == "phone", build_of(ben)
        assert ben.is_disabled("#seat-0"), "Ana's seat is offered to Ben"
        ben.tap("#seat-1")
        ben.wait_for_selector("#my-entry")
        # The spectator and the host.
        watch = pages["watch"] = context(browser, p, "Pixel 7")
        watch.goto(host.links["Watch link"])
        watch.wait_for_selector("#scoreboard")
        assert not watch.query_selector("#entry-send")
        assert build_of(watch) == "phone", build_of(watch)
        hp = pages["hp"] = context(browser, p, viewport={"width": 800, "height": 1280})
        hp.goto(host.links["Host link"])
        hp.wait_for_selector("#host-entries")
        assert build_of(hp) == "phone", build_of(hp)

        # Round 1: Ana out, Ben taps 11-5 and 6-3 (25 points).
        ana.tap("#entry-out")
        ana.tap("#entry-send")
        wait_text(ana, "#entry-status", "sent")
        assert in_view(ana, "#entry-status"), "Ana's answer is below the fold"
        # On a phone the tiles are entered on the number pad: two halves each.
        for key in ("11", "5", "6", "3"):
            ben.tap(f"#pad-{key}")
        # What they count, before Send.
        wait_text(ben, "#entry-points", "25 points from 2 tiles")
        ben.tap("#entry-send")
        wait_text(ben, "#entry-status", "sent")
        assert in_view(ben, "#entry-status"), "Ben's answer is below the fold"
        wait_text(hp, "#host-entry-0-value", "out")
        wait_text(hp, "#host-entry-1-value", "25")
        # Cy has no phone: the host enters his hand.
        assert not hp.query_selector("#enter-for-0"), "Ana has a phone"
        hp.tap("#enter-for-2")
        hp.tap("#mode-total")
        hp.fill("#entry-total", "12")
        hp.tap("#entry-send")
        wait_text(hp, "#host-entry-2-value", "12")
        wait_text(hp, "#entry-status", "sent")
        hp.tap("#enter-for-2")
        assert "Ben's phone" in text_of(hp, "#host-entry-1"), text_of(hp, "#host-entry-1")
        for who, page in (("Ana", ana), ("Ben", ben), ("watch", watch)):
            no_sideways_scroll(page, who)
        small = small_targets(ben)
        assert not small, f"tap targets under 44x44 px on the phone: {small}"
        # Every word of the phone build's screens is there (its files are
        # trimmed: i18n's NOT_ON_THE_PHONE).
        for who, page in (("Ben", ben), ("watch", watch), ("host", hp)):
            assert not raw_keys(page), f"{who}: messages shown as their ids: {raw_keys(page)}"
        shot(ana, "phone-ana")
        shot(ben, "phone-ben")
        shot(hp, "host")
        # Round 1's starter is chosen at the table (current.starter is null).
        hp.select_option("#host-starter", "0")
        hp.tap("#host-save")
        # Live, without a reload: the spectator's totals, the phones' round.
        wait_text(watch, "#total-1", "25")
        wait_text(watch, "#total-2", "12")
        watch.wait_for_selector("#running-chart")
        for page in (ana, ben):
            wait_text(page, "#current-round", "Round 2")
            assert "0 tiles tapped" in text_of(page, "#my-entry"), text_of(page, "#my-entry")
        shot(watch, "watch")

        # Round 2: the host goes down mid-round.
        host.kill()
        wait_text(ana, "#link-state", "host unreachable")
        ana.tap("#mode-total")
        ana.fill("#entry-total", "7")
        ana.tap("#entry-send")
        wait_text(ana, "#entry-status", "waiting for the host")
        shot(ana, "phone-offline")
        time.sleep(2)
        wait_text(ana, "#entry-status", "waiting for the host")
        assert audit(data, "entry set", 1, 0) == 0
        host.links.clear()
        host.start()
        # The phones come back by themselves; the waiting entry goes once.
        for page in (ana, ben, watch):
            wait_text(page, "#link-state", "live")
        wait_text(ana, "#entry-status", "sent")
        hp.goto(host.links["Host link"])
        wait_text(hp, "#host-entry-0-value", "7")
        time.sleep(1)
        n = audit(data, "entry set", 1, 0)
        assert n == 1, f"Ana's round-2 entry was applied {n} times"
        shot(hp, "host-after-restart")
        # Ben went out; the host enters Cy's hand and saves without picking
        # who started: the suggested starter is selected.
        ben.tap("#entry-out")
        ben.tap("#entry-send")
        wait_text(ben, "#entry-status", "sent")
        wait_text(hp, "#host-entry-1-value", "out")
        hp.tap("#enter-for-2")
        hp.tap("#mode-total")
        hp.fill("#entry-total", "3")
        hp.tap("#entry-send")
        wait_text(hp, "#host-entry-2-value", "3")
        assert hp.eval_on_selector("#host-starter", "s => s.value") != "", "no starter offered"
        hp.tap("#host-save")
        for page in (ana, ben):
            wait_text(page, "#current-round", "Round 3")
        wait_text(watch, "#total-0", "7")
        # A page of another build than the host's (issue 45), as its requests'
        # build header says: the host refuses it before reading (409
        # `version`), Ben's page stops, keeps his entry and says to reload;
        # reloaded (the page is the host's build again), the entry goes, once.
        def other_build(route):
            route.continue_(headers={**route.request.headers, "x-mextrain-build": "0.0.0 (000000000000)"})
        api = lambda url: "/api/" in url and "/events" not in url  # noqa: E731
        ben.route(api, other_build)
        ben.tap("#mode-total")
        ben.fill("#entry-total", "5")
        ben.tap("#entry-send")
        ben.wait_for_selector("#table-other-build")
        assert "reload the page" in text_of(ben, "#table-other-build"), text_of(ben, "#table-other-build")
        shot(ben, "phone-other-build")
        time.sleep(1)
        assert audit(data, "entry set", 2, 1) == 0, "an entry of a page of another build was taken"
        ben.unroute(api)
        ben.tap("#table-reload")
        ben.wait_for_selector("#my-entry")
        assert build_of(ben) == "phone", "the reload left the phone build"
        wait_text(hp, "#host-entry-1-value", "5")
        assert audit(data, "entry set", 2, 1) == 1
        for who, page in (("Ana", ana), ("Ben", ben), ("watch", watch), ("host", hp)):
            assert not page.errors, f"{who}: page errors {page.errors}"


def main():
    return main_of("table mode end to end", run, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
