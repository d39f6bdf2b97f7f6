#!/usr/bin/env python3
"""A phone's web build sends a league's games to the league host (issue 33),
end to end: the real league host (`mextrain league host`, then `mextrain
serve` with no game, serving the web build) on 127.0.0.1, and the phone's
web build in Debian's Chromium as a Pixel 7, opened from the league host.

    python3 tests/web/league.py [DIST_DIR] [MEXTRAIN]

DIST_DIR: the web build (default dist/web); MEXTRAIN: a `mextrain` binary
with `serve` (default target/release/mextrain).

- The phone imports a finished game of the league (the file picker), opens
  the League page, pastes the league link once (1 game queued) and taps
  Send now: acknowledged, and the league host has the game.
- The phone goes offline and imports a second game: Send now says it
  waits (the outbox shows it, with the failure); the page is reloaded
  (the outbox is kept); back online, Send now sends it: the league host
  has both games, each once.

Screenshots: tests/web/out/league-*.png. Exits 1 when a check fails.
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
from browser import ARGS, CHROMIUM, TIMEOUT, device, free_port, main_of, Serve  # noqa: E402

LEAGUE = "Autumn 2026"


def game(uid, points):
    """A finished one-round game of the league, as `mextrain export` writes it."""
    now = int(time.time())
    return {
        "uid": uid,
        "spec": {"preset": "classic", "set": 12, "house": {}, "players": ["Ana", "Ben"], "schedule": [12]},
        "colours": ["#d62728", "#1f77b4"],
        "first_starter": 0,
        "started_at": now - 3600,
        "finished_at": now - 600,
        "rounds": [{"engine": 12, "starter": 0, "end": {"out": 0}, "points": [0, points],
                    "tiles": [None, None]}],
        "night": {"uid": "web-league-night", "name": "Tuesday club", "date": "2026-11-24",
                  "table": 1, "game": 1 if uid.endswith("1") else 2, "league": LEAGUE},
    }


def export_file(tmp, uid, points):
    path = tmp / f"{uid}.json"
    path.write_text(json.dumps({"schema_version": 1, "app": "mextrain",
                                "exported_at": "2026-11-27T00:00:00Z", "games": [game(uid, points)]}))
    return path


class Host(Serve):
    """`mextrain serve` as a child process, receiving the league's games."""

    def __init__(self, binary, data, dist, port):
        super().__init__(binary, "--data-dir", data, "--port", port, "--bind", "127.0.0.1", "--web", dist)
        self.link = None

    def line(self, text):
        m = re.match(r"Receiving games for league .*: code \w+, link (\S+)", text)
        if m:
            self.link = m.group(1)

    def start(self):
        super().start()
        assert self.link, "no league link in: " + "".join(self.log)


def host_games(data):
    con = sqlite3.connect(str(data / "mextrain.sqlite3"), timeout=10)
    try:
        return con.execute("SELECT uid, COUNT(*) FROM games GROUP BY uid ORDER BY uid").fetchall()
    finally:
        con.close()


def saved(page):
    page.wait_for_function(
        "window.mextrainSave && window.mextrainSave.commits > 0"
        " && window.mextrainSave.flushed === window.mextrainSave.commits")


def wait_text(page, sel, want):
    page.wait_for_function(
        "([s, w]) => { const e = document.querySelector(s); return e && e.innerText.includes(w); }",
        arg=[sel, want])


def send_now(page, said, outbox):
    """Taps Send now: the League page's card then says `said`, and its
    outbox `outbox`."""
    page.tap("#league-send-now")
    wait_text(page, "#league-send-message", said)
    wait_text(page, "#league-send-outbox", outbox)


def shot(page, name):
    OUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUT / f"league-{name}.png"), full_page=True)


def import_game(page, base, path, note):
    page.goto(base + "#/history")
    page.wait_for_selector("#export-panel")
    if page.get_attribute("#export-panel", "open") is None:
        page.tap("#export-panel > summary")
    with page.expect_file_chooser() as fc:
        page.tap("#import-file")
    fc.value.set_files(str(path))
    page.wait_for_function(f"(document.getElementById('export-note') || {{}}).innerText === {json.dumps(note)}")
    saved(page)


def league_page(page, base):
    page.goto(base + "#/league/Autumn%202026")
    page.wait_for_selector("#league-send-form")


def run(p, dist, binary, tmp):
    data = tmp / "host"
    out = subprocess.run([str(binary), "league", "host", "--data-dir", str(data), LEAGUE],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out
    port = free_port()
    host = Host(binary, data, dist, port)
    host.start()
    base = f"http://127.0.0.1:{port}/"
    browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
    try:
        ctx = browser.new_context(**device(p, "Pixel 7"))
        ctx.set_default_timeout(TIMEOUT)
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(base)
        page.wait_for_selector(".shell")
        import_game(page, base, export_file(tmp, "web-league-1", 7),
                    "Imported 1 game(s); 0 already here were skipped.")
        # The link, once.
        league_page(page, base)
        # The web app sends but does not receive, and says so.
        wait_text(page, "#league-web-sends-only", "cannot receive them")
        assert page.locator("#league-receive-start").count() == 0
        page.fill("#league-send-link", host.link)
        page.tap("#league-send-join")
        wait_text(page, "#league-send-message", "1 game queued")
        saved(page)
        send_now(page, "1 acknowledged, 0 still waiting.", "1 sent, 0 waiting, 0 refused")
        saved(page)
        shot(page, "sent")
        assert host_games(data) == [("web-league-1", 1)], host_games(data)

        # Offline: a second game waits.
        ctx.set_offline(True)
        import_game(page, base, export_file(tmp, "web-league-2", 9),
                    "Imported 1 game(s); 0 already here were skipped.")
        league_page(page, base)
        send_now(page, "0 acknowledged, 1 still waiting.", "1 sent, 1 waiting, 0 refused")
        wait_text(page, "#league-send-outbox", "Last try: the league host at")
        saved(page)
        shot(page, "offline")
        assert host_games(data) == [("web-league-1", 1)], host_games(data)

        # Back online: the outbox kept it across a reload; it goes now.
        ctx.set_offline(False)
        page.reload()
        league_page(page, base)
        wait_text(page, "#league-send-outbox", "1 sent, 1 waiting, 0 refused")
        send_now(page, "1 acknowledged, 0 still waiting.", "2 sent, 0 waiting, 0 refused")
        shot(page, "back")
        assert host_games(data) == [("web-league-1", 1), ("web-league-2", 1)], host_games(data)
        assert not errors, errors
        ctx.close()
    finally:
        browser.close()
        host.stop()
    print("league (web): a finished game sent, one waiting offline and sent when back, each once")


def main():
    return main_of("a league's games from a phone", run, sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
