"""What every browser test here shares: Debian's Chromium and its flags,
the default wait, and a Playwright device without its browser type
(tests/web/run.py, tests/web/table.py, tests/layout/)."""
import os
import socket

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT = 30_000


def device(p, name):
    """Playwright's `name` device, for any context (launch_persistent_context
    takes no default_browser_type; the iPads say webkit)."""
    return {k: v for k, v in p.devices[name].items() if k != "default_browser_type"}


def free_port():
    """A port nothing listens on now, on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
