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

E2E_NAME=referee.sh
. "$(dirname "$0")/common.sh"   # the waits, start_app, keep
fail() { die "$@"; }
KEEP=$OUT/referee-
e2e_setup referee "$@"
rm -f "$OUT"/referee-*.png
start_xvfb "$OUT/referee-xvfb.log"

# shot_as NAME: the window in $OUT/referee-NAME.png
shot_as() { keep "$1" >/dev/null; }
count() { $IMG count "$OUT/referee-$1.png" "$2" "$3" "$4"; }
# now BOX COLOUR TOL: how many pixels of BOX in the current $SHOT are within TOL of COLOUR
now() { $IMG count "$SHOT" "$1" "$2" "$3"; }
# click X Y: a click on a button of the checker, which answers by drawing
# something else (pressed, a verdict, another page): waits for that change
click() { act "a click at $1,$2" xdotool mousemove "$1" "$2" click 1; }

RED_BG='#fee2e2'      # .verdict.illegal background (FELT, the active tab "Move checker": common.sh)
VERDICT_BOX=740,590,490,68

# 1. The checker is open: its active tab is drawn.
start_app "$OUT/referee-app.log" --open /check
checker_tab() { [ "$(now 30,85,170,35 "$FELT" 12)" -gt 2000 ]; }
arrive "the move checker's active tab" checker_tab
shot_as start
[ "$(count start "$VERDICT_BOX" "$RED_BG" 6)" -eq 0 ] || fail "a verdict shows before any move"

# 2. The dispute: Player 2's train ends in an uncovered 7-7; Player 1
#    (whose turn it is) lays 3-4 on their own train, which ends in 3.
# pressed BOX: the button in BOX is drawn pressed (filled with $FELT)
pressed() { [ "$(now "$1" "$FELT" 12)" -gt 500 ]; }
click 386 501   # end-0-3: Player 1's train ends in 3
settle_on "the 3 of Player 1's train drawn pressed" pressed 368,484,36,36 || true
click 570 652   # end-1-7: Player 2's train ends in 7
settle_on "the 7 of Player 2's train drawn pressed" pressed 552,635,36,36 || true
click 380 746   # double-1: ... and the 7-7 is open
settle_on "'Open double' drawn pressed" pressed 305,729,150,34 || true
shot_as setup
# The clicks landed: the 3, the 7 and "Open double" are drawn pressed (a
# miss would judge some other dispute and could still be "not legal").
for box in 368,484,36,36 552,635,36,36 305,729,150,34; do
    [ "$(count setup "$box" "$FELT" 12)" -gt 500 ] || fail "the table was not set up as meant: $box is not pressed (see $OUT/referee-setup.png)"
done
click 942 332   # move-a-3
click 988 426   # move-b-4
click 829 524   # on-0: on Player 1's own train
xdotool mousemove 1270 850
red_verdict() { [ "$(now "$VERDICT_BOX" "$RED_BG" 6)" -gt 15000 ]; }
arrive "the red 'not legal' verdict" red_verdict
shot_as verdict
red=$(count verdict "$VERDICT_BOX" "$RED_BG" 6)
echo "referee.sh: red verdict pixels in $VERDICT_BOX: $red"
[ "$red" -gt 15000 ] || fail "no red 'not legal' box where expected (see $OUT/referee-verdict.png)"
$IMG crop "$OUT/referee-verdict.png" "$VERDICT_BOX" "$OUT/referee-verdict-box.png"

# 3. Follow the link to the rule book's entry (id verdict-rule-link, under
#    the reason): the screen changes and the red box is gone.
click 889 761
no_verdict() { [ "$(now "$VERDICT_BOX" "$RED_BG" 6)" -eq 0 ]; }
arrive "the rule page (no verdict box)" no_verdict
shot_as rule
diff=$("$COMPARE" -metric AE "$OUT/referee-verdict.png" "$OUT/referee-rule.png" null: 2>&1 || true)
diff=${diff%% *}
echo "referee.sh: pixels changed by following the link: $diff"
[ "${diff%.*}" -gt 50000 ] || fail "the screen did not change after the rule link"
[ "$(count rule "$VERDICT_BOX" "$RED_BG" 6)" -eq 0 ] || fail "the verdict is still shown after the rule link"

# 4. The rule page offers the way back (id back-to-dispute, under the
#    crumbs): the dispute is still there, red verdict and all.
click 229 145
arrive "the dispute with its red verdict again" red_verdict
shot_as back
back=$(count back "$VERDICT_BOX" "$RED_BG" 6)
echo "referee.sh: red verdict pixels after going back to the dispute: $back"
[ "$back" -gt 15000 ] || fail "the dispute was not kept after the rule link (see $OUT/referee-back.png)"

echo "referee.sh: PASS (screenshots in $OUT: referee-start, -setup, -verdict, -verdict-box, -rule, -back)"
