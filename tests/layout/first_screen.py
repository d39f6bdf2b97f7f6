#!/usr/bin/env python3
"""The desktop window's drawn-ahead first screen, in a real browser.

    python3 tests/layout/first_screen.py [PAGE]

PAGE (default tests/layout/out/first-screen.html) is the page the window
loads, written by `cargo test --features testing --test screens --
--ignored` (`ui::first_screen::index` around the real home screen, the
stylesheet in the head). It is loaded in Debian's Chromium at the window's
size (1280x860), and what the page does is checked, not its text:

  * while the app's root (#main) is empty, the first screen is shown: the
    home screen's tabs are on screen;
  * it is inert and hidden from screen readers: a click on its Rules tab
    reaches nothing inside it, Tab never focuses anything inside it, and it
    has no button or link a screen reader would list;
  * once the app has drawn (its own first screen, the same markup, put into
    #main as Dioxus does), the drawn-ahead one is hidden and the window
    looks the same, pixel for pixel: the app's screen takes its place.

Exits 1 with the failures listed (screenshots in tests/layout/out/).
"""

import os
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]
WINDOW = {"width": 1280, "height": 860}  # ui::window()'s inner size


def check(page, problems):
    def fail(what):
        problems.append(f"first screen: {what}")

    # While the app's root is empty: the drawn-ahead screen is what shows.
    if page.evaluate("document.getElementById('main').childNodes.length") != 0:
        fail("the app's root #main is not empty before the app runs")
    if not page.is_visible("#first-screen"):
        fail("not shown while #main is empty")
    for tab in ("#first-screen #nav-home", "#first-screen #nav-rules"):
        if not page.is_visible(tab):
            fail(f"{tab} is not on screen while #main is empty")
            return
    box = page.locator("#first-screen").bounding_box()
    if not box or box["width"] < WINDOW["width"] / 2 or box["height"] < 100:
        fail(f"it does not fill the window: {box}")

    # Inert: a click lands on nothing inside it; Tab focuses nothing in it.
    page.evaluate("""() => {
        window.reached = [];
        document.addEventListener('click', (e) => {
            e.preventDefault();  // a link reached must not leave the page
            window.reached.push(e.target.closest('#first-screen') ? 'inside' : 'outside');
        }, true);
        document.getElementById('first-screen').addEventListener('click',
            () => window.reached.push('inside'));
    }""")
    tab = page.locator("#first-screen #nav-rules").bounding_box()
    page.mouse.click(tab["x"] + tab["width"] / 2, tab["y"] + tab["height"] / 2)
    if "inside" in page.evaluate("window.reached"):
        fail("a click on its Rules tab reached the drawn-ahead screen (it must be inert)")
    focused = []
    for _ in range(8):
        page.keyboard.press("Tab")
        focused.append(page.evaluate(
            "() => !!(document.activeElement && document.activeElement.closest('#first-screen'))"))
    if any(focused):
        fail("Tab focused something inside the drawn-ahead screen (it must be inert)")
    # A screen reader's view: no button or link of it is listed.
    listed = page.get_by_role("button").count() + page.get_by_role("link").count()
    if listed:
        fail(f"{listed} buttons or links of it are in the accessibility tree (it must be aria-hidden)")
    page.mouse.move(0, 0)
    before = page.screenshot(path=str(OUT / "first-screen-before.png"))

    # The app draws its own first screen into #main, as Dioxus does.
    page.evaluate("""() => {
        const app = document.createElement('div');
        app.innerHTML = document.getElementById('first-screen').innerHTML;
        document.getElementById('main').appendChild(app);
    }""")
    if page.is_visible("#first-screen"):
        fail("still shown once the app has drawn into #main")
    if page.evaluate("getComputedStyle(document.getElementById('first-screen')).display") != "none":
        fail("takes room once the app has drawn (display is not none)")
    if not page.is_visible("#main #nav-home"):
        fail("the app's own screen is not shown once drawn")
    if page.get_by_role("button").count() == 0:
        fail("the app's own screen has no button a screen reader lists")
    after = page.screenshot(path=str(OUT / "first-screen-after.png"))
    if before != after:
        fail("the window changed when the app's screen replaced the drawn-ahead one "
             "(compare tests/layout/out/first-screen-before.png and -after.png)")


def main():
    page_file = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT / "first-screen.html"
    if not page_file.exists():
        sys.exit(f"first screen: no {page_file}: run "
                 "`cargo test --features testing --test screens -- --ignored` first")
    OUT.mkdir(parents=True, exist_ok=True)
    problems = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            ctx = browser.new_context(viewport=WINDOW, reduced_motion="reduce")
            page = ctx.new_page()
            page.goto(page_file.resolve().as_uri())
            check(page, problems)
            ctx.close()
        finally:
            browser.close()
    for problem in problems:
        print("FAIL ", problem)
    if problems:
        return 1
    print("ok    the first screen shows until the app draws, inert and hidden from screen readers, "
          "then gives way to the app's own in the same place")
    return 0


if __name__ == "__main__":
    sys.exit(main())
