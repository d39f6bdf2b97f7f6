#!/usr/bin/env python3
"""The README's pictures of the app, taken from the test suite's own runs
and made small: `make screenshots` runs the browser, layout and real-window
tests (which write tests/web/out/, tests/layout/out/ and tests/e2e/out/),
then this script.

    python3 docs/screenshots/refresh.py [PICTURE...]

With pictures named (`club-night-board.png`...), only those are made again.

Each picture is the top of a test's screenshot (a phone's first screen, the
desktop window, a television's board), scaled down with ImageMagick and
written here as PNG. A screenshot that is missing is named, and the script
exits 1 without touching the pictures already here.
"""

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CONVERT = "/usr/bin/convert"  # by full path: a stand-in may shadow ImageMagick

# (picture, source, the part kept: width x height from the top left, width shown)
PICTURES = [
    ("phone-game.png", "tests/web/out/phone-game.png", "1082x2000", 260),
    ("referee-verdict.png", "tests/e2e/out/referee-verdict.png", "1280x860", 560),
    ("desktop-window.png", "tests/e2e/out/game/09-round2-saved.png", "1280x860", 560),
    ("table-mode-phone.png", "tests/web/out/table-phone-ana.png", "1082x2000", 260),
    ("club-night-board.png", "tests/web/out/board-tv-en-light.png", "1920x1080", 560),
    ("club-night-board-fr-dark.png", "tests/web/out/board-tv-fr-dark.png", "1920x1080", 560),
    ("club-night-board-phone.png", "tests/web/out/board-phone-fr-dark.png", "1082x2000", 260),
    ("league-laptop.png", "tests/layout/out/tablet-landscape-league.png", "1280x1400", 560),
    ("league-phone.png", "tests/layout/out/pixel7-league.png", "1082x2000", 260),
]


def main(names):
    unknown = [n for n in names if n not in [p[0] for p in PICTURES]]
    if unknown:
        print(f"screenshots: no such picture: {', '.join(unknown)}", file=sys.stderr)
        return 2
    pictures = [p for p in PICTURES if not names or p[0] in names]
    missing = [src for _, src, _, _ in pictures if not (ROOT / src).exists()]
    if missing:
        print("screenshots: run `make web-test e2e` first; missing:\n  " + "\n  ".join(missing),
              file=sys.stderr)
        return 1
    for name, src, keep, width in pictures:
        out = HERE / name
        subprocess.run([CONVERT, str(ROOT / src), "-crop", f"{keep}+0+0", "+repage",
                        "-resize", f"{width}x", "-strip", "-colors", "256", f"PNG8:{out}"],
                       check=True)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
