#!/usr/bin/env python3
"""The web build at an address that is not a site's root: a copy of
DIST_DIR served as `/mextrain/` by a plain static server (http.server on a
free port of 127.0.0.1), as on GitHub Pages, and the phone checks there on
a Pixel 7 in Chromium:

- a round saved survives a reload;
- installable: the manifest, its id, scope and start URL `/mextrain/`, the
  service worker controlling the page with that scope, the icons;
- its caches: this build's, named by its scope; another site's on the same
  host, and another copy of mextrain's in another folder, are kept;
- offline, the app opens and shows the game;
- a new build (another hash in sw.js) replaces this scope's cache only.

    python3 tests/web/subpath.py [DIST_DIR]

Exits 1 when a check fails (the profile is kept).
"""

import json
import re
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from urllib.parse import urljoin

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from browser import device, wasm_of  # noqa: E402
from run import ROOT, close, launch, open_app, round_of, saved, serve, shot, start_game, totals, typed_round  # noqa: E402

FOLDER = "mextrain"


def others(base):
    """The host's other caches, which the app must keep (by name, with the
    page each holds): another site's; another copy of mextrain's, in
    /other/; and an older build's of /other/ (named before the scope was in
    the name)."""
    return {"another-site-v1": base + "index.html",
            f"mextrain-{base}other/-0123456789abcdef": base + "other/",
            "mextrain-0123456789abcdef": base + "other/"}


# An older build's cache of /mextrain/ itself (named before the scope was
# in the name): this app's own, which it deletes.
OLD_OURS = "mextrain-fedcba9876543210"
SEED = """async (seed) => { for (const [name, url] of seed) {
  await (await caches.open(name)).put(url, new Response("not this build's")); } }"""


def build_hash(sw):
    m = re.search(r'const CACHE = [^;]*?([0-9a-f]{16})";', sw)
    assert m, "sw.js names no build hash (web/assemble.py fills it in)"
    return m.group(1)


def caches_now(page, want, what):
    """Waits (10 s at most) until the origin's caches are `want`."""
    for _ in range(100):
        got = set(page.evaluate("caches.keys()"))
        if got == want:
            return
        time.sleep(0.1)
    raise AssertionError(f"{what}: caches {sorted(got)}, expected {sorted(want)}")


def check(p, site, base, tmp):
    app = base + FOLDER + "/"
    sw_file = site / FOLDER / "sw.js"
    ctx, page = launch(p, tmp / "profile", device(p, "Pixel 7"))

    # The host's other caches, put there before the app's first visit, from
    # a page of the origin outside the app.
    page.goto(base)
    seed = dict(others(base), **{OLD_OURS: app})
    page.evaluate(SEED, list(seed.items()))

    open_app(page, app)
    start_game(page, app)
    typed_round(page, "12", "30")
    page.wait_for_function("document.getElementById('round-of').innerText.trim() === '2 of 13'")
    saved(page)
    page.reload()
    page.wait_for_selector("#round-of")
    assert round_of(page) == "2 of 13", round_of(page)
    assert totals(page) == ["0", "12", "30"], totals(page)
    print(f"ok    a round saved at {app} survives a reload (round 2 of 13, totals 0 12 30)")

    page.wait_for_function("navigator.serviceWorker.controller !== null")
    sw = page.evaluate("""navigator.serviceWorker.getRegistration().then((r) =>
        ({scope: r.scope, script: navigator.serviceWorker.controller.scriptURL}))""")
    assert sw == {"scope": app, "script": app + "sw.js"}, sw
    cdp = ctx.new_cdp_session(page)
    errs = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert errs == [], f"not installable: {errs}"
    got = cdp.send("Page.getAppManifest")
    assert got.get("errors") == [], got.get("errors")
    murl = got["url"]
    assert murl.startswith(app) and murl.endswith(".webmanifest"), murl
    manifest = json.loads(got["data"])
    where = {k: urljoin(murl, manifest[k]) for k in ("id", "scope", "start_url")}
    assert where == dict.fromkeys(where, app), where
    icons = sorted({urljoin(murl, i["src"]) for i in manifest["icons"]})
    for icon in icons:
        size = page.evaluate("""async (u) => { const r = await fetch(u);
            if (!r.ok) return r.status + " " + u;
            const b = await createImageBitmap(await r.blob()); return [b.width, b.height]; }""", icon)
        assert isinstance(size, list) and size[0] == size[1] >= 192, f"icon {icon}: {size}"
    print(f"ok    installable: no installability errors; {murl.removeprefix(base)}: id, scope and "
          f"start_url {where['start_url']}; service worker {sw['script']} controls the page, scope "
          f"{sw['scope']}; {len(icons)} icons load ({', '.join(i.removeprefix(app) for i in icons)})")

    build = build_hash(sw_file.read_text())
    ours = f"mextrain-{app}-{build}"
    caches_now(page, set(others(base)) | {ours}, "after the first visit")
    print(f"ok    caches: this build's {ours}; {OLD_OURS} (an older build's of {app}) deleted; "
          f"kept: {', '.join(sorted(others(base)))}")

    ctx.set_offline(True)
    page.reload()
    page.wait_for_selector("#round-of")
    assert round_of(page) == "2 of 13", round_of(page)
    page.goto(app)
    page.wait_for_selector("#save-round")
    assert totals(page) == ["0", "12", "30"], totals(page)
    shot(page, "subpath-offline")
    print(f"ok    offline: {app} reloaded and opened again shows the game (round 2 of 13, totals 0 12 30)")
    ctx.set_offline(False)

    # A new build: sw.js with another hash. Its cache replaces this one's.
    new = build[::-1]
    sw_file.write_text(sw_file.read_text().replace(build, new, 1))
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    caches_now(page, set(others(base)) | {f"mextrain-{app}-{new}"}, "after a new build")
    page.reload()
    page.wait_for_selector("#round-of")
    assert round_of(page) == "2 of 13", round_of(page)
    print(f"ok    a new build: its cache mextrain-{app}-{new} replaces {ours}, the others kept; the game is there")
    close(ctx, page)


def main():
    dist = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "web"
    if not wasm_of(dist):
        print(f"subpath: no build in {dist}: run `make web-build` first", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="mextrain-subpath-"))
    site = tmp / "site"
    # A copy, not a link: the last check changes its sw.js.
    shutil.copytree(dist, site / FOLDER)
    t0 = time.time()
    with serve(site) as base, sync_playwright() as p:
        try:
            check(p, site, base, tmp)
        except AssertionError as e:
            print(f"FAIL  the web build at {base}{FOLDER}/: {e} (profile kept in {tmp})")
            traceback.print_exc()
            return 1
        except Exception as e:
            print(f"FAIL  the web build at {base}{FOLDER}/: {type(e).__name__}: {e} (profile kept in {tmp})")
            traceback.print_exc()
            return 1
    shutil.rmtree(tmp, ignore_errors=True)
    print(f"subpath: the web build works at {base}{FOLDER}/ ({time.time() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
