"""What every browser test here shares: Debian's Chromium and its flags,
the default wait, and a Playwright device without its browser type
(tests/web/run.py, tests/web/table.py, tests/layout/)."""
import contextlib
import os
import socket

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT = 30_000


def wasm_of(dist):
    """The web build's wasm in `dist`: in its code folder (`app-<hash>/`,
    web/assemble.py), or at the top in a build older than that folder;
    None when there is no build."""
    from pathlib import Path
    dist = Path(dist)
    found = sorted(dist.glob("app-*/mextrain_bg.wasm")) or [dist / "mextrain_bg.wasm"]
    return found[0] if found[0].is_file() else None

def without_phone_build(dist, into):
    """`dist` without its phone build, as links in the new folder `into`:
    `mextrain serve --web into` then opens the table links in the whole
    app, as before issue 45 (the benchmarks' "full build")."""
    into.mkdir()
    for entry in dist.iterdir():
        if entry.name != "phone":
            (into / entry.name).symlink_to(entry.resolve())
    return into


def message_ids():
    """Every message id of the languages' files (assets/i18n/*.ftl)."""
    import re
    from pathlib import Path
    ids = set()
    for ftl in (Path(__file__).resolve().parents[2] / "assets" / "i18n").glob("*.ftl"):
        ids.update(re.findall(r"^([a-z][a-z0-9-]*) =", ftl.read_text(encoding="utf-8"), re.M))
    return ids


def raw_keys(page):
    """The message ids `page` shows as they are (a message its build's
    files lack shows its id: the phone build's are trimmed, i18n's
    NOT_ON_THE_PHONE), in its text and its labels."""
    import re
    text = page.evaluate("""() => document.body.innerText + ' ' + [...document.querySelectorAll(
        '[aria-label],[title],[placeholder]')].map(e => [e.getAttribute('aria-label'),
        e.getAttribute('title'), e.getAttribute('placeholder')].join(' ')).join(' ')""")
    words = set(re.findall(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+", text))
    return sorted(words & message_ids())


def wire_bytes(page):
    """Starts counting what `page` downloads: returns a dict of the bytes
    each request took on the wire (headers and compressed body, CDP's
    Network.loadingFinished encodedDataLength), filled as they finish;
    `sum(d.values())` is the total so far. Data URIs count nothing."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    sizes = {}
    cdp.on("Network.loadingFinished",
           lambda e: sizes.__setitem__(e["requestId"], sizes.get(e["requestId"], 0) + int(e["encodedDataLength"])))
    return sizes


def build_of(page):
    """Which build the page runs: "full" (the app) or "phone" (the phone
    build, dist/web/phone: `mextrain serve`'s table links)."""
    return page.evaluate("window.mextrainBuild || ''")


def device(p, name):
    """Playwright's `name` device, for any context (launch_persistent_context
    takes no default_browser_type; the iPads say webkit)."""
    return {k: v for k, v in p.devices[name].items() if k != "default_browser_type"}


def watch_policy(page, into):
    """Every Content-Security-Policy violation on `page` is appended to
    `into` (its page errors): the web build must pass its own policy (its
    inline scripts and styles by their hashes: web/assemble.py)."""
    page.on("console", lambda m: m.type == "error" and "Content Security Policy" in m.text
            and into.append("CSP: " + m.text))


def free_port():
    """A port nothing listens on now, on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main_of(what, run, argv):
    """A browser test's `main`: `argv` is [DIST_DIR] [MEXTRAIN]; runs
    `run(p, dist, binary, tmp)` and prints `ok` or `FAIL` with `what`."""
    import sys
    import tempfile
    import time
    import traceback
    from pathlib import Path
    from playwright.sync_api import sync_playwright
    root = Path(__file__).resolve().parent.parent.parent
    dist = Path(argv[0]) if argv else root / "dist" / "web"
    binary = Path(argv[1]) if len(argv) > 1 else root / "target" / "release" / "mextrain"
    if not wasm_of(dist):
        print(f"{what}: no web build in {dist}: run `make web-build` first", file=sys.stderr)
        return 2
    if not binary.exists():
        print(f"{what}: no {binary}: build it with `make release` (cargo build --release)", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="mextrain-web-"))
    t0 = time.time()
    with sync_playwright() as p:
        try:
            run(p, dist.resolve(), binary.resolve(), tmp)
        except Exception:
            print(f"FAIL  {what} (data kept in {tmp})")
            traceback.print_exc()
            return 1
    print(f"ok    {what} ({time.time() - t0:.1f} s)")
    return 0


@contextlib.contextmanager
def beside(p, host, shot):
    """A headless Chromium beside `host` (a started `Serve`): yields it and
    the pages the test opens, by who holds them (`pages[WHO] = ...`). On a
    failure, reports what each showed (`report`); then closes the browser and
    stops the host."""
    browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
    pages = {}
    try:
        yield browser, pages
    except Exception:
        report(pages, host.log, shot)
        raise
    finally:
        browser.close()
        host.stop()


def report(pages, host_log, shot):
    """After a failure: what each device showed (a screenshot `fail-WHO`,
    its text and errors) and the host's last lines."""
    for who, page in pages.items():
        try:
            shot(page, f"fail-{who}")
            print(f"--- {who} ({page.url}): {page.inner_text('body')[:1500]}\n    errors: {page.errors}")
        except Exception as e:
            print(f"--- {who}: {e}")
    print("--- host log:\n" + "".join(host_log[-30:]))


class Serve:
    """`mextrain serve ARGS...` as a child process, what it prints read as
    it comes (`log`); `line(text)` is called on each line, for a subclass to
    pick out its links. `start` returns once the `Ctrl-C stops.` line is out."""

    def __init__(self, binary, *args):
        self.cmd = [str(binary), "serve", *map(str, args)]
        self.proc = None
        self.log = []

    def line(self, text):
        pass

    def start(self):
        import subprocess
        import threading
        self.proc = subprocess.Popen(self.cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        seen = threading.Event()

        def read():
            for line in self.proc.stdout:
                self.log.append(line)
                self.line(line)
                if "Ctrl-C stops." in line:
                    seen.set()
        threading.Thread(target=read, daemon=True).start()
        if not seen.wait(30):
            raise AssertionError("mextrain serve did not start:\n" + "".join(self.log))

    def kill(self):
        import signal
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self):
        import signal
        import subprocess
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

