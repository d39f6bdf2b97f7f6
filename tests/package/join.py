"""The installed package's table mode (tests/package/install.sh runs it):
`python3 tests/package/join.py /usr/bin/mextrain /usr/share/mextrain/web`.

With the HOME the install test made (the default data folder, no
--data-dir), `mextrain new` starts a game, then `mextrain serve` without
--web, from a working folder with no dist/web above it, hosts it on
127.0.0.1: the files it serves must be the installed web build's, and a
phone (Chromium as a Pixel 7) opens the printed join link, takes seat 1 and
gets its hand's entry."""
import os
import re
import sys
import tempfile
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "web"))
from browser import ARGS, CHROMIUM, TIMEOUT, Serve, device, free_port, wasm_of  # noqa: E402


class Host(Serve):
    def __init__(self, binary, port):
        super().__init__(binary, "--port", port, "--bind", "127.0.0.1")
        self.links = {}

    def line(self, text):
        m = re.match(r"(Join code|Join link):\s+(\S+)", text)
        if m:
            self.links[m.group(1)] = m.group(2)


def fetch(url):
    """The body as sent without compression asked for."""
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": "identity"}), timeout=30) as r:
        return r.read()


def main():
    if len(sys.argv) != 3:
        print("usage: join.py INSTALLED_MEXTRAIN INSTALLED_WEB_DIR", file=sys.stderr)
        return 2
    binary, web = Path(sys.argv[1]), Path(sys.argv[2])
    os.chdir(tempfile.mkdtemp(prefix="mextrain-package-"))
    import subprocess
    made = subprocess.run([str(binary), "new", "Ana", "Ben", "Cy"], capture_output=True, text=True, timeout=60)
    assert made.returncode == 0, f"mextrain new failed: {made.stdout}{made.stderr}"
    port = free_port()
    host = Host(binary, port)
    host.start()
    try:
        base = f"http://127.0.0.1:{port}/"
        assert "no web build" not in "".join(host.log), "".join(host.log)
        code = wasm_of(web).parent.name
        phone = wasm_of(web / "phone").parent.name
        for name in ("index.html", f"{code}/mextrain.js", f"{code}/mextrain_bg.wasm",
                     "phone/index.html", f"phone/{phone}/mextrain_bg.wasm"):
            served = fetch(base + name)
            assert served == (web / name).read_bytes(), f"/{name} is not the installed {web / name}"
        print(f"package: mextrain serve (no --web) serves the installed web build {web}")
        link = host.links.get("Join link")
        assert link and "?join=" in link, "no join link in: " + "".join(host.log)
        from playwright.sync_api import sync_playwright
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            ctx = browser.new_context(**device(p, "Pixel 7"))
            ctx.set_default_timeout(TIMEOUT)
            page = ctx.new_page()
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(base + "?" + link.split("?", 1)[1])
            page.wait_for_selector("#seat-0")
            page.tap("#seat-0")
            page.wait_for_selector("#my-entry")
            # The installed phone build (issue 45).
            assert page.evaluate("window.mextrainBuild") == "phone", page.url
            (HERE / "out").mkdir(exist_ok=True)
            page.screenshot(path=str(HERE / "out" / "phone-joined.png"))
            assert not errors, errors
            browser.close()
        print("package: a phone joined the installed host's game and took seat 1 (tests/package/out/phone-joined.png)")
    finally:
        host.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
