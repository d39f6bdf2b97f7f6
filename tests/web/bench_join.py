#!/usr/bin/env python3
"""What one phone downloads to join a table (issue 45's figure): from
opening the join link (a table card's QR code) until a tap on a seat has
taken it, then again on a second visit (the browser's cache, no service
worker), as the bytes on the wire (compressed, headers included).

    python3 tests/web/bench_join.py [DIST_DIR] [MEXTRAIN] [RUNS]

`mextrain serve` hosts a game on 127.0.0.1; Chromium (a Pixel 7) opens it
as `http://table.test:PORT`, a name mapped to 127.0.0.1 by
`--host-resolver-rules`, which browsers do not count as a secure page (a
host on the room's Wi-Fi): no service worker, as at a club night. Each run
is a fresh browser context; the second visit is a new page of the same
context after the first one is closed. The phone build (dist/web/phone,
which the host gives the join link) and the full build (the same dist/web
without phone/: the join link then opens the whole app, as before issue
45) alternate, side by side. Prints each file's bytes of the first run of
each and the medians of RUNS (default 3). Only loopback is used.
"""

import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from browser import ARGS, CHROMIUM, TIMEOUT, device, free_port, wasm_of, without_phone_build  # noqa: E402
from table import Host, make_game  # noqa: E402


def visit(ctx, url):
    """Opens `url` in a new page of `ctx`, taps seat 0 and waits until the
    seat is taken: the bytes each response took on the wire, by path."""
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    cdp.send("Network.enable")
    # Network.loadingFinished's encodedDataLength: what came over the wire
    # for that request (headers and compressed body; ~0 from the cache).
    urls, sizes = {}, {}
    cdp.on("Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
    cdp.on("Network.loadingFinished",
           lambda e: sizes.__setitem__(e["requestId"], sizes.get(e["requestId"], 0) + e["encodedDataLength"]))
    t0 = time.monotonic()
    page.goto(url)
    page.wait_for_selector("#seat-0")
    page.tap("#seat-0")
    page.wait_for_selector("#my-entry")
    took = time.monotonic() - t0
    ended = page.url
    page.wait_for_timeout(300)
    assert not page.evaluate("navigator.serviceWorker && navigator.serviceWorker.controller"), \
        "a service worker on a plain-HTTP page"
    page.close()
    by_path = {}
    for rid, n in sizes.items():
        if urls.get(rid, "").startswith("data:"):
            continue
        path = urls.get(rid, "?").split("://", 1)[-1].split("/", 1)[-1].split("?", 1)[0]
        by_path[path or "/"] = by_path.get(path or "/", 0) + int(n)
    return by_path, took, ended


def main():
    dist = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "web"
    binary = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "target" / "release" / "mextrain"
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    if not wasm_of(dist):
        raise SystemExit(f"bench_join: no web build in {dist}: run `make web-build` first")
    from playwright.sync_api import sync_playwright
    tmp = Path(tempfile.mkdtemp(prefix="mextrain-bench-join-"))
    builds = [("phone", dist.resolve())]
    if (dist / "phone" / "index.html").is_file():
        builds.append(("full", without_phone_build(dist, tmp / "full-web")))
    else:
        builds = [("full", dist.resolve())]
    figures = {}
    with sync_playwright() as p:
        for run, (label, web) in ((r, b) for r in range(runs) for b in builds):
            firsts, seconds, times = figures.setdefault(label, ([], [], []))
            # A fresh host each run: a seat is taken once.
            data = tmp / f"data-{label}-{run}"
            data.mkdir()
            make_game(binary.resolve(), data)
            port = free_port()
            host = Host(binary.resolve(), data, web, port)
            host.start()
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                        args=ARGS + ["--host-resolver-rules=MAP table.test 127.0.0.1"])
            try:
                link = host.links["Join link"]
                url = f"http://table.test:{port}/?" + link.split("?", 1)[1]
                ctx = browser.new_context(**device(p, "Pixel 7"))
                ctx.set_default_timeout(TIMEOUT)
                first, took, ended = visit(ctx, url)
                # The second visit: a new page of the same context (its
                # cache; the phone's session kept), at the address the
                # first one ended on (the hand, the seat its own).
                page = ctx.new_page()
                cdp = ctx.new_cdp_session(page)
                cdp.send("Network.enable")
                sizes = {}
                cdp.on("Network.loadingFinished",
                       lambda e: sizes.__setitem__(e["requestId"], sizes.get(e["requestId"], 0) + e["encodedDataLength"]))
                page.goto(ended)
                page.wait_for_selector("#my-entry")
                page.wait_for_timeout(300)
                second = sum(int(v) for v in sizes.values())
                ctx.close()
            finally:
                browser.close()
                host.stop()
            firsts.append(sum(first.values()))
            seconds.append(second)
            times.append(took)
            if run == 0:
                print(f"{label} build, first visit, by file (bytes on the wire):")
                for path, n in sorted(first.items(), key=lambda kv: -kv[1]):
                    print(f"  {n:>10,}  /{path}")
    for label, (firsts, seconds, times) in figures.items():
        print(f"one phone joining, {label} build (median of {runs}): first visit "
              f"{statistics.median(firsts):,.0f} bytes in {statistics.median(times):.2f} s on loopback; "
              f"second visit {statistics.median(seconds):,.0f} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
