#!/usr/bin/env python3
"""A league's season published as a static site (issue 44, "Publishing"),
in a real browser: a league made with the command line (`mextrain import`
of six nights, two tables, two games a night; `league set --best 4
--min-nights 3`; `league host`, so that it has a code and a key), published
with `mextrain league publish` into a folder served by a plain static server
(http.server on a free port of 127.0.0.1) at `/club/league/`, in English,
then again in French over it (the earlier publish replaced). In Debian's
Chromium with JavaScript disabled, as a Pixel 7 and a laptop, light and
dark:

- every page is reached from index.html by its links, and every link (and
  the stylesheet) names a file of the site and loads (200);
- no page has a script, nor the league's code or key;
- axe finds nothing on any page, at either size, in either colour scheme
  (axe itself runs in a context with scripts on: it waits on timers);
- nothing scrolls sideways on the phone but the tables' own frames, and the
  chart drawn for the size is the one shown;
- the site opens from file:// too (index.html, a link followed, styled);
- with DIST_DIR, the web build on a Pixel 7: the same season imported, its
  League page's Publish downloads the site as a zip, which holds the very
  files `mextrain league publish` writes for that data.

    python3 tests/web/publish.py [MEXTRAIN] [DIST_DIR]

MEXTRAIN: the binary (default target/release/mextrain); DIST_DIR: the web
build (`make web-build`; none: the zip is not checked). Screenshots:
tests/web/out/publish-*.png. Exits 1 when a check fails.
"""

import io
import json
import random
import re
import subprocess
import sys
import tempfile
import time
import traceback
import zipfile
from pathlib import Path
from urllib.parse import urljoin, urlparse

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = HERE / "out"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "tests" / "layout"))
from browser import ARGS, CHROMIUM, TIMEOUT, device, wasm_of  # noqa: E402
from run import saved, serve  # noqa: E402
from axe import violations  # noqa: E402

LEAGUE = "Autumn 2026"
PLAYERS = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
# A ninth player, at two nights only: under the minimum attendance.
GUEST = "Zoé <Z> & \"Co\""
NIGHTS = 6
SIZES = {"phone": lambda p: device(p, "Pixel 7"),
         "laptop": lambda p: {"viewport": {"width": 1366, "height": 800}}}
WORDS = {"en": {"title": f"League {LEAGUE}", "lang": "en-CA", "standings": "Standings"},
         "fr": {"title": f"Ligue {LEAGUE}", "lang": "fr-CA", "standings": "Classement"}}


def season():
    """The league's games, as `mextrain export` writes them."""
    rng = random.Random(44)
    games = []
    t0 = 1_788_000_000
    for n in range(NIGHTS):
        date = f"2026-09-{1 + 7 * n:02d}" if n < 5 else "2026-10-06"
        present = PLAYERS[:]
        if n in (1, 4):
            present[rng.randrange(8)] = GUEST
        for g in range(2):
            rng.shuffle(present)
            for t in range(2):
                seats = present[4 * t:4 * t + 4]
                rounds = []
                for r, engine in enumerate([12, 11, 10]):
                    out = rng.randrange(4)
                    rounds.append({"engine": engine, "starter": r % 4, "end": {"out": out},
                                   "points": [0 if s == out else rng.randrange(3, 60) for s in range(4)],
                                   "tiles": [None] * 4})
                start = t0 + n * 7 * 86400 + g * 3600
                games.append({
                    "uid": f"publish-{n}-{g}-{t}",
                    "spec": {"preset": "classic", "set": 12, "house": {}, "players": seats,
                             "schedule": [12, 11, 10]},
                    "colours": ["#d62728", "#1f77b4", "#2ca02c", "#9467bd"],
                    "first_starter": 0,
                    "started_at": start,
                    "finished_at": start + 3000,
                    "rounds": rounds,
                    "night": {"uid": f"publish-night-{n}", "name": "Tuesday club", "date": date,
                              "table": t + 1, "game": g + 1, "league": LEAGUE},
                })
    return games


def run(binary, data, *args):
    r = subprocess.run([str(binary), *map(str, args), "--data-dir", str(data)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, f"mextrain {' '.join(map(str, args))}: {r.returncode}\n{r.stdout}{r.stderr}"
    return r.stdout


def season_file(tmp):
    file = tmp / "season.json"
    if not file.exists():
        file.write_text(json.dumps({"schema_version": 1, "app": "mextrain",
                                    "exported_at": "2026-10-07T00:00:00Z", "games": season()}))
    return file


def made_league(binary, tmp):
    """The league in a data folder; its code and key."""
    data = tmp / "data"
    run(binary, data, "import", season_file(tmp))
    run(binary, data, "league", "set", "--best", "4", "--min-nights", "3", LEAGUE)
    host = run(binary, data, "league", "host", LEAGUE)
    code = re.search(r"League code: (\S+)", host).group(1)
    key = re.search(r"[?&]key=([^&\s]+)", host).group(1)
    return data, [code, key]


def crawl(page, start, secrets):
    """Every page reached from `start` by its links: each link names a
    file of the site and loads. Returns the pages' addresses."""
    seen, todo, other = [], [start], set()
    site = start.rsplit("/", 1)[0] + "/"
    while todo:
        url = todo.pop(0)
        if url in seen:
            continue
        resp = page.goto(url)
        assert resp and resp.status == 200, f"{url}: {resp and resp.status}"
        seen.append(url)
        html = page.content()
        assert page.locator("script").count() == 0, f"{url} has a script"
        for s in secrets:
            assert s not in html, f"{url} holds the league's {s}"
        for el, attr in (("a", "href"), ("link", "href")):
            for href in page.eval_on_selector_all(f"{el}[{attr}]", f"es => es.map(e => e.getAttribute('{attr}'))"):
                name = href.split("#")[0]
                assert name and not href.startswith("/") and "://" not in href and not name.endswith("/"), \
                    f"{url}: the link {href!r} does not name a file of the site"
                target = urljoin(url, name)
                assert target.startswith(site), f"{url}: {href} leaves the site"
                if target.endswith(".html"):
                    todo.append(target)
                else:
                    other.add(target)
    for url in sorted(other):
        resp = page.request.get(url)
        assert resp.status == 200, f"{url}: {resp.status}"
    return seen


def check_language(p, site_url, lang, secrets, problems):
    words = WORDS[lang]
    browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
    try:
        for size, dev in SIZES.items():
            for scheme in ("light", "dark"):
                ctx = browser.new_context(java_script_enabled=False, color_scheme=scheme, **dev(p))
                ctx.set_default_timeout(TIMEOUT)
                page = ctx.new_page()
                pages = crawl(page, site_url + "index.html", secrets)
                names = sorted(urlparse(u).path.rsplit("/", 1)[1] for u in pages)
                assert "n1.html" in names and f"n{NIGHTS}.html" in names and "p9.html" in names, names
                # axe runs as a script of its own, which waits on the page's
                # timers: in a context with scripts on (the site has none).
                axe_ctx = browser.new_context(color_scheme=scheme, **dev(p))
                axe_ctx.set_default_timeout(TIMEOUT)
                axe_page = axe_ctx.new_page()
                for url in pages:
                    axe_page.goto(url)
                    where = f"{urlparse(url).path} @ {lang} {size} {scheme}"
                    assert axe_page.get_attribute("html", "lang") == words["lang"], where
                    assert axe_page.title(), where
                    problems.extend(violations(axe_page, where))
                    wide = axe_page.evaluate("document.documentElement.scrollWidth - innerWidth")
                    if wide > 0:
                        problems.append(f"{where}: the page scrolls sideways by {wide} px")
                    if axe_page.locator("svg.chart").count():
                        shown = "narrow" if size == "phone" else "wide"
                        assert axe_page.locator(f"svg.chart.{shown}").first.is_visible(), where
                        hidden = "wide" if shown == "narrow" else "narrow"
                        assert not axe_page.locator(f"svg.chart.{hidden}").first.is_visible(), where
                axe_ctx.close()
                page.goto(site_url + "index.html")
                assert page.inner_text("h1") == words["title"], page.inner_text("h1")
                assert page.locator("table").first.locator("caption").inner_text().startswith(
                    "Standings" if lang == "en" else "Classement")
                shot(page, f"publish-{lang}-{size}-{scheme}-index")
                page.click("a[href='n2.html']")
                shot(page, f"publish-{lang}-{size}-{scheme}-night")
                # The guest's page: a player under the minimum attendance.
                page.goto(site_url + "index.html")
                page.get_by_role("link", name=GUEST, exact=True).first.click()
                assert page.inner_text("h1") == GUEST, page.inner_text("h1")
                page.goto(site_url + "p1.html")
                shot(page, f"publish-{lang}-{size}-{scheme}-player")
                print(f"ok    {lang} {size} {scheme}: {len(pages)} pages reached by their links, each 200, "
                      f"no script, no code or key; axe on each")
                ctx.close()
    finally:
        browser.close()


def check_file_url(p, folder, lang):
    """index.html opened from the folder itself, a link followed."""
    browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
    try:
        ctx = browser.new_context(java_script_enabled=False, **SIZES["laptop"](p))
        page = ctx.new_page()
        page.goto((folder / "index.html").as_uri())
        assert page.inner_text("h1") == WORDS[lang]["title"], page.inner_text("h1")
        # Styled: the stylesheet beside it was read.
        assert page.evaluate("getComputedStyle(document.querySelector('thead th')).backgroundColor") \
            not in ("rgba(0, 0, 0, 0)", "transparent")
        page.click("a[href='p1.html']")
        assert page.url.endswith("/p1.html"), page.url
        assert page.locator("svg.chart").count() >= 2
        page.click("header a[href='index.html']")
        assert page.url.endswith("/index.html"), page.url
        print(f"ok    {lang}: file://{folder}/index.html opens, styled; its links work there too")
        ctx.close()
    finally:
        browser.close()


def check_zip(p, binary, dist, tmp):
    """The web build's Publish: the season imported on a Pixel 7, its
    League page's button downloads a zip of the same site the command line
    writes from the same data (no season's rules set on either)."""
    data = tmp / "zip-data"
    run(binary, data, "import", season_file(tmp))
    cli = tmp / "zip-cli"
    run(binary, data, "league", "publish", LEAGUE, cli)
    want = {f.name: f.read_bytes() for f in cli.iterdir()}
    cli_fr = tmp / "zip-cli-fr"
    run(binary, data, "league", "publish", "--lang", "fr", LEAGUE, cli_fr)
    want_fr = {f.name: f.read_bytes() for f in cli_fr.iterdir()}
    browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
    try:
        ctx = browser.new_context(**device(p, "Pixel 7"))
        ctx.set_default_timeout(TIMEOUT)
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        with serve(dist) as base:
            page.goto(base)
            page.wait_for_selector(".shell")
            page.goto(base + "#/history")
            page.wait_for_selector("#export-panel")
            if page.get_attribute("#export-panel", "open") is None:
                page.tap("#export-panel > summary")
            with page.expect_file_chooser() as fc:
                page.tap("#import-file")
            fc.value.set_files(str(season_file(tmp)))
            page.wait_for_function("(document.getElementById('export-note') || {}).innerText"
                                   ".startsWith('Imported 24 game(s)')")
            saved(page)
            page.goto(base + "#/league/" + LEAGUE.replace(" ", "%20"))
            page.wait_for_selector("#league-title")
            # The season's ratings are on the page (issue 44: within the budget).
            page.wait_for_selector("#league-ratings")
            OUT.mkdir(exist_ok=True)
            page.screenshot(path=str(OUT / "publish-web-league-en.png"))
            page.locator("#league-ratings").screenshot(path=str(OUT / "publish-web-ratings-en.png"))
            page.wait_for_selector("#league-publish")
            assert page.locator("#league-publish-dir").count() == 0, "a folder to type in a browser"
            assert page.inner_text("#league-publish") == "Download the site (zip)"
            with page.expect_download() as d:
                page.tap("#league-publish")
            dl = d.value
            assert dl.failure() is None, dl.failure()
            name = dl.suggested_filename
            assert name == "league-autumn-2026-site.zip", name
            page.wait_for_selector("#league-publish-message")
            assert page.inner_text("#league-publish-message").startswith(f"Downloaded {name}"), \
                page.inner_text("#league-publish-message")
            OUT.mkdir(exist_ok=True)
            page.locator("#league-publish-card").screenshot(path=str(OUT / "publish-web-card.png"))
            z = zipfile.ZipFile(io.BytesIO(Path(dl.path()).read_bytes()))
            assert z.testzip() is None
            got = {i.filename.removeprefix("league-autumn-2026-site/"): z.read(i) for i in z.infolist()}
            assert all(i.filename.startswith("league-autumn-2026-site/") for i in z.infolist())
            assert sorted(got) == sorted(want), (sorted(got), sorted(want))
            for f in want:
                assert got[f] == want[f], f"{f} differs between the zip and the command line's publish"
            # In French: the page's words fetched (i18n/fr-CA.ftl), and the
            # site the same as `league publish --lang fr` writes.
            page.goto(base + "#/")
            page.wait_for_selector("#lang-fr")
            page.tap("#lang-fr")
            page.wait_for_function("document.documentElement.lang === 'fr-CA'")
            saved(page)
            page.goto(base + "#/league/" + LEAGUE.replace(" ", "%20"))
            page.wait_for_selector("#league-ratings")
            page.emulate_media(color_scheme="dark")
            page.screenshot(path=str(OUT / "publish-web-league-fr-dark.png"))
            page.locator("#league-ratings").screenshot(path=str(OUT / "publish-web-ratings-fr-dark.png"))
            assert page.inner_text("#league-publish") != "Download the site (zip)"
            with page.expect_download() as d:
                page.tap("#league-publish")
            assert d.value.failure() is None, d.value.failure()
            z = zipfile.ZipFile(io.BytesIO(Path(d.value.path()).read_bytes()))
            got_fr = {i.filename.removeprefix("league-autumn-2026-site/"): z.read(i) for i in z.infolist()}
            assert sorted(got_fr) == sorted(want_fr), (sorted(got_fr), sorted(want_fr))
            for f in want_fr:
                assert got_fr[f] == want_fr[f], f"{f} (fr) differs from `league publish --lang fr`"
            assert b'<html lang="fr-CA">' in got_fr["index.html"]
            assert not errors, errors
        print(f"ok    the web build's Publish downloads {name}: {len(got)} files, the same bytes as "
              f"`mextrain league publish` writes, in English and in French")
        ctx.close()
    finally:
        browser.close()


def shot(page, name):
    OUT.mkdir(exist_ok=True)
    page.screenshot(path=str(OUT / f"{name}.png"), full_page=True)


def main():
    binary = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "target" / "release" / "mextrain"
    dist = Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else None
    if dist and not wasm_of(dist):
        print(f"publish: no web build in {dist}: run `make web-build` first", file=sys.stderr)
        return 2
    if not binary.exists():
        print(f"publish: no {binary}: build it with `make release` (cargo build --release)", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="mextrain-publish-"))
    t0 = time.time()
    root = tmp / "www"
    folder = root / "club" / "league"
    try:
        data, secrets = made_league(binary.resolve(), tmp)
        problems = []
        with serve(root) as base, sync_playwright() as p:
            for lang in ("en", "fr"):
                said = run(binary, data, "league", "publish", "--lang", lang, LEAGUE, folder)
                print(f"ok    {said.strip()}")
                check_language(p, base + "club/league/", lang, secrets, problems)
                check_file_url(p, folder, lang)
            if dist:
                check_zip(p, binary.resolve(), dist, tmp)
        assert not problems, "\n".join(problems)
    except Exception:
        print(f"FAIL  the published site (kept in {tmp})")
        traceback.print_exc()
        return 1
    print(f"publish: the published site works at /club/league/ and from file:// ({time.time() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
