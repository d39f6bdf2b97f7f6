#!/usr/bin/env bash
# End-to-end test of the move checker on the REAL binary:
#   tests/e2e/referee.sh path/to/mextrain
# Starts the app under its own Xvfb display on the checker (--open /check),
# sets up a dispute over an open double by clicks, checks the red "not legal"
# verdict on a screenshot, follows the link to the rule and checks the screen
# changed, and goes back to the dispute from the rule page. Screenshots go to
# tests/e2e/out/referee-*.png (gitignored).
#
# Coordinates are for the window's default size (1280x860 at the top-left of
# a 1400x950 screen, no window manager) and the layout of src/ui/checker.rs:
# the basics and the players' names, then the trains' number pads on the left, the disputed move and the verdict in
# the right column. Recalibrate from the screenshots if that layout changes.
set -euo pipefail

BIN=${1:?usage: tests/e2e/referee.sh path/to/mextrain}
BIN=$(readlink -f "$BIN")
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/out"
IMG="python3 $HERE/img.py"
IMPORT=/usr/bin/import   # by full path: a stand-in `convert` may shadow ImageMagick
COMPARE=/usr/bin/compare
mkdir -p "$OUT"
rm -f "$OUT"/referee-*.png

for tool in Xvfb xdotool python3 "$IMPORT" "$COMPARE"; do
    command -v "$tool" >/dev/null || { echo "referee.sh: $tool is missing" >&2; exit 2; }
done

DATA=$(mktemp -d)
XVFB_PID=""
APP_PID=""
cleanup() {
    [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null || true
    [ -n "$APP_PID" ] && wait "$APP_PID" 2>/dev/null || true
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
    [ -n "$XVFB_PID" ] && wait "$XVFB_PID" 2>/dev/null || true
    rm -rf "$DATA"
}
trap cleanup EXIT

die() { echo "referee.sh: FAIL: $*" >&2; exit 1; }
. "$(dirname "$0")/display.sh"
start_xvfb "$OUT/referee-xvfb.log"

"$BIN" --data-dir "$DATA" --open /check >"$OUT/referee-app.log" 2>&1 &
APP_PID=$!

shot() { "$IMPORT" -window root -crop 1280x860+0+0 +repage "PNG24:$OUT/referee-$1.png"; }
click() { xdotool mousemove "$1" "$2" click 1; sleep 0.5; }
fail() { echo "referee.sh: FAIL: $*" >&2; exit 1; }
count() { $IMG count "$OUT/referee-$1.png" "$2" "$3" "$4"; }

FELT='#0f5132'        # the active tab ("Move checker")
RED_BG='#fee2e2'      # .verdict.illegal background
VERDICT_BOX=740,590,490,68

# 1. The checker is open: its active tab is drawn.
ready=""
for _ in $(seq 1 120); do
    kill -0 "$APP_PID" 2>/dev/null || fail "the app exited: $(cat "$OUT/referee-app.log")"
    if shot start 2>/dev/null && [ "$(count start 30,85,170,35 "$FELT" 12)" -gt 2000 ]; then ready=1; break; fi
    sleep 0.5
done
[ -n "$ready" ] || fail "the move checker did not appear (see $OUT/referee-start.png)"
sleep 1
shot start
[ "$(count start "$VERDICT_BOX" "$RED_BG" 6)" -eq 0 ] || fail "a verdict shows before any move"

# 2. The dispute: Player 2's train ends in an uncovered 7-7; Player 1
#    (whose turn it is) lays 3-4 on their own train, which ends in 3.
click 386 501   # end-0-3: Player 1's train ends in 3
click 570 652   # end-1-7: Player 2's train ends in 7
click 380 746   # double-1: ... and the 7-7 is open
shot setup
# The clicks landed: the 3, the 7 and "Open double" are drawn pressed (a
# miss would judge some other dispute and could still be "not legal").
for box in 368,484,36,36 552,635,36,36 305,729,150,34; do
    [ "$(count setup "$box" "$FELT" 12)" -gt 500 ] || fail "the table was not set up as meant: $box is not pressed (see $OUT/referee-setup.png)"
done
click 942 332   # move-a-3
click 988 426   # move-b-4
click 829 524   # on-0: on Player 1's own train
xdotool mousemove 1270 850
sleep 1
shot verdict
red=$(count verdict "$VERDICT_BOX" "$RED_BG" 6)
echo "referee.sh: red verdict pixels in $VERDICT_BOX: $red"
[ "$red" -gt 15000 ] || fail "no red 'not legal' box where expected (see $OUT/referee-verdict.png)"
$IMG crop "$OUT/referee-verdict.png" "$VERDICT_BOX" "$OUT/referee-verdict-box.png"

# 3. Follow the link to the rule book's entry (id verdict-rule-link, under
#    the reason): the screen changes and the red box is gone.
click 889 761
sleep 1
shot rule
diff=$("$COMPARE" -metric AE "$OUT/referee-verdict.png" "$OUT/referee-rule.png" null: 2>&1 || true)
diff=${diff%% *}
echo "referee.sh: pixels changed by following the link: $diff"
[ "${diff%.*}" -gt 50000 ] || fail "the screen did not change after the rule link"
[ "$(count rule "$VERDICT_BOX" "$RED_BG" 6)" -eq 0 ] || fail "the verdict is still shown after the rule link"

# 4. The rule page offers the way back (id back-to-dispute, under the
#    crumbs): the dispute is still there, red verdict and all.
click 229 145
sleep 1
shot back
back=$(count back "$VERDICT_BOX" "$RED_BG" 6)
echo "referee.sh: red verdict pixels after going back to the dispute: $back"
[ "$back" -gt 15000 ] || fail "the dispute was not kept after the rule link (see $OUT/referee-back.png)"

echo "referee.sh: PASS (screenshots in $OUT: referee-start, -setup, -verdict, -verdict-box, -rule, -back)"
