#!/usr/bin/env python3
"""The web build in a real browser: Debian's Chromium driven by Playwright,
with device emulation and touch taps.

    python3 tests/web/run.py [DIST_DIR] [-k NAME]

DIST_DIR (default dist/web, built by `make web-build`) is served on a free
port of 127.0.0.1 (a secure context, like an HTTPS host: the service worker
and installation work). Each test gets its own browser profile, as a new
phone would. Screenshots go to tests/web/out/. Exits 1 when a test fails.
"""

import contextlib
import functools
import http.server
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = HERE / "out"
sys.path.insert(0, str(HERE))
from browser import ARGS, CHROMIUM, TIMEOUT, device, free_port, wasm_of, watch_policy  # noqa: E402



class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


@contextlib.contextmanager
def serve(dist, handler=None):
    """Serves `dist` on a free local port (with `handler`, a
    SimpleHTTPRequestHandler class; Quiet by default)."""
    port = free_port()
    srv = http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler or Quiet, directory=str(dist)))
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    try:
        yield f"http://127.0.0.1:{port}/"
    finally:
        srv.shutdown()


def launch(p, profile, dev):
    ctx = p.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=ARGS, **dev)
    ctx.set_default_timeout(TIMEOUT)
    page = ctx.pages[0] if ctx.pages else ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    watch_policy(page, errors)
    page.errors = errors
    return ctx, page


def open_app(page, url):
    page.goto(url)
    # Served by a plain static host: the page carries its own policy.
    policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    assert policy and "'unsafe-inline'" not in policy.split("style-src-attr")[0], policy
    page.wait_for_selector(".shell")
    assert not page.is_visible("text=Loading mextrain"), "the loading note stays above the app"


def open_phone(p, url, tmp):
    """The app opened on a Pixel 7, its profile in `tmp`."""
    ctx, page = launch(p, tmp / "profile", device(p, "Pixel 7"))
    open_app(page, url)
    return ctx, page


def close(ctx, page):
    """The page showed no error (nor broke its policy); closes it."""
    assert not page.errors, page.errors
    ctx.close()


def saved(page):
    """Waits until every change is in the browser's storage (the page says Saved)."""
    page.wait_for_function(
        "window.mextrainSave && window.mextrainSave.commits > 0"
        " && window.mextrainSave.flushed === window.mextrainSave.commits")
    page.wait_for_selector("#save-state[data-state=saved]", state="attached")


def shot(page, name):
    OUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUT / f"{name}.png"), full_page=True)


def start_game(page, url, names=("Ana", "Ben", "Cleo")):
    page.goto(url + "#/new")
    page.wait_for_selector("#start-game")
    for i, n in enumerate(names):
        page.fill(f"#player-{i}", n)
    page.tap("#start-game")
    page.wait_for_selector("#save-round")


def round_of(page):
    return page.inner_text("#round-of").strip()


def typed_round(page, ben, cleo, touch=True):
    """Ana started and went out; Ben and Cleo's points typed."""
    tap = page.tap if touch else page.click
    tap("#starter-0")
    tap("#out-0")
    tap("#pts-1")
    page.keyboard.type(ben)
    tap("#pts-2")
    page.keyboard.type(cleo)
    tap("#save-round")


def marker_down_dispute(page, url):
    """The move checker: Player 2's train ends in 5; Player 1 lays 5-9 on
    it. Not legal (the marker is down)."""
    page.goto(url + "#/check")
    page.wait_for_selector("#verdict-wait")
    for t in ("#end-1-5", "#move-a-5", "#move-b-9", "#on-1"):
        page.tap(t)
    page.wait_for_selector(".verdict.illegal")


def totals(page):
    """The scoreboard's totals (the leader's cell also says "leader")."""
    return [re.match(r"\d+", page.inner_text(f"#total-{s}").strip()).group(0) for s in range(3)]


# ---------------------------------------------------------------- the tests

def test_phone_rounds_by_typing_and_by_tapping_tiles_survive_a_reload(p, url, tmp):
    ctx, page = open_phone(p, url, tmp)
    start_game(page, url)
    assert round_of(page) == "1 of 13", round_of(page)
    typed_round(page, "12", "30")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '2 of 13'")
    # Round 2 by tapping: Ben went out; Ana holds 0-0 and 11-3 (64), Cleo 5-4 (9).
    page.tap("#starter-1")
    page.tap("#out-1")
    page.tap("#pick-0")
    # On a phone the picker is the number pad: a tile is its two halves.
    for key in ("0", "0", "11", "3"):  # 0-0, 11-3
        page.tap(f"#pad-{key}")
    page.wait_for_function("document.getElementById('pick-total').innerText.includes('64')")
    shot(page, "phone-picker")
    page.tap("#pick-done")
    page.tap("#pick-2")
    for key in ("5", "4"):  # 5-4
        page.tap(f"#pad-{key}")
    page.tap("#pick-done")
    page.tap("#save-round")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '3 of 13'")
    saved(page)
    assert totals(page) == ["64", "12", "39"], totals(page)
    shot(page, "phone-game")
    page.reload()
    page.wait_for_selector("#round-of")
    assert round_of(page) == "3 of 13", round_of(page)
    assert totals(page) == ["64", "12", "39"], totals(page)
    close(ctx, page)


def test_a_saved_round_survives_closing_and_killing_the_browser(p, url, tmp):
    dev = device(p, "Pixel 7")
    profile = tmp / "profile"
    ctx, page = launch(p, profile, dev)
    open_app(page, url)
    start_game(page, url)
    typed_round(page, "7", "8")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '2 of 13'")
    saved(page)
    ctx.close()  # at once, as soon as the page says Saved
    ctx, page = launch(p, profile, dev)
    open_app(page, url)
    page.wait_for_selector("#round-of")  # the unfinished game opens by itself
    assert round_of(page) == "2 of 13", round_of(page)
    assert totals(page) == ["0", "7", "8"], totals(page)

    typed_round(page, "20", "1")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '3 of 13'")
    saved(page)
    ctx.close()
    # Now a kill: Chromium started by hand, SIGKILLed right after "Saved".
    port = free_port()
    proc = subprocess.Popen(
        [CHROMIUM, "--headless=new", f"--remote-debugging-port={port}", f"--user-data-dir={profile}", *ARGS,
         "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/json/version", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        browser = p.chromium.connect_over_cdp(f"http://127.0.0.1:{port}")
        page = browser.contexts[0].new_page()
        page.set_default_timeout(TIMEOUT)
        open_app(page, url)
        page.wait_for_selector("#round-of")
        typed_round(page, "3", "4", touch=False)  # a browser of our own: no touch emulation
        page.wait_for_function("document.getElementById('round-of').innerText.trim() === '4 of 13'")
        saved(page)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    ctx, page = launch(p, profile, dev)
    open_app(page, url)
    page.wait_for_selector("#round-of")
    assert round_of(page) == "4 of 13", round_of(page)
    assert totals(page) == ["0", "30", "13"], totals(page)
    ctx.close()


def test_offline_the_app_opens_and_a_round_can_be_entered(p, url, tmp):
    ctx, page = open_phone(p, url, tmp)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    cdp = ctx.new_cdp_session(page)
    errs = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert errs == [], f"not installable: {errs}"
    manifest = cdp.send("Page.getAppManifest")
    assert manifest.get("errors") == [], manifest.get("errors")
    ctx.set_offline(True)
    page.reload()
    page.wait_for_selector(".shell")
    start_game(page, url)
    typed_round(page, "5", "6")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '2 of 13'")
    saved(page)
    page.reload()
    page.wait_for_selector("#round-of")
    assert totals(page) == ["0", "5", "6"], totals(page)
    shot(page, "phone-offline")
    # French chosen offline: its words (i18n/fr-CA.ftl, fetched, not in the
    # wasm) come from the service worker's cache, and after a reload too.
    page.goto(url + "#/")
    page.wait_for_selector("#lang-fr")
    page.tap("#lang-fr")
    page.wait_for_function("document.documentElement.lang === 'fr-CA'")
    page.wait_for_function("document.body.innerText.includes('Nouvelle partie')")
    saved(page)
    page.reload()
    page.wait_for_selector(".shell")
    page.wait_for_function("document.documentElement.lang === 'fr-CA'")
    page.wait_for_function("document.body.innerText.includes('Accueil')")
    ctx.close()


def test_a_second_tab_is_refused_and_the_first_keeps_working(p, url, tmp):
    ctx, page = open_phone(p, url, tmp)
    other = ctx.new_page()
    other.goto(url)
    other.wait_for_selector(".fatal")
    assert "already open in another tab" in other.inner_text(".fatal")
    shot(other, "phone-second-tab")
    other.close()
    start_game(page, url)
    typed_round(page, "2", "3")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '2 of 13'")
    saved(page)
    ctx.close()


def test_tablet_settles_a_dispute_and_searches_the_rule_book(p, url, tmp):
    ctx, page = launch(p, tmp / "profile", device(p, "Galaxy Tab S4 landscape"))
    marker_down_dispute(page, url)
    assert "marker is down" in page.inner_text("body")
    page.tap("#marker-1")
    page.wait_for_selector(".verdict.legal")
    shot(page, "tablet-checker")
    page.tap("#nav-rules")
    page.wait_for_selector("#rule-search")
    page.fill("#rule-search", "marker")
    page.wait_for_selector("#rule-count")
    assert "found" in page.inner_text("#rule-count")
    shot(page, "tablet-rulebook")
    close(ctx, page)


# A stand-in for the Screen Wake Lock that counts what the page asks of it;
# drop() does what the browser does when the page is hidden (lets go).
WAKE_LOCK_STUB = """
window.__wake = { requests: 0, releases: 0, held: 0, last: null };
window.__wake.drop = () => {
  const s = window.__wake.last;
  if (!s || s.released) return;
  s.released = true; window.__wake.held--;
  for (const f of s.listeners) f(new Event("release"));
};
Object.defineProperty(navigator, "wakeLock", { configurable: true, value: {
  request(type) {
    window.__wake.requests++; window.__wake.held++;
    const s = { type, released: false, listeners: [],
      addEventListener(name, f) { if (name === "release") this.listeners.push(f); },
      release() {
        if (!this.released) { this.released = true; window.__wake.releases++; window.__wake.held--; }
        return Promise.resolve();
      } };
    window.__wake.last = s;
    return Promise.resolve(s);
  } } });
"""


def wake(page, cond):
    page.wait_for_function(f"(() => {{ const w = window.__wake; return {cond}; }})()")


def test_the_screen_stays_awake_while_a_game_is_open(p, url, tmp):
    ctx, page = launch(p, tmp / "profile", device(p, "Pixel 7"))
    ctx.add_init_script(WAKE_LOCK_STUB)
    open_app(page, url)
    page.wait_for_timeout(300)
    assert page.evaluate("window.__wake.requests") == 0, "home does not keep the screen awake"
    start_game(page, url)
    wake(page, "w.requests === 1 && w.held === 1")
    page.tap("#nav-home")
    page.wait_for_selector("#new-game")
    wake(page, "w.releases === 1 && w.held === 0")
    page.tap("#nav-game")
    page.wait_for_selector("#save-round")
    wake(page, "w.requests === 2 && w.held === 1")
    # Hidden, the browser lets go; back in view, the page asks again.
    page.evaluate("window.__wake.drop()")
    wake(page, "w.held === 0")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    wake(page, "w.requests === 3 && w.held === 1")
    assert page.evaluate("window.__wake.last.type") == "screen"
    close(ctx, page)


def test_dark_mode_follows_the_system_and_the_display_card(p, url, tmp):
    dev = dict(device(p, "Pixel 7"), color_scheme="dark")
    ctx, page = launch(p, tmp / "profile", dev)
    open_app(page, url)
    bg = "getComputedStyle(document.body).backgroundColor"
    assert page.evaluate(bg) == "rgb(20, 24, 28)", page.evaluate(bg)
    size = "parseFloat(getComputedStyle(document.documentElement).fontSize)"
    before = page.evaluate(size)
    page.tap("#theme-light")
    page.wait_for_function(f"{bg} === 'rgb(251, 248, 241)'")
    page.tap("#large-text")
    page.wait_for_function(f"{size} > {before} * 1.15")
    shot(page, "phone-home-light-large")
    saved(page)
    page.reload()
    page.wait_for_selector(".shell")
    page.wait_for_function(f"{bg} === 'rgb(251, 248, 241)' && {size} > {before} * 1.15")
    page.tap("#theme-dark")
    page.wait_for_function(f"{bg} === 'rgb(20, 24, 28)'")
    start_game(page, url)
    shot(page, "phone-game-dark")
    close(ctx, page)


def test_every_screen_fits_a_phone_and_a_tablet(p, url, tmp):
    """No sideways scrolling, nothing cut off and no tap target under 44x44
    px, measured on the page (the layout check's own measure), at 360 px and
    on a tablet in both orientations."""
    sys.path.insert(0, str(ROOT / "tests" / "layout"))
    from check import check_page, check_issue18
    from axe import violations
    touch = dict(is_mobile=True, has_touch=True, device_scale_factor=2)
    sizes = [("phone360", dict(viewport={"width": 360, "height": 740}, **touch)),
             ("tablet-portrait", dict(viewport={"width": 800, "height": 1280}, **touch)),
             ("tablet-landscape", dict(viewport={"width": 1280, "height": 800}, has_touch=True)),
             # The same screens in dark mode, for axe's colour contrast.
             ("phone360-dark", dict(viewport={"width": 360, "height": 740}, color_scheme="dark", **touch)),
             ("tablet-portrait-dark", dict(viewport={"width": 800, "height": 1280}, color_scheme="dark", **touch)),
             # French runs 20-30% longer: the same checks on a French device.
             ("phone360-fr", dict(viewport={"width": 360, "height": 740}, locale="fr-CA", **touch)),
             ("tablet-portrait-fr", dict(viewport={"width": 800, "height": 1280}, locale="fr-CA", **touch))]
    problems = []
    for size, dev in sizes:
        ctx, page = launch(p, tmp / size, dev)
        open_app(page, url)
        start_game(page, url)
        game = page.url.split("#", 1)[1]
        for name, addr in [("home", "/"), ("new", "/new"), ("game", game), ("check", "/check"),
                           ("blocked", "/blocked"), ("plan", "/plan"), ("rules", "/rules"),
                           ("compare", "/rules/compare"), ("history", "/history"), ("stats", "/stats")]:
            page.goto(url + "#" + addr)
            page.wait_for_selector(".page")
            page.wait_for_timeout(150)
            if size.endswith("-fr"):
                assert page.evaluate("document.documentElement.lang").startswith("fr"), size
            check_page(page, name, size, problems)
            check_issue18(page, name, size, problems)
            # Every rule of axe-core, any impact (not at the tablet's
            # landscape size: the layout is the desktop's).
            if size != "tablet-landscape":
                problems.extend(violations(page, f"{name} @ {size}"))
            shot(page, f"screen-{name}-{size}")
        ctx.close()
    assert not problems, "\n".join(problems)


# ------------------------------------------------------- files in a browser

def download(page, click):
    """Taps `click` and returns (file name, bytes) of the download it makes."""
    with page.expect_download() as d:
        page.tap(click)
    dl = d.value
    assert dl.failure() is None, dl.failure()
    return dl.suggested_filename, Path(dl.path()).read_bytes()


def open_details(page, css):
    if page.get_attribute(css, "open") is None:
        page.tap(f"{css} > summary")


def history_names(page):
    page.wait_for_selector("#nav-history")
    if not page.url.endswith("#/history"):
        page.tap("#nav-history")
    page.wait_for_selector("#history-list, #history-empty")
    return page.eval_on_selector_all(".history-players", "es => es.map(e => e.innerText)")


def test_phone_exports_a_game_imports_it_and_restores_a_backup_file(p, url, tmp):
    import json
    dev = device(p, "Pixel 7")
    # Phone A: a game, exported from its page.
    ctx, page = launch(p, tmp / "a", dev)
    open_app(page, url)
    start_game(page, url)
    game = page.url.split("#", 1)[1].split("/")[-1]
    typed_round(page, "12", "30")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '2 of 13'")
    saved(page)
    page.goto(url + f"#/history/{game}")
    page.wait_for_selector("#detail-title")
    open_details(page, "#export-panel")
    assert page.inner_text("#export-go").strip() == "Download"
    name, data = download(page, "#export-go")
    assert re.fullmatch(rf"mextrain-game-{game}-\d{{4}}-\d\d-\d\d\.json", name), name
    export = json.loads(data)
    assert export["app"] == "mextrain", export
    assert [g["spec"]["players"] for g in export["games"]] == [["Ana", "Ben", "Cleo"]], export
    assert [r["points"] for r in export["games"][0]["rounds"]] == [[0, 12, 30]], export
    assert page.inner_text("#export-note").strip() == f"Downloaded {name}"
    ctx.close()
    exported = tmp / name
    exported.write_bytes(data)

    # Phone B: imports that file through the file picker.
    ctx, page = launch(p, tmp / "b", dev)
    open_app(page, url)
    page.goto(url + "#/history")
    page.wait_for_selector("#history-empty")
    open_details(page, "#export-panel")
    with page.expect_file_chooser() as fc:
        page.tap("#import-file")
    fc.value.set_files(str(exported))
    page.wait_for_function("(document.getElementById('export-note') || {}).innerText === "
                           "'Imported 1 game(s); 0 already here were skipped.'")
    saved(page)
    assert len(history_names(page)) == 1, history_names(page)
    assert "Ana" in history_names(page)[0]
    shot(page, "phone-imported")

    # A backup downloaded; the game deleted; the backup restored from the file.
    open_details(page, "#backups")
    sys.path.insert(0, str(ROOT / "tests" / "layout"))
    from check import check_page
    problems = []
    check_page(page, "history-files", "pixel7", problems)
    assert not problems, "\n".join(problems)
    name, data = download(page, "#backup-download")
    assert re.fullmatch(r"mextrain-backup-\d{4}-\d\d-\d\d-\d{4}\.sqlite3", name), name
    assert data.startswith(b"SQLite format 3\0"), data[:16]
    backup = tmp / name
    backup.write_bytes(data)
    gid = page.get_attribute("#history-list li", "id").removeprefix("game-")
    page.tap(f"#delete-{gid}")
    page.tap(f"#delete-{gid}")
    page.wait_for_selector("#history-empty")
    saved(page)

    # A file that is not a backup: refused, and nothing changes.
    junk = tmp / "notes.txt"
    junk.write_text("Ana 12, Ben 30\n")
    page.set_input_files("#restore-file", str(junk))
    page.wait_for_selector("#backup-note.error")
    assert page.inner_text("#backup-note").strip() == (
        "notes.txt is not a mextrain backup: it is not a SQLite database; nothing was changed")
    assert page.query_selector("#restore-go") is None
    assert page.is_visible("#history-empty")

    page.set_input_files("#restore-file", str(backup))
    page.wait_for_selector("#restore-go")
    assert page.inner_text("#restore-question") == f"Replace all games with the games in {name}?"
    assert page.query_selector("#backup-note") is None, "the earlier refusal stays"
    shot(page, "phone-restore-confirm")
    commits = page.evaluate("window.mextrainSave.commits")
    safety, safety_data = download(page, "#restore-go")
    assert re.fullmatch(r"mextrain-before-restore-\d{4}-\d\d-\d\d-\d{4}\.sqlite3", safety), safety
    assert safety_data.startswith(b"SQLite format 3\0")
    page.wait_for_selector("#history-list")
    note = page.inner_text("#backup-note").strip()
    assert note == f"Restored {name}; the games before it were downloaded as {safety}.", note
    # The badge covers the restore; once Saved, it survives a reload.
    page.wait_for_function(f"window.mextrainSave.commits > {commits}")
    saved(page)
    shot(page, "phone-restored")
    page.reload()
    # A reload keeps the page (the history); the app opened at its root
    # goes on with the restored game: its round is there.
    page.wait_for_selector("#history-list")
    page.goto(url)
    page.wait_for_selector("#round-of")
    assert round_of(page) == "2 of 13", round_of(page)
    assert totals(page) == ["0", "12", "30"], totals(page)
    names = history_names(page)
    assert len(names) == 1 and "Cleo" in names[0], names
    close(ctx, page)


def test_a_table_file_downloads_and_opens_in_the_move_checker(p, url, tmp):
    import json
    ctx, page = open_phone(p, url, tmp)
    marker_down_dispute(page, url)
    name, data = download(page, "#save-file")
    assert re.fullmatch(r"table-\d{4}-\d\d-\d\d\.json", name), name
    table = json.loads(data)
    assert len(table["players"]) >= 2, table
    assert page.inner_text("#file-msg").startswith(f"Downloaded {name}: the table and the moves made.")
    shot(page, "phone-table-file")
    saved_file = tmp / name
    saved_file.write_bytes(data)
    # Not a table file: refused with the reason.
    junk = tmp / "junk.json"
    junk.write_text('{"players": 3}')
    page.set_input_files("#open-file-pick", str(junk))
    page.wait_for_function("(document.getElementById('file-msg') || {}).innerText"
                           " && document.getElementById('file-msg').innerText.startsWith('junk.json is not a table file')")
    # The file downloaded opens, with the move in dispute kept beside it.
    with page.expect_file_chooser() as fc:
        page.tap("#open-file-pick")
    fc.value.set_files(str(saved_file))
    page.wait_for_function("(document.getElementById('file-msg') || {}).innerText"
                           f" === 'Opened {name} (0 moves made, and the move in dispute).'")
    page.wait_for_selector(".verdict.illegal")
    close(ctx, page)


# ------------------------------------------- issue 18: comfortable on a phone

IN_VIEW = """(id) => { const e = document.getElementById(id); if (!e) return false;
  const r = e.getBoundingClientRect();
  const p = document.querySelector('.places');
  const below = p && getComputedStyle(p).position === 'fixed' ? innerHeight - p.getBoundingClientRect().top : 0;
  return r.top >= 0 && r.bottom <= innerHeight - below; }"""


def test_a_reload_opens_the_page_you_were_on(p, url, tmp):
    ctx, page = open_phone(p, url, tmp)
    start_game(page, url)
    game = page.url.split("#", 1)[1]
    for addr, mark in (("/rules", "#rule-search"), ("/history", "#history-list"),
                       ("/stats", "#stats-empty"), ("/check", "#verdict-wait")):
        page.goto(url + "#" + addr)
        page.wait_for_selector(mark)
        page.reload()
        page.wait_for_selector(mark)
        assert page.url.endswith("#" + addr), (addr, page.url)
        assert page.query_selector("#save-round") is None, f"{addr} reloaded opens the game"
    # Opened at its root, the app goes on with the unfinished game.
    page.goto(url)
    page.wait_for_selector("#save-round")
    assert page.url.endswith("#" + game), page.url
    close(ctx, page)


def test_phone_round_form_first_screen_refusal_focus_undo_redo_and_badge(p, url, tmp):
    ctx, page = open_phone(p, url, tmp)
    start_game(page, url)
    # The round form starts on the first screen: its starter buttons in view.
    assert page.evaluate(IN_VIEW, "starter-0"), "the starter buttons are below the first screen"
    shot(page, "phone-game-first-screen")
    # A refused save: the reason by the starter buttons, which take the focus.
    page.tap("#out-0")
    page.tap("#pts-1")
    page.keyboard.type("12")
    page.tap("#pts-2")
    page.keyboard.type("30")
    page.tap("#save-round")
    page.wait_for_selector("#entry-error")
    assert page.inner_text("#entry-error").strip() == "Choose who started this round", page.inner_text("#entry-error")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'starter-0'")
    assert page.evaluate(IN_VIEW, "entry-error"), "the reason is out of view"
    shot(page, "phone-refused-starter")
    page.tap("#starter-0")
    page.tap("#save-round")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '2 of 13'")
    saved(page)
    # The badge is in the top bar, never over the screen: with the Round
    # blocked switch at the top of the view, they do not meet.
    page.evaluate("document.getElementById('blocked').scrollIntoView({block: 'start'})")
    overlap = page.evaluate("""() => { const b = document.getElementById('save-state').getBoundingClientRect();
        const s = document.getElementById('blocked').getBoundingClientRect();
        return !(b.right <= s.left || s.right <= b.left || b.bottom <= s.top || s.bottom <= b.top) && b.width > 0; }""")
    assert not overlap, "the Saved badge covers the Round blocked switch"
    assert page.evaluate("!!document.querySelector('header.topbar #save-state')"), "the badge is not in the top bar"
    # A second round, then Undo: the note with Redo is in view.
    typed_round(page, "5", "9")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '3 of 13'")
    page.evaluate("document.getElementById('undo').scrollIntoView({block: 'center'})")
    page.tap("#undo")
    page.wait_for_selector("#redo")
    page.wait_for_function(f"({IN_VIEW})('redo')")
    shot(page, "phone-after-undo")
    page.tap("#redo")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '3 of 13'")
    assert totals(page) == ["0", "17", "39"], totals(page)
    close(ctx, page)


def signed_totals(page):
    """The scoreboard's totals as numbers (a total below zero is written
    with a real minus sign; the leader's cell also says so in words)."""
    out = []
    for s in range(3):
        text = page.inner_text(f"#total-{s}").strip().replace("\u2212", "-")
        out.append(int(re.match(r"-?\d+", text).group(0)))
    return out


def test_a_phone_plays_a_round_under_every_house_scoring_rule_in_both_languages(p, url, tmp):
    """Issue 31 in a real browser, on a 360 px phone, in English and French:
    New game with doubles counting double, a going-out bonus of 10, a marker
    penalty of 5 and the most-rounds-won tie-break; a round where Ana goes
    out and Ben's marker is up; the totals below zero; undo and redo; the
    rules in play on the game; axe finds nothing, light and dark."""
    sys.path.insert(0, str(ROOT / "tests" / "layout"))
    from axe import violations
    touch = dict(is_mobile=True, has_touch=True, device_scale_factor=2)
    phone = dict(viewport={"width": 360, "height": 740}, **touch)
    problems = []
    for name, dev in [("en", phone), ("fr", french(phone)), ("en-dark", dict(phone, color_scheme="dark"))]:
        ctx, page = launch(p, tmp / name, dev)
        open_app(page, url)
        page.goto(url + "#/new")
        page.wait_for_selector("#start-game")
        for i, n in enumerate(("Ana", "Ben", "Cleo")):
            page.fill(f"#player-{i}", n)
        page.tap("#doubles-count-double")
        page.fill("#going-out-bonus", "10")
        page.fill("#marker-penalty", "5")
        page.select_option("#tie-break", "most_rounds_won")
        problems.extend(violations(page, f"new game @ {name}"))
        page.tap("#start-game")
        page.wait_for_selector("#save-round")
        assert page.is_visible("#rules-in-play"), name
        rules = page.inner_text("#rules-in-play")
        assert ("10" in rules) and ("5" in rules), rules
        # Ana started and went out; Ben's marker was up with 9 in hand;
        # Cleo holds 20.
        page.tap("#starter-0")
        page.tap("#out-0")
        page.tap("#pts-1")
        page.keyboard.type("9")
        page.tap("#marker-1")
        assert page.get_attribute("#marker-1", "aria-checked") == "true", name
        page.tap("#pts-2")
        page.keyboard.type("20")
        page.tap("#save-round")
        page.wait_for_function("document.getElementById('round-of').innerText.trim().startsWith('2')")
        saved(page)
        assert signed_totals(page) == [-10, 14, 20], (name, signed_totals(page))
        # A real minus sign, not a hyphen.
        assert "\u221210" in page.inner_text("#total-0"), page.inner_text("#total-0")
        shot(page, f"phone360-house-{name}")
        problems.extend(violations(page, f"game @ {name}"))
        # Undo puts the round back in the form with Ben's marker up; redo
        # brings the totals back.
        page.evaluate("document.getElementById('undo').scrollIntoView({block: 'center'})")
        page.tap("#undo")
        page.wait_for_selector("#redo")
        page.wait_for_function("document.getElementById('round-of').innerText.trim().startsWith('1')")
        assert page.get_attribute("#marker-1", "aria-checked") == "true", name
        page.tap("#redo")
        page.wait_for_function("document.getElementById('round-of').innerText.trim().startsWith('2')")
        assert signed_totals(page) == [-10, 14, 20], (name, signed_totals(page))
        assert not page.errors, page.errors
        ctx.close()
    assert not problems, "\n".join(problems)


def play_out(page, points=("5", "9")):
    """Plays the open game to its end (Ana-style rounds: seat 1 starts and
    goes out, the others' points typed) and waits for its results."""
    while "summary" not in page.url:
        page.wait_for_selector("#save-round")
        before = round_of(page)
        typed_round(page, *points)
        page.wait_for_function(
            "(b) => location.href.includes('summary') || "
            "(document.getElementById('round-of') && document.getElementById('round-of').innerText.trim() !== b)",
            arg=before)
    saved(page)


def test_a_club_night_is_set_up_played_and_shown_on_a_board_at_every_size(p, url, tmp):
    """Issue 32 in a real browser: a 360 px phone sets up a night of six at
    tables of three (double-6, a 45-minute limit), plays both tables' games
    from the night's page, sees the standings and starts game 2 by the
    ladder; the board then fits a 1920x1080 television, a laptop and the
    phone, in English, French and dark; axe finds nothing."""
    sys.path.insert(0, str(ROOT / "tests" / "layout"))
    from axe import violations
    touch = dict(is_mobile=True, has_touch=True, device_scale_factor=2)
    phone = dict(viewport={"width": 360, "height": 740}, **touch)
    problems = []
    profile = tmp / "profile"
    ctx, page = launch(p, profile, phone)
    open_app(page, url)
    page.tap("#home-club")
    page.wait_for_selector("#nights-empty")
    page.tap("#nights-new")
    page.wait_for_selector("#night-name")
    page.fill("#night-name", "Tuesday club")
    page.select_option("#night-set", "6")
    for name in ("Ana", "Ben", "Cleo", "Dee", "Eve", "Flo"):
        page.fill("#night-add", name)
        page.press("#night-add", "Enter")
    page.fill("#night-per-table", "3")
    page.fill("#night-minutes", "45")
    problems.extend(violations(page, "night form @ phone"))
    page.tap("#night-draw")
    page.wait_for_selector("#drawn-table-2")
    shot(page, "night-form-phone-en")
    page.tap("#night-start")
    page.wait_for_selector("#night-page")
    saved(page)
    assert "45 min left" in page.inner_text("#table-1"), page.inner_text("#table-1")
    problems.extend(violations(page, "night @ phone"))
    for t in (1, 2):
        page.goto(url + "#/night/1")
        page.wait_for_selector(f"#table-{t}-pad")
        page.tap(f"#table-{t}-pad")
        play_out(page, ("5", "9") if t == 1 else ("2", "3"))
        page.goto(url + "#/night/1")
        page.wait_for_selector("#night-page")
        status = page.inner_text(f"#table-{t}-status")
        assert status.startswith("Finished"), status
    rows = page.locator("#standings tbody tr")
    assert rows.count() == 6, page.inner_text("#standings")
    shot(page, "night-page-phone-en")
    page.tap("#seating-ladder")
    page.tap("#night-next")
    page.wait_for_selector("#night-message")
    assert "Game 2" in page.inner_text("#night-message"), page.inner_text("#night-message")
    saved(page)
    close(ctx, page)
    tv = dict(viewport={"width": 1920, "height": 1080})
    laptop = dict(viewport={"width": 1366, "height": 768})
    for name, dev in [("tv-en", tv), ("tv-fr", french(tv)), ("tv-dark", dict(tv, color_scheme="dark")),
                      ("laptop-en", laptop), ("phone-en", phone), ("phone-fr", french(phone))]:
        ctx, page = launch(p, profile, dev)
        page.goto(url + "#/night/1/board")
        page.wait_for_selector("#board")
        page.wait_for_selector("#standings")
        text = page.inner_text("#board")
        assert ("Classement" in text) == name.endswith("fr"), (name, text)
        assert "Tuesday club" in text, text
        # Nothing sticks out sideways.
        wide = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert wide <= 0, (name, wide)
        shot(page, f"night-board-{name}")
        problems.extend(violations(page, f"board @ {name}"))
        assert not page.errors, page.errors
        ctx.close()
    assert not problems, "\n".join(problems)


SHARE_STUB = """
window.__shared = [];
navigator.canShare = (d) => !!(d && d.files && d.files.length && !window.__noShare);
navigator.share = async (d) => {
  const f = d.files[0];
  const bmp = await createImageBitmap(f);
  window.__shared.push({name: f.name, type: f.type, size: f.size, width: bmp.width, height: bmp.height, title: d.title});
};
"""


def test_a_phone_shares_the_result_card_through_the_share_sheet(p, url, tmp):
    """Issue 34 in a real browser, on a Pixel 7: a game's history page, Share
    picture: the card is drawn to a PNG and handed to the system's share
    sheet (stubbed: it records the file it is given); where the browser
    cannot share files, the PNG is downloaded instead; Copy text shows the
    text for a chat."""
    ctx, page = launch(p, tmp / "profile", device(p, "Pixel 7"))
    ctx.add_init_script(SHARE_STUB)
    open_app(page, url)
    start_game(page, url)
    typed_round(page, "12", "30")
    page.wait_for_function("document.getElementById('round-of').innerText.trim().startsWith('2')")
    saved(page)
    page.goto(url + "#/history/1")
    page.wait_for_selector("#share-panel")
    page.tap("#share-panel summary")
    page.tap("#share-picture")
    page.wait_for_function("window.__shared.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared["name"] == "mextrain-game-1-result.png", shared
    assert shared["type"] == "image/png", shared
    assert shared["width"] == 1080 and shared["height"] > 400, shared
    assert shared["size"] > 10_000, shared
    page.wait_for_selector("#share-note")
    assert "share sheet" in page.inner_text("#share-note"), page.inner_text("#share-note")
    shot(page, "phone-share")
    # A browser that cannot share files downloads the same PNG.
    page.evaluate("window.__noShare = true")
    with page.expect_download() as dl:
        page.tap("#share-picture")
    d = dl.value
    assert d.suggested_filename == "mextrain-game-1-result.png", d.suggested_filename
    png = Path(d.path()).read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 10_000, len(png)
    page.tap("#share-copy")
    page.wait_for_selector("#share-text")
    text = page.input_value("#share-text")
    assert "Ana" in text and "Cleo" in text, text
    close(ctx, page)


def test_tablet_portrait_shows_the_verdict_with_its_reason(p, url, tmp):
    ctx, page = launch(p, tmp / "profile", device(p, "Galaxy Tab S4"))
    marker_down_dispute(page, url)
    page.wait_for_function(f"({IN_VIEW})('verdict') && ({IN_VIEW})('verdict-reason')")
    reason = page.inner_text("#verdict-reason").strip()
    assert reason[0].isupper(), reason
    shot(page, "tablet-portrait-verdict")
    close(ctx, page)


def french(dev):
    """A device set to French (Canada): what navigator.languages says."""
    return dict(dev, locale="fr-CA")


def test_a_french_phone_opens_in_french_and_english_chosen_is_kept(p, url, tmp):
    # A 360 px phone (the narrowest common width) set to French.
    dev = french(dict(device(p, "Pixel 7"), viewport={"width": 360, "height": 760}))
    ctx, page = launch(p, tmp / "profile", dev)
    open_app(page, url)
    lang = "document.documentElement.lang"
    page.wait_for_function(f"{lang}.startsWith('fr')")
    body = page.inner_text("body")
    assert "Nouvelle partie" in body and "Régler un différend" in body, body[:400]
    assert page.get_attribute("link[rel=manifest]", "href") == "manifest.fr-CA.webmanifest"
    assert page.title().startswith("mextrain")
    shot(page, "fr-phone-home")
    # A whole round in French: the refusal, then the save.
    start_game(page, url)
    page.tap("#save-round")
    page.wait_for_selector(".error")
    refusal = page.inner_text(".error")
    assert not re.search(r"\b(the|who|started|round)\b", refusal, re.I), refusal
    shot(page, "fr-phone-refusal")
    typed_round(page, "12", "30")
    page.wait_for_function("document.querySelector('#round-of') && /2/.test(document.querySelector('#round-of').innerText)")
    saved(page)
    shot(page, "fr-phone-game")
    # A dispute settled in French.
    marker_down_dispute(page, url)
    assert "Interdit" in page.inner_text("body"), page.inner_text("body")[:600]
    shot(page, "fr-phone-verdict")
    # The rule book in French; search ignores accents.
    page.goto(url + "#/rules")
    page.wait_for_selector("#rule-search")
    page.fill("#rule-search", "bloque")
    page.wait_for_selector("#rule-results li")
    assert "bloquée" in page.inner_text("#rule-results").lower(), page.inner_text("#rule-results")
    shot(page, "fr-phone-rules")
    # English chosen in the Display card: kept across a reload.
    page.goto(url + "#/")
    page.wait_for_selector("#lang-en")
    page.tap("#lang-en")
    page.wait_for_function(f"{lang} === 'en-CA'")
    assert "New game" in page.inner_text("body")
    saved(page)
    page.reload()
    page.wait_for_selector(".shell")
    page.wait_for_function(f"{lang} === 'en-CA'")
    # (The reload opens the unfinished game: its screen and tab bar.)
    body = page.inner_text("body")
    assert "Home" in body and "End of round 2" in body, body[:400]
    assert "Accueil" not in body and "Fin de la manche" not in body, body[:400]
    close(ctx, page)


def test_a_french_tablet_shows_history_statistics_and_the_checker_in_french(p, url, tmp):
    ctx, page = launch(p, tmp / "profile", french(device(p, "Galaxy Tab S4")))
    open_app(page, url)
    start_game(page, url)
    typed_round(page, "12", "30")
    saved(page)
    shot(page, "fr-tablet-game")
    for where, words in (("#/history", "Historique"), ("#/stats", "Statistiques")):
        page.goto(url + where)
        page.wait_for_function(f"document.body.innerText.includes('{words}')")
        shot(page, "fr-tablet-" + where[2:])
    marker_down_dispute(page, url)
    page.wait_for_function(f"({IN_VIEW})('verdict-reason')")
    reason = page.inner_text("#verdict-reason")
    assert "marqueur" in reason.lower(), reason
    shot(page, "fr-tablet-verdict")
    # Every screen still fits, in French (overflow, 44 px targets).
    close(ctx, page)


TESTS = [v for k, v in list(globals().items()) if k.startswith("test_")]


def main():
    args = sys.argv[1:]
    only = None
    if "-k" in args:
        i = args.index("-k")
        only = args[i + 1]
        del args[i:i + 2]
    dist = Path(args[0]) if args else ROOT / "dist" / "web"
    if not wasm_of(dist):
        print(f"web: no build in {dist}: run `make web-build` first", file=sys.stderr)
        return 2
    failed = ran = 0
    with serve(dist) as url, sync_playwright() as p:
        for t in TESTS:
            if only and only not in t.__name__:
                continue
            ran += 1
            tmp = Path(tempfile.mkdtemp(prefix="mextrain-web-"))
            t0 = time.time()
            try:
                t(p, url, tmp)
                print(f"ok    {t.__name__} ({time.time() - t0:.1f} s)")
                shutil.rmtree(tmp, ignore_errors=True)
            except Exception:
                failed += 1
                print(f"FAIL  {t.__name__} (profile kept in {tmp})")
                traceback.print_exc()
    print(f"web: {ran - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
