"""Draws the home-screen icons (web/icon-192.png, web/icon-512.png) and the
desktop's (assets/package/icons/) from
assets/icon.svg, once, with Chromium: the domino centred on the app's green,
inside the 80% safe zone so that the same file serves as a maskable icon.
Run: python3 web/make_icons.py (the PNGs are committed)."""
import pathlib
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
svg = (ROOT / "assets" / "icon.svg").read_text()
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    for size in (192, 512):
        page = b.new_page(viewport={"width": size, "height": size})
        page.set_content(
            f"""<html><body style="margin:0;background:#0f5132;display:flex;
            align-items:center;justify-content:center;width:{size}px;height:{size}px">
            <div style="width:{int(size*0.72)}px;height:{int(size*0.72)}px">{svg.replace('width="64" height="64"', 'width="100%" height="100%"')}</div>
            </body></html>""")
        page.screenshot(path=str(ROOT / "web" / f"icon-{size}.png"))
        page.close()
    b.close()

# The desktop's icons (the packages' hicolor theme): the scalable one,
# a rounded green square around the domino, at the usual sizes, transparent
# around it.
desktop = (ROOT / "assets" / "package" / "icons" / "scalable" / "apps" / "mextrain.svg").read_text()
with sync_playwright() as p:
    b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        page = b.new_page(viewport={"width": size, "height": size})
        page.set_content(
            f"""<html><body style="margin:0;background:transparent">
            <div style="width:{size}px;height:{size}px">{desktop.replace('width="128" height="128"', 'width="100%" height="100%"')}</div>
            </body></html>""")
        out = ROOT / "assets" / "package" / "icons" / f"{size}x{size}" / "apps"
        out.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(out / "mextrain.png"), omit_background=True)
        page.close()
    b.close()
