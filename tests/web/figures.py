#!/usr/bin/env python3
"""Prints the web build's figures (asserts nothing):

    make figures-web      (or python3 tests/web/figures.py [DIST_DIR])

  * the site's size: wasm + JS + HTML (the CSS is inlined in it) + snippets,
    raw and gzip -9 (what a server sends compressed);
  * time to a usable first screen (the top bar drawn) on an emulated Pixel 7
    with the CPU slowed 4x: the first visit (nothing cached), and a second
    one (from the service worker's cache);
  * the median time to save a round, from the tap on Save to the browser's
    IndexedDB commit (the page's "Saved"), over 12 rounds;
  * engine self-play rounds/s in the browser (wasm) against native, on the
    same work: classic rounds for 4 players, seeds 0..N
    (`ENGINE_BENCH_ROUNDS` in benches/engine.rs). The browser's side needs
    a web build with the feature `web-selfplay` (`make figures-web` builds
    one: `make web-build WEB_FEATURES=web,web-selfplay`); the site is built
    without it, and its figures then say so and skip the self-play. The
    site's size above counts the benchmark's code too in such a build.
"""

import gzip
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import run  # noqa: E402  (the suite's server and browser helpers)
from playwright.sync_api import sync_playwright  # noqa: E402

ROUNDS = 40000


def size(dist):
    files = [p for p in dist.rglob("*")
             if p.is_file() and (p.suffix in (".wasm", ".js", ".html") and p.name != "sw.js")]
    raw = sum(p.stat().st_size for p in files)
    gz = sum(len(gzip.compress(p.read_bytes(), 9)) for p in files)
    wasm = run.wasm_of(dist)
    print(f"site (wasm + JS + HTML with CSS, {len(files)} files): {raw / 1e6:.2f} MB raw, {gz / 1e6:.2f} MB gzip")
    print(f"  of which the wasm: {wasm.stat().st_size / 1e6:.2f} MB raw, "
          f"{len(gzip.compress(wasm.read_bytes(), 9)) / 1e6:.2f} MB gzip")


# The start-up's steps, in ms from the navigation: the wasm file received,
# the page's module script running, the wasm started, the database open (the
# page's and the app's performance marks; None where a build has none), and
# the shell in the page and then painted (SHELL_CLOCK's, in the page itself:
# "usable" above is when Playwright sees the shell, which its polling and its
# round trip make later).
STEPS = """async () => {
  const mark = (n) => { const e = performance.getEntriesByName(n)[0]; return e ? e.startTime : null; };
  const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
  const shell = window.mextrainShellClock ? await window.mextrainShellClock : {};
  return {fetched: wasm ? wasm.responseEnd : null, script: mark('mextrain-script'),
          started: mark('mextrain-wasm'), db: mark('mextrain-db'),
          in_page: shell.in_page ?? null, painted: shell.painted ?? null};
}"""

# Run in the page before its own scripts: when `.shell` first enters the
# page, and when the frame after that has been painted (a task after the
# next animation frame). Nothing in the app reads it.
SHELL_CLOCK = """
window.mextrainShellClock = new Promise((resolve) => {
  const found = () => {
    const in_page = performance.now();
    requestAnimationFrame(() => setTimeout(() => resolve({in_page, painted: performance.now()}), 0));
  };
  const watch = new MutationObserver(() => {
    if (document.querySelector('.shell')) { watch.disconnect(); found(); }
  });
  watch.observe(document, {subtree: true, childList: true});
});
"""


def first_screen_times(p, url, steps=None, net=None):
    """The first usable screen (the shell drawn, `performance.now()`) on an
    emulated Pixel 7 with the CPU slowed 4x, in a new profile: a first
    visit (nothing cached), then a second one (the service worker's cache);
    both in ms. With a list as `steps`, appends each visit's STEPS to it
    (and the page runs SHELL_CLOCK).
    With `net` (Mbit/s), the page's network is that fast each way, with a
    20 ms round trip (Chrome's emulation), as a phone on Wi-Fi or 4G."""
    profile = Path(tempfile.mkdtemp(prefix="mextrain-fig-"))
    try:
        ctx, page = run.launch(p, profile, run.device(p, "Pixel 7"))
        if steps is not None:
            ctx.add_init_script(SHELL_CLOCK)
        cdp = ctx.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
        if net:
            cdp.send("Network.enable")
            rate = net * 1e6 / 8  # bytes per second
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": 20,
                "downloadThroughput": rate, "uploadThroughput": rate})
        times = []
        for _ in ("first visit", "second visit"):
            page.goto(url)
            page.wait_for_selector(".shell")
            times.append(page.evaluate("performance.now()"))
            if steps is not None:
                steps.append(page.evaluate(STEPS))
            page.wait_for_function("navigator.serviceWorker.controller !== null")
            page.goto("about:blank")
        ctx.close()
        return times
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def first_screen(p, url):
    first, second = first_screen_times(p, url)
    print(f"first screen, Pixel 7, CPU 4x slower, first visit: {first:.0f} ms")
    print(f"first screen, Pixel 7, CPU 4x slower, second visit (cached): {second:.0f} ms")


def save_times(p, url):
    profile = Path(tempfile.mkdtemp(prefix="mextrain-fig-"))
    ctx, page = run.launch(p, profile, run.device(p, "Pixel 7"))
    run.open_app(page, url)
    run.start_game(page, url)
    ms = []
    for i in range(12):
        page.tap("#starter-0")
        page.tap("#out-0")
        page.fill("#pts-1", str(i + 1))
        page.fill("#pts-2", str(i + 2))
        run.saved(page)
        ms.append(page.evaluate("""async () => {
            const s = () => window.mextrainSave;
            const c0 = s().commits, t0 = performance.now();
            document.getElementById('save-round').click();
            await new Promise((done) => { const f = () =>
                (s().commits > c0 && s().flushed === s().commits) ? done() : setTimeout(f, 0); f(); });
            return performance.now() - t0;
        }"""))
        page.wait_for_selector(f"#round-of:has-text('{i + 2} of 13')")
    ctx.close()
    print(f"save a round, tap to IndexedDB commit (Pixel 7, no CPU slowdown): median {statistics.median(ms):.1f} ms "
          f"(min {min(ms):.1f}, max {max(ms):.1f}, {len(ms)} rounds)")


def selfplay_browser(p, url):
    profile = Path(tempfile.mkdtemp(prefix="mextrain-fig-"))
    ctx, page = run.launch(p, profile, {})
    run.open_app(page, url)
    if not page.evaluate("typeof window.mextrainWasm.mextrain_selfplay === 'function'"):
        ctx.close()
        print("engine self-play: not in this web build (the feature web-selfplay: make figures-web)")
        return None
    page.evaluate("window.mextrainWasm.mextrain_selfplay(200)")  # warm up
    ms = page.evaluate(f"""() => {{
        const t0 = performance.now();
        window.mextrainWasm.mextrain_selfplay({ROUNDS});
        return performance.now() - t0; }}""")
    ctx.close()
    return ROUNDS / (ms / 1000)


def selfplay_native():
    build = subprocess.run(
        ["cargo", "bench", "--no-default-features", "--bench", "engine", "--no-run", "--message-format=json"],
        cwd=run.ROOT, capture_output=True, text=True)
    exe = None
    for line in build.stdout.splitlines():
        if '"executable":"' in line and "engine" in line:
            exe = line.split('"executable":"')[1].split('"')[0]
    if not exe:
        print("native self-play: the engine bench did not build:", build.stderr[-500:])
        return None
    t0 = time.time()
    subprocess.run([exe], env={"ENGINE_BENCH_ROUNDS": str(ROUNDS)}, check=True, capture_output=True)
    return ROUNDS / (time.time() - t0)


def main():
    dist = Path(sys.argv[1]) if len(sys.argv) > 1 else run.ROOT / "dist" / "web"
    size(dist)
    with run.serve(dist) as url, sync_playwright() as p:
        first_screen(p, url)
        save_times(p, url)
        web = selfplay_browser(p, url)
    if web is None:
        return
    native = selfplay_native()
    line = f"engine self-play, classic, 4 players, {ROUNDS} rounds: browser {web:.0f} rounds/s"
    if native:
        line += f", native {native:.0f} rounds/s (browser = {100 * web / native:.0f}% of native)"
    print(line)


if __name__ == "__main__":
    main()
