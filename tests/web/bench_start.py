#!/usr/bin/env python3
"""Two web builds side by side (asserts nothing):

    python3 tests/web/bench_start.py NEW_DIST BASE_DIST [RUNS]   (`make bench-web`)

For each build, in alternation (so that a busy moment of a shared machine
falls on both): the time to the first usable screen (the app's shell
drawn, `performance.now()`) on an emulated Pixel 7 with the CPU slowed 4x,

  * cold: a new browser profile (nothing cached, no service worker);
  * warm: the same profile again (the service worker's cache).

BENCH_NET=MBITS: the builds are served as `mextrain serve` sends them
(each file's precompressed NAME.gz to a browser that accepts gzip), and the
page's network is MBITS Mbit/s each way with a 20 ms round trip: a new
visitor on a phone's Wi-Fi or 4G rather than on this machine.

Prints every run, the medians, NEW/BASE, the same starts timed in the page
(the shell painted, figures.SHELL_CLOCK: Playwright's polling for the shell
and its round trip add to the time above), where a warm start's time goes
(the wasm received, the module running, the wasm started, the database
open: the builds' performance marks), and each build's size (the wasm, raw
and gzip -9). The builds are served by one local static server each,
which sends the files as they are (no compression).
"""

import gzip
import io
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import figures  # noqa: E402  (the first screen's timing)
import run  # noqa: E402  (the suite's server and browser helpers)
from playwright.sync_api import sync_playwright  # noqa: E402


class Gzipped(run.Quiet):
    """Sends NAME.gz (Content-Encoding: gzip) where it exists and the
    browser accepts gzip, as `mextrain serve` does."""

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        packed = path.with_name(path.name + ".gz")
        if "gzip" not in self.headers.get("Accept-Encoding", "") or not packed.is_file():
            return super().send_head()
        body = packed.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)


def size(dist):
    wasm = run.wasm_of(dist).read_bytes()
    return len(wasm), len(gzip.compress(wasm, 9))


def main():
    if len(sys.argv) < 3:
        raise SystemExit("usage: bench_start.py NEW_DIST BASE_DIST [RUNS]")
    new, base = Path(sys.argv[1]), Path(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    for d in (new, base):
        if not run.wasm_of(d):
            raise SystemExit(f"bench_start: {d} holds no web build (mextrain_bg.wasm)")
    got = {n: {"cold": [], "warm": [], "cold_steps": [], "warm_steps": []} for n in ("new", "base")}
    net = float(os.environ["BENCH_NET"]) if os.environ.get("BENCH_NET") else None
    handler = Gzipped if net else None
    if net:
        print(f"served gzipped, network {net:g} Mbit/s each way, 20 ms round trip")
    with run.serve(new, handler) as new_url, run.serve(base, handler) as base_url, sync_playwright() as p:
        for i in range(runs):
            for name, url in (("new", new_url), ("base", base_url)):
                visits = []
                cold, warm = figures.first_screen_times(p, url, visits, net)
                got[name]["cold"].append(cold)
                got[name]["warm"].append(warm)
                got[name]["cold_steps"].append(visits[0])
                got[name]["warm_steps"].append(visits[1])
                print(f"run {i + 1}/{runs} {name}: cold {cold:.0f} ms, warm {warm:.0f} ms", flush=True)
    print(f"first usable screen, Pixel 7, CPU 4x slower, median of {runs} (every run above):")
    for kind in ("cold", "warm"):
        n = statistics.median(got["new"][kind])
        b = statistics.median(got["base"][kind])
        print(f"  {kind}: new {n:.0f} ms, base {b:.0f} ms, new/base {n / b:.2f}")
    print("  the shell painted, timed in the page (SHELL_CLOCK), without Playwright's polling:")
    for kind, key in (("cold", "cold_steps"), ("warm", "warm_steps")):
        v = {n: [s["painted"] for s in got[n][key] if s["painted"] is not None] for n in ("new", "base")}
        if v["new"] and v["base"]:
            n, b = statistics.median(v["new"]), statistics.median(v["base"])
            print(f"  {kind}: new {n:.0f} ms, base {b:.0f} ms, new/base {n / b:.2f}")
    print("  warm start, step by step (median ms from the navigation; - where a build has no mark):")
    for name in ("new", "base"):
        parts = []
        for key, label in (("fetched", "wasm received"), ("script", "module running"),
                           ("started", "wasm started"), ("db", "database open"),
                           ("in_page", "shell in the page"), ("painted", "painted")):
            v = [s[key] for s in got[name]["warm_steps"] if s[key] is not None]
            parts.append(f"{label} {statistics.median(v):.0f}" if v else f"{label} -")
        parts.append(f"seen by Playwright {statistics.median(got[name]['warm']):.0f}")
        print(f"    {name}: " + ", ".join(parts))
    for name, d in (("new", new), ("base", base)):
        raw, gz = size(d)
        print(f"  wasm {name}: {raw / 1e6:.2f} MB raw, {gz / 1e6:.2f} MB gzip -9")


if __name__ == "__main__":
    main()
