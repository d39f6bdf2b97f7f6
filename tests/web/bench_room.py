#!/usr/bin/env python3
"""Thirty phones scan their table cards at once (issue 45's room figure):
the time until the last one has taken its seat, and the median, for the
phone build against the full build, side by side in one run.

    python3 tests/web/bench_room.py [DIST_DIR] [MEXTRAIN] [RUNS]

A club night of 30 players at 5 tables of 6 (`mextrain night new`) is
hosted by `mextrain serve --night 1`; 30 browser contexts of one Chromium
(each a Pixel 7) open their table's card link at the same moment and tap
their seat. Everything happens in a network namespace this script makes
(`unshare --net`: its own loopback, nothing else reachable) where:

- each phone has a source address of its own: phone K reaches the host as
  127.0.0.K (a `/32` local route with `src 127.0.0.K`), by the name
  `pK.table.test` (Chromium's `--host-resolver-rules`), a name browsers do
  not count as a secure page: plain HTTP, no service worker, as a host on a
  room's Wi-Fi. The host's limits per address are as shipped;
- the host's sending (source port PORT) is shaped to 20 Mbit/s in all by an
  HTB class on the namespace's loopback (`tc`), as a room's Wi-Fi.

Runs, RUNS times (default 3), alternating: the phone build cold (fresh
contexts: nothing cached), warm (a second visit: each phone opens the page
it ended on again, from its browser's cache), then the full build (the same
`dist/web` without `phone/`: the table links open the whole app, as before
issue 45), cold and warm. Prints per run the time until the last phone is
seated and the median, the first phone's bytes on the wire (DevTools on
that page only) and the bytes through the shaper, the distinct addresses
the host saw, and the two cores' CPU over the run (the host's share, and
CPU seconds by kind of process: the pages' renderers, Chromium's browser
and network process, its GPU process, the host, the harness); then the
same downloads by 30 plain HTTP clients from the same addresses with no
browser (the network's part of the time alone); then the medians of the
runs side by side. Thirty browsers on this machine's two cores are bound
by its CPU, where a room's phones each have their own: both figures are
printed. Needs root (or CAP_NET_ADMIN
and CAP_SYS_ADMIN) for the namespace, `ip`, `tc` and `ss`.
"""

import asyncio
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from browser import ARGS, CHROMIUM, wasm_of, without_phone_build  # noqa: E402

PHONES = 30
FIRST = 11  # phone K is 127.0.0.K, K from FIRST
RATE = "20mbit"
NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lea",
         "Max", "Nia", "Oto", "Pia", "Quin", "Rae", "Sol", "Tao", "Uma", "Vic", "Wes", "Xia",
         "Yan", "Zoe", "Abe", "Bea", "Cal", "Dot"]


def sh(*cmd):
    subprocess.run(cmd, check=True, capture_output=True, text=True)


def network(port):
    """The namespace's loopback: up, a 1500-byte MTU (so that the shaper
    sees packets of a real network's size), an address of its own for each
    phone, and the host's sending shaped to RATE."""
    sh("ip", "link", "set", "lo", "up")
    sh("ip", "link", "set", "lo", "mtu", "1500")
    for k in range(FIRST, FIRST + PHONES):
        sh("ip", "route", "add", "local", f"127.0.0.{k}/32", "dev", "lo", "src", f"127.0.0.{k}",
           "table", "local")
    sh("tc", "qdisc", "add", "dev", "lo", "root", "handle", "1:", "htb", "default", "2", "r2q", "1")
    sh("tc", "class", "add", "dev", "lo", "parent", "1:", "classid", "1:1", "htb", "rate", RATE,
       "ceil", RATE, "quantum", "1514")
    sh("tc", "class", "add", "dev", "lo", "parent", "1:", "classid", "1:2", "htb", "rate", "10gbit",
       "quantum", "65536")
    sh("tc", "filter", "add", "dev", "lo", "parent", "1:", "protocol", "ip", "prio", "1", "u32",
       "match", "ip", "sport", str(port), "0xffff", "flowid", "1:1")


def shaped_bytes():
    """The bytes the host has sent through the shaper so far."""
    out = subprocess.run(["tc", "-s", "class", "show", "dev", "lo", "classid", "1:1"],
                         capture_output=True, text=True).stdout
    m = re.search(r"Sent (\d+) bytes", out)
    return int(m.group(1)) if m else 0


def peers(port):
    """The distinct addresses connected to the host now."""
    out = subprocess.run(["ss", "-tnH", "state", "established", f"( sport = :{port} )"],
                         capture_output=True, text=True).stdout
    return {line.split()[-1].rsplit(":", 1)[0] for line in out.splitlines() if line.strip()}


def busy_ticks():
    """The machine's busy and total CPU ticks (/proc/stat)."""
    f = [int(x) for x in open("/proc/stat").readline().split()[1:]]
    idle = f[3] + f[4]
    return sum(f) - idle, sum(f)


def proc_ticks(pid):
    """A process's user and system ticks, its children waited for included."""
    try:
        f = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return sum(int(x) for x in f[11:15])
    except OSError:
        return 0


def by_kind():
    """Every process's CPU ticks so far, by what it is: the host, Chromium's
    renderers (the pages), its GPU process (drawing), its other processes
    (the browser, the network service), and the harness (Playwright's
    driver and this script)."""
    out = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            cmd = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
        except OSError:
            continue
        exe = os.path.basename(cmd[0].decode(errors="replace")) if cmd and cmd[0] else ""
        args = b" ".join(cmd).decode(errors="replace")
        if exe == "mextrain":
            kind = "host"
        elif "chrom" in exe:
            kind = ("renderers" if "--type=renderer" in args else
                    "gpu" if "--type=gpu-process" in args else "browser, network")
        elif exe in ("node",) or "python" in exe:
            kind = "harness"
        else:
            continue
        out[int(pid)] = (kind, proc_ticks(pid))
    return out


def kinds_between(before, after):
    """CPU ticks each kind of process used between two `by_kind` snapshots
    (a process started in between counts from nothing)."""
    used = {}
    for pid, (kind, ticks) in after.items():
        start = before.get(pid, (kind, 0))[1]
        used[kind] = used.get(kind, 0) + max(ticks - start, 0)
    return used


class Host:
    """`mextrain serve --night 1` on every address of the namespace."""

    def __init__(self, binary, data, web, port):
        self.cmd = [str(binary), "serve", "--night", "1", "--data-dir", str(data), "--port",
                    str(port), "--bind", "0.0.0.0", "--web", str(web)]
        self.links, self.log = {}, []

    def start(self):
        self.proc = subprocess.Popen(self.cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     text=True)
        for line in self.proc.stdout:
            self.log.append(line)
            m = re.match(r"(Join link):\s+(\S+)", line)
            if m:
                self.links[m.group(1)] = m.group(2)
            if "Ctrl-C stops." in line:
                break
        else:
            raise SystemExit("mextrain serve did not start:\n" + "".join(self.log))
        # Keep reading what it says (its pipe must not fill).
        import threading
        threading.Thread(target=lambda: [self.log.append(l) for l in self.proc.stdout],
                         daemon=True).start()

    def stop(self):
        self.proc.terminate()
        self.proc.wait(10)


def night(binary, data):
    """A night of 30 at 5 tables of 6: the phones' (table, seat)."""
    out = subprocess.run([str(binary), "night", "new", "--data-dir", str(data), "--name", "Club",
                          "--per-table", "6", "--seed", "7", "--schedule", "12", *NAMES],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out
    seats = []
    for line in out.stdout.splitlines():
        m = re.match(r"Table (\d+) \(game \d+\): (.*)$", line)
        if m:
            seats += [(int(m.group(1)), s) for s in range(len(m.group(2).split(",")))]
    assert len(seats) == PHONES, out.stdout
    return seats


async def phone(page, url, seat, t0):
    """Opens the card's link, taps the seat, waits until it is taken:
    seconds since t0."""
    await page.goto(url)
    await page.wait_for_selector(f"#seat-{seat}")
    await page.tap(f"#seat-{seat}")
    await page.wait_for_selector("#my-entry")
    return time.monotonic() - t0


async def again(page, url, t0):
    """The second visit: the page it ended on, opened again."""
    await page.goto(url)
    await page.wait_for_selector("#my-entry")
    return time.monotonic() - t0


async def measured(host, port, pages, work):
    """Runs the 30 phones' `work` at once: their times, bytes, and the
    run's CPU, shaper and addresses."""
    # The first phone's requests and bytes on the wire (DevTools on one
    # page only: on all 30 it would cost the browser CPU the phones need);
    # the others' bytes are the shaper's count.
    got, asked = {}, []
    cdp = await pages[0].context.new_cdp_session(pages[0])
    await cdp.send("Network.enable")
    cdp.on("Network.requestWillBeSent", lambda e: asked.append(e["request"]["url"]))
    cdp.on("Network.loadingFinished",
           lambda e: got.__setitem__(e["requestId"], got.get(e["requestId"], 0)
                                     + int(e["encodedDataLength"])))
    kinds0 = by_kind()
    sent0, (busy0, all0), host0 = shaped_bytes(), busy_ticks(), proc_ticks(host.proc.pid)
    t0 = time.monotonic()
    times = await asyncio.gather(*(work(i, page, t0) for i, page in enumerate(pages)))
    wall = time.monotonic() - t0
    (busy1, all1), host1 = busy_ticks(), proc_ticks(host.proc.pid)
    kinds = kinds_between(kinds0, by_kind())
    seen = peers(port)
    await cdp.detach()
    shaped = shaped_bytes() - sent0
    ticks = max(all1 - all0, 1)
    return {
        "last": max(times), "median": statistics.median(times),
        "bytes": sum(got.values()), "shaped": shaped, "peers": len(seen),
        "cpu": 100 * (busy1 - busy0) / ticks, "host_cpu": 100 * (host1 - host0) / ticks,
        "wall": wall,
        # CPU seconds by kind of process (ticks are 1/100 s).
        "kinds": {k: v / os.sysconf("SC_CLK_TCK") for k, v in kinds.items()},
        "asked": asked,
    }


async def wire_only(port, asked):
    """The same files over the same shaped network without the browsers:
    30 plain HTTP clients, each from its phone's address, each asking for
    what the first phone asked for (the page, the code, the words: not the
    API, six at a time as a browser does), gzip accepted. The time until
    the last one has them all: the network's part of the room's time, with
    no phone drawing anything on these two cores."""
    paths = []
    for url in asked:
        if url.startswith("http") and "/api/" not in url:
            path = "/" + url.split("://", 1)[1].split("/", 1)[1].split("#", 1)[0]
            if path not in paths:
                paths.append(path)

    async def get(k, path):
        reader, writer = await asyncio.open_connection(f"127.0.0.{k}", port,
                                                       local_addr=(f"127.0.0.{k}", 0))
        writer.write((f"GET {path} HTTP/1.1\r\nHost: p{k}.table.test:{port}\r\n"
                      "Accept-Encoding: gzip\r\nConnection: close\r\n\r\n").encode())
        await writer.drain()
        got = len(await reader.read())
        writer.close()
        return got

    async def one(k, t0):
        slots = asyncio.Semaphore(6)

        async def slot(path):
            async with slots:
                return await get(k, path)
        # The page first (it names the rest), then the rest.
        got = await get(k, paths[0])
        got += sum(await asyncio.gather(*(slot(path) for path in paths[1:])))
        return time.monotonic() - t0, got

    t0 = time.monotonic()
    done = await asyncio.gather(*(one(FIRST + i, t0) for i in range(PHONES)))
    times = [t for t, _ in done]
    return {"last": max(times), "median": statistics.median(times),
            "bytes": statistics.median(n for _, n in done), "files": len(paths)}


async def one_build(p, binary, web, tmp, port, run, label):
    """One build's cold and warm runs on a fresh night and a fresh browser."""
    data = tmp / f"{label}-{run}"
    data.mkdir()
    seats = night(binary, data)
    host = Host(binary, data, web, port)
    host.start()
    rules = ", ".join(f"MAP p{k}.table.test 127.0.0.{k}" for k in range(FIRST, FIRST + PHONES))
    browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                      args=ARGS + [f"--host-resolver-rules={rules}"])
    try:
        query = host.links["Join link"].split("?", 1)[1]
        urls = [f"http://p{FIRST + i}.table.test:{port}/?{query}&table={t}"
                for i, (t, _) in enumerate(seats)]
        contexts, pages = [], []
        for _ in range(PHONES):
            ctx = await browser.new_context(**{k: v for k, v in p.devices["Pixel 7"].items()
                                               if k != "default_browser_type"})
            ctx.set_default_timeout(120_000)
            contexts.append(ctx)
            pages.append(await ctx.new_page())
        # Every browser context and page is up before the clock starts.
        await asyncio.sleep(1)

        async def cold(i, page, t0):
            return await phone(page, urls[i], seats[i][1], t0)
        first = await measured(host, port, pages, cold)
        ended = [page.url for page in pages]
        assert all("/table" in u for u in ended), ended
        builds = {await page.evaluate("window.mextrainBuild") for page in pages}
        assert builds == {label}, builds
        # The second visit: each phone closes its page and opens the one
        # it ended on again (its session kept, its cache warm).
        for page in pages:
            await page.close()
        pages = [await ctx.new_page() for ctx in contexts]
        await asyncio.sleep(1)

        async def warm(i, page, t0):
            return await again(page, ended[i], t0)
        second = await measured(host, port, pages, warm)
        await browser.close()
        browser = None
        # The network alone: the same downloads with no browser drawing.
        wire = await wire_only(port, first["asked"])
    finally:
        if browser:
            await browser.close()
        host.stop()
    return first, second, wire


def show(label, r):
    print(f"  {label:<11} last seated {r['last']:6.2f} s, median {r['median']:6.2f} s; "
          f"{r['bytes']:>11,.0f} bytes the first phone; "
          f"{r['shaped']:>12,} bytes shaped ({r['shaped'] / PHONES:,.0f} a phone); {r['peers']} addresses; "
          f"CPU {r['cpu']:5.1f}% of 2 cores (host {r['host_cpu']:4.1f}%)")
    print("              CPU seconds: " + ", ".join(f"{k} {v:.1f}" for k, v in sorted(r["kinds"].items())))


async def inside(dist, binary, runs):
    from playwright.async_api import async_playwright
    port = 18080
    network(port)
    tmp = Path(tempfile.mkdtemp(prefix="mextrain-bench-room-"))
    full = without_phone_build(dist, tmp / "full-web")
    results = {k: [] for k in ("phone cold", "phone warm", "full cold", "full warm")}
    wires = {"phone": [], "full": []}
    async with async_playwright() as p:
        for run in range(runs):
            print(f"run {run + 1} of {runs}:", flush=True)
            for label, web in (("phone", dist), ("full", full)):
                cold, warm, wire = await one_build(p, binary, web, tmp, port, run, label)
                results[f"{label} cold"].append(cold)
                results[f"{label} warm"].append(warm)
                wires[label].append(wire)
                show(f"{label} cold", cold)
                show(f"{label} warm", warm)
                print(f"  {label} wire  last {wire['last']:6.2f} s, median {wire['median']:6.2f} s: "
                      f"{wire['files']} files, {wire['bytes']:,.0f} bytes a phone, no browser", flush=True)
    shutil.rmtree(tmp, ignore_errors=True)
    med = lambda k, f: statistics.median(r[f] for r in results[k])  # noqa: E731
    print(f"\n30 phones at once over {RATE}/s, medians of {runs} runs:")
    print(f"  {'':<11} {'last seated':>12} {'median':>8} {'bytes, 1st':>12} {'CPU':>6} {'host CPU':>9}")
    for k in results:
        print(f"  {k:<11} {med(k, 'last'):>10.2f} s {med(k, 'median'):>6.2f} s "
              f"{med(k, 'bytes'):>12,.0f} {med(k, 'cpu'):>5.1f}% {med(k, 'host_cpu'):>8.1f}%")
    for kind in ("cold", "warm"):
        ratio = med(f"phone {kind}", "last") / med(f"full {kind}", "last")
        print(f"  {kind}: the last phone seated in {ratio:.2f} of the full build's time "
              f"(goal: at most 0.33)")
    wire = {k: statistics.median(w["last"] for w in v) for k, v in wires.items()}
    print(f"  the network alone (30 plain clients, the same files, no browser): the last phone's "
          f"files in {wire['phone']:.2f} s (phone build) and {wire['full']:.2f} s (full build): "
          f"{wire['phone'] / wire['full']:.2f} of it")
    for k in results:
        kinds = {}
        for r in results[k]:
            for kind, sec in r["kinds"].items():
                kinds.setdefault(kind, []).append(sec)
        print(f"  CPU seconds, {k}: " + ", ".join(f"{kind} {statistics.median(v):.1f}"
                                                  for kind, v in sorted(kinds.items())))
    print(f"  phone build wasm {os.path.getsize(wasm_of(dist / 'phone')):,} bytes raw; "
          f"full build wasm {os.path.getsize(wasm_of(dist)):,} bytes raw")
    return 0


def main():
    args = [a for a in sys.argv[1:] if a != "--inside"]
    dist = Path(args[0] if args else ROOT / "dist" / "web").resolve()
    binary = Path(args[1] if len(args) > 1 else ROOT / "target" / "release" / "mextrain").resolve()
    runs = int(args[2]) if len(args) > 2 else 3
    if not (dist / "phone" / "index.html").is_file():
        raise SystemExit(f"bench_room: no phone build in {dist}: run `make web-build` first")
    if "--inside" in sys.argv:
        return asyncio.run(inside(dist, binary, runs))
    # Into a network namespace of our own: nothing but its loopback.
    for tool in ("unshare", "ip", "tc", "ss"):
        if not shutil.which(tool):
            raise SystemExit(f"bench_room: needs {tool} (iproute2, util-linux)")
    cmd = ["unshare", "--net", "--", sys.executable, __file__, "--inside", str(dist), str(binary),
           str(runs)]
    if os.geteuid() != 0:
        cmd = ["sudo", "-n"] + cmd
    return subprocess.run(cmd).returncode


if __name__ == "__main__":
    sys.exit(main())
