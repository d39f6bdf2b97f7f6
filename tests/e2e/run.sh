#!/usr/bin/env bash
# End-to-end test of the real window: tests/e2e/run.sh BINARY
#
# Drives the release binary under Xvfb with the keyboard and the mouse only
# (xdotool), as a person at the table would:
#   1. starts a 3-player game (Ana, Ben, Cleo) from the new-game screen;
#   2. enters round 1 by typing totals (Tab from one points box to the next,
#      Enter to save) and round 2 by tapping tiles;
#   3. checks screenshots (styled top bar, orange save button, the screen
#      changing between steps);
#   4. kills the app with SIGKILL;
#   5. starts it again on the same data folder: it must reopen the game by
#      itself and show the same screen (both rounds, the totals), and the
#      database must hold both rounds with the exact points.
#
# Needs: Xvfb, xdotool, ImageMagick's import and compare (called by full path:
# a stand-in `convert` may shadow ImageMagick), python3 (standard library).
# Screenshots are kept in tests/e2e/out/game/ for a person to look at.
#
# How elements are found without the DOM: a mouse click on a player card's
# coloured left border (found in a screenshot by the player's marker colour)
# sets the keyboard's starting point inside that card; Tab then walks its
# buttons in page order. Orange buttons (Save round, Start the game, the
# picker's Done) are reached by pressing Tab until the keyboard focus ring
# (#f59e0b) surrounds a button filled with the accent colour (#c2410c).

set -euo pipefail

E2E_NAME=e2e
. "$(dirname "$0")/common.sh"   # die, step, the waits, start_app, keep, sql, keys, tab_to_orange
OUT=$HERE/out/game # this test's own folder: other scripts keep theirs in out/ too
KEEP=$OUT/
e2e_setup game "$@"
rm -f "$OUT"/*.png "$OUT"/*.ppm
# Run a private copy: a rebuild of BINARY during the test must not change the
# program between the kill and the restart.
cp "$BIN" "$WORK/mextrain"
BIN=$WORK/mextrain

# Colours from assets/main.css and the marker palette (FELT, RING and ACCENT
# are in common.sh).
LEAD='#fde68a'   # the leader's cells on the scoreboard
COLOURS=('#e6194b' '#3cb44b' '#4363d8') # Ana, Ben, Cleo (the first three markers)

# ---------------------------------------------------------------- display
start_xvfb "$WORK/xvfb.log"
step "Xvfb on $DISPLAY (1400x950), data folder $DATA"

# ---------------------------------------------------------------- helpers
APP_RUNS=0
# run_app [ARGS...]: starts the binary and waits for its window at rest
run_app() { start_app "$WORK/app$((++APP_RUNS)).log" "$@"; }

# neutral_click: a click on the neutral spot (common.sh) leaves no focus on
# any control, so the page is not changed by the click.
# shellcheck disable=SC2086
neutral_click() { xdotool mousemove $NEUTRAL click 1; wait_still "a click on the top bar"; }
# to_top: scroll the page with the mouse wheel (ctrl+Home and ctrl+End do
# not scroll this webview) until it moves no more.
to_top() { scroll_to top; }
# The scoreboard's header row and total row are painted this colour.
SCORE_BG='#f3efe4'
# scoreboard_box FILE: prints the box X,Y,W,H of the whole scoreboard (from
# its header row to its total row, $SCORE_BG) in the screenshot FILE, or
# nothing when it is not all in view
scoreboard_box() {
  local bands first last bb bx bw
  bands=$($IMG rows "$1" 0,70,1260,785 "$SCORE_BG" 0)
  [ "$(echo "$bands" | grep -c .)" -ge 2 ] || return 0
  first=${bands%%$'\n'*}; last=${bands##*$'\n'}
  bb=$($IMG bbox "$1" "0,${first%-*},1260,$(( ${last#*-} - ${first%-*} + 1 ))" "$SCORE_BG" 0)
  IFS=, read -r bx _ bw _ <<<"$bb"
  echo "$bx,${first%-*},$bw,$(( ${last#*-} - ${first%-*} + 1 ))"
}

# scoreboard_view: from the top of the page, wheels down one notch at a time
# until the whole scoreboard is in view, below the top bar. Where the table
# then is must be read off the screenshot that is kept (scoreboard_box): the
# smooth scrolling's last pixel can land after the screen looked still.
scoreboard_view() {
  local i
  to_top
  for i in $(seq 1 40); do
    shot
    [ -z "$(scoreboard_box "$SHOT")" ] || return 0
    # Not all in view yet, so the page can still scroll down: the notch
    # must move it.
    act "one notch of the wheel down (looking for the scoreboard)" wheel down
  done
  keep fail-scoreboard >/dev/null
  die "scrolled 40 steps and never saw the whole scoreboard (header and total rows, $SCORE_BG); see $OUT/fail-scoreboard.png"
}

# card SEAT: clicks the left border of that player's entry card (found by
# the player's marker colour: a tall thin block of it), so that Tab goes on
# from inside the card. The click may change nothing on the screen (it only
# sets where Tab starts, or takes the focus off a control): it waits for the
# screen at rest.
card() {
  local seat=$1 col=${COLOURS[$1]} b
  shot
  b=$($IMG blobs "$SHOT" 0,60,1280,800 "$col" 600 | awk '{split($1,a,","); if (a[4] >= 5*a[3] && a[3] <= 14) {print a[1]+int(a[3]/2), a[2]+int(a[4]/2); exit}}')
  [ -n "$b" ] || { keep "fail-card-$seat" >/dev/null; die "cannot see the entry card of seat $seat (no ${col} border); see $OUT/fail-card-$seat.png"; }
  # shellcheck disable=SC2086
  xdotool mousemove $b click 1 mousemove $NEUTRAL
  wait_still "a click on the entry card of seat $seat"
}

# changed A B: fails unless the two screenshots differ (ImageMagick compare)
changed() {
  local ae
  ae=$("$COMPARE" -metric AE "$1" "$2" null: 2>&1 || true)
  ae=${ae%% *}
  [[ "$ae" =~ ^[0-9.e+]+$ ]] || die "compare failed on $1 $2: $ae"
  [ "$(printf '%.0f' "$ae")" -gt 500 ] || die "the screen did not change between $(basename "$1") and $(basename "$2") ($ae pixels differ)"
  echo "$ae"
}

# check_styled PNG: the window is styled (green top bar, orange button)
check_styled() {
  local top orange
  top=$($IMG count "$1" 0,0,1280,12 "$FELT" 14)
  [ "$top" -gt 12000 ] || die "$(basename "$1"): the top bar is not dark green $FELT ($top of 15360 pixels in the top 12 rows)"
  orange=$($IMG exact "$1" 0,60,1280,800 "$ACCENT")
  [ "$orange" -gt 2000 ] || die "$(basename "$1"): no orange button (only $orange pixels of $ACCENT)"
  echo "top bar $top/15360 px $FELT-ish, $orange px of $ACCENT"
}
# an_orange_button: check_styled's second half, on $SHOT (a state to wait for)
an_orange_button() { [ "$($IMG exact "$SHOT" 0,60,1280,800 "$ACCENT")" -gt 2000 ]; }

# tile_tabs SET ENGINE TILE TAKEN...: how many Tab presses from the picker's
# Done button reach TILE (picker order: high end SET..0, then low end high..0;
# the engine and other hands' tiles are disabled, so skipped).
tile_tabs() {
  python3 - "$@" <<'EOF'
import sys
top, engine, want = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
taken = set(sys.argv[4:])
n = 0
for hi in range(top, -1, -1):
    for lo in range(hi, -1, -1):
        t = f"{hi}-{lo}"
        if (hi == lo == engine) or t in taken:
            continue
        n += 1
        if t == want:
            print(n)
            sys.exit(0)
sys.exit(f"tile {want} not found")
EOF
}

rounds_saved() { sql "SELECT count(*) FROM rounds"; }

# tap_tiles SEAT ENGINE TAKEN_CSV TILE...: opens that player's tile picker
# and taps each TILE (Tab from Done, then space).
tap_tiles() {
  local seat=$1 engine=$2 taken=$3 t n
  shift 3
  card "$seat"
  keys Tab Tab          # Went out, Tap tiles
  keys space            # opens the picker
  for t in "$@"; do
    card "$seat"
    tab_to_orange "Done (tile picker)" 30 >/dev/null
    # shellcheck disable=SC2086
    n=$(tile_tabs 12 "$engine" "$t" ${taken//,/ })
    act "pressing Tab $n times (towards tile $t)" xdotool key --delay 30 $(printf 'Tab %.0s' $(seq 1 "$n"))
    keys space
  done
}

# ---------------------------------------------------------------- 1. new game
step "1. start a 3-player game (Ana, Ben, Cleo)"
run_app --open /new
S_NEW=$(keep 01-new-game)
# The first name box has autofocus; Tab moves between the name boxes.
typetext Ana; keys Tab; typetext Ben; keys Tab; typetext Cleo
S_NAMES=$(keep 02-names-typed)
d=$(changed "$S_NEW" "$S_NAMES"); echo "   names typed: $d pixels changed"
tab_to_orange "Start the game" 40 >/dev/null
keys space
arrive "the new game in the database" sql_is "SELECT count(*) FROM games" 1
S_GAME=$(keep 03-game-started)
m=$(check_styled "$S_GAME"); echo "   game screen: $m"
[ "$(sql "SELECT count(*) FROM games")" = 1 ] || die "no game in the database after 'Start the game' (see $S_GAME)"
players=$(sql "SELECT p.name FROM game_players g JOIN players p ON p.id = g.player_id ORDER BY g.seat" | tr '\n' ' ')
[ "$players" = "Ana Ben Cleo " ] || die "the game's players are '$players', expected 'Ana Ben Cleo'"
echo "   stored players: $players"

# ---------------------------------------------------------------- 2. rounds
step "2a. round 1 (engine 12-12), typed totals: Ana started and went out, Ben 23, Cleo 41"
card 0; keys shift+Tab shift+Tab shift+Tab; keys space   # Started by: Ana
card 0; keys Tab; keys space                              # Ana: Went out
card 1; keys Tab Tab Tab; typetext 23                     # Ben: points
keys Tab; typetext 41                                     # Tab goes straight to Cleo's points box
S_R1FORM=$(keep 04-round1-filled)
d=$(changed "$S_GAME" "$S_R1FORM"); echo "   form filled: $d pixels changed"
keys Return                                               # Enter in a points box saves the round
# Saved, with the next round's form ready: the cursor in Ana's points box.
round1_saved() { [ "$(rounds_saved 2>/dev/null)" = 1 ] && [ "$($IMG count "$SHOT" 40,380,300,300 "$RING" 12)" -gt 150 ]; }
arrive "round 1 in the database and the cursor in Ana's points box" round1_saved
[ "$(rounds_saved)" = 1 ] || { keep fail-round1 >/dev/null; die "round 1 was not saved (see $OUT/fail-round1.png: an error under the form?)"; }
S_R1=$(keep 05-round1-saved)
d=$(changed "$S_R1FORM" "$S_R1"); m=$(check_styled "$S_R1"); echo "   saved: $d pixels changed; $m"
# The next round's form is in view with the cursor in Ana's points box: the
# focus ring is drawn inside Ana's card (left third of the entries).
ring=$($IMG count "$S_R1" 40,380,300,300 "$RING" 12)
[ "$ring" -gt 150 ] || die "after the save, no focus ring in Ana's points box ($ring px of $RING; see $S_R1)"
echo "   round 2's form has the cursor in Ana's points box ($ring px of focus ring)"

step "2b. round 2 (engine 11-11), tapped tiles: Ben started and went out, Ana holds 12-5 6-3, Cleo 9-4 10-0"
card 0; keys shift+Tab shift+Tab; keys space              # Started by: Ben (back from Ana's card: Cleo, Ben)
S_R2A=$(keep 06-round2-starter)
card 1; keys Tab; keys space                              # Ben: Went out
tap_tiles 0 11 "" 12-5 6-3
S_R2B=$(keep 07-round2-ana-tiles)
d=$(changed "$S_R2A" "$S_R2B"); echo "   Ana's tiles tapped: $d pixels changed"
tap_tiles 2 11 "12-5,6-3" 9-4 10-0
S_R2C=$(keep 08-round2-cleo-tiles)
d=$(changed "$S_R2B" "$S_R2C"); echo "   Cleo's tiles tapped: $d pixels changed"
card 2
tab_to_orange "Done (tile picker)" 30 >/dev/null
keys space                                                # close the picker
card 2
tab_to_orange "Save round 2" 30 >/dev/null
keys space
arrive "round 2 in the database" sql_is "SELECT count(*) FROM rounds" 2
[ "$(rounds_saved)" = 2 ] || { keep fail-round2 >/dev/null; die "round 2 was not saved (see $OUT/fail-round2.png)"; }
S_R2=$(keep 09-round2-saved)
d=$(changed "$S_R2C" "$S_R2"); echo "   saved: $d pixels changed"

# ---------------------------------------------------------------- 3. screenshots
step "3. check the screenshots and the stored rounds"
neutral_click
scoreboard_view
S_BOTTOM1=$(keep 10-scoreboard-before-kill)
SB1=$(scoreboard_box "$S_BOTTOM1")
[ -n "$SB1" ] || die "the scoreboard left the view before $S_BOTTOM1 was taken"
m=$(check_styled "$S_R2"); echo "   $m"
lead=$($IMG exact "$S_BOTTOM1" 0,60,1280,800 "$LEAD")
[ "$lead" -gt 1000 ] || die "no leader highlight ($LEAD) on the scoreboard in $S_BOTTOM1"
echo "   scoreboard in view at $SB1 with the leader highlighted ($lead px of $LEAD)"
neutral_click
to_top
S_TOP1=$(keep 11-top-before-kill)

expect_rounds() {
  local got
  got=$(sql "SELECT r.idx, r.engine, r.starter, IFNULL(r.out_seat,'-'), group_concat(s.points, ' ')
             FROM rounds r JOIN (SELECT * FROM scores ORDER BY seat) s ON s.game_id = r.game_id AND s.idx = r.idx
             GROUP BY r.idx ORDER BY r.idx")
  local want=$'0|12|0|0|0 23 41\n1|11|1|1|26 0 48'
  [ "$got" = "$want" ] || die "stored rounds (idx|engine|starter|out|points) are:
$got
expected:
$want"
  local totals
  totals=$(sql "SELECT group_concat(t, ' ') FROM (SELECT seat, sum(points) AS t FROM scores GROUP BY seat ORDER BY seat)")
  [ "$totals" = "26 23 89" ] || die "stored totals are '$totals', expected '26 23 89'"
  local tiles
  tiles=$(sql "SELECT seat, tiles FROM scores WHERE idx = 1 AND tiles IS NOT NULL ORDER BY seat" | tr -d ' "[]' | tr '\n' ';')
  echo "   rounds: $(echo "$got" | tr '\n' ';') totals: $totals; tiles stored: $tiles"
}
expect_rounds

# ---------------------------------------------------------------- 4. kill
step "4. kill the app with SIGKILL"
kill -KILL "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
kill -0 "$APP_PID" 2>/dev/null && die "the app survived SIGKILL"
APP_PID=""
window_gone() { ! xdotool search --onlyvisible --name '^mextrain$' >/dev/null 2>&1; }
poll "the killed app's window to go" window_gone

# ---------------------------------------------------------------- 5. restart
step "5. start again on the same data folder: the game must reopen with both rounds"
run_app
# The app reopens the game by itself: its screen has the orange Save button.
arrive "the reopened game's screen (an orange button)" an_orange_button
neutral_click
to_top
S_TOP2=$(keep 12-top-after-restart)
neutral_click
scoreboard_view
S_BOTTOM2=$(keep 13-scoreboard-after-restart)
SB2=$(scoreboard_box "$S_BOTTOM2")
[ -n "$SB2" ] || die "the scoreboard left the view before $S_BOTTOM2 was taken"
# same A B BOX TOL MAXDIFF WHAT [DY]: fails when more than MAXDIFF pixels of
# BOX differ by more than TOL (0..255) in some colour channel (with DY: A's
# BOX against B's box DY rows lower)
same() {
  local diff
  diff=$($IMG diff "$1" "$2" "$3" "$4" "${7:-0}")
  [ "$diff" -le "$5" ] || {
    "$COMPARE" "$1" "$2" "$OUT/diff-$(basename "$2")" 2>/dev/null || true
    die "$6: $(basename "$2") differs from $(basename "$1") in $diff pixels of $3 (by more than $4 levels${7:+, $7 rows lower}; see $OUT/diff-$(basename "$2"))"
  }
  echo "$diff"
}
# The same table, wherever the wheel left it: where a notch stops is the
# webview's smooth scrolling (the same notches stopped at Y 610, 611 and 613 in
# different runs), so only the table's X, width and height must agree, and its
# pixels are compared at each screenshot's own Y.
IFS=, read -r x1 y1 w1 h1 <<<"$SB1"
IFS=, read -r x2 y2 w2 h2 <<<"$SB2"
[ "$x1,$w1,$h1" = "$x2,$w2,$h2" ] || die "the scoreboard changed size: $SB1 before the kill, $SB2 after the restart"
DY=$((y2 - y1))
# Antialiased edges (the rounded Edit buttons, the small SVG dominoes) come
# out a few grey levels apart from one start to the next (up to ~25 levels on
# ~100 pixels seen); a changed digit or name differs by far more. So: no pixel
# of the scoreboard may differ by more than 64 levels.
d0=$(same "$S_BOTTOM1" "$S_BOTTOM2" "$SB1" 0 1000000 "-" "$DY")
same "$S_BOTTOM1" "$S_BOTTOM2" "$SB1" 64 0 "the scoreboard" "$DY" >/dev/null
python3 "$HERE/img.py" crop "$S_BOTTOM1" "$SB1" "$OUT/14-scoreboard-region-before.png"
python3 "$HERE/img.py" crop "$S_BOTTOM2" "$SB2" "$OUT/15-scoreboard-region-after.png"
echo "   the scoreboard ($SB2) matches the one before the kill ($SB1): no pixel off by more than 64 levels ($d0 antialiased pixels differ slightly)"
# The whole window (less the scrollbar): at most 200 pixels off by more than
# 64 levels (antialiasing at edges). The top bar stays put; the page under it
# is set against itself DY rows lower.
d=$(same "$S_TOP1" "$S_TOP2" 0,0,1260,860 64 200 "the top of the game screen")
echo "   the top of the game screen matches the one before the kill ($d pixels off by more than 64 levels)"
BAR=62
d=$(same "$S_BOTTOM1" "$S_BOTTOM2" 0,0,1260,$BAR 64 200 "the top bar over the scoreboard view")
if [ "$DY" -ge 0 ]; then PAGE="0,$BAR,1260,$((860 - BAR - DY))"; else PAGE="0,$((BAR - DY)),1260,$((860 - BAR + DY))"; fi
d=$((d + $(same "$S_BOTTOM1" "$S_BOTTOM2" "$PAGE" 64 200 "the scoreboard view" "$DY")))
# the same 200 pixels for the two parts together as for the whole view before
[ "$d" -le 200 ] || die "the scoreboard view differs from the one before the kill in $d pixels (by more than 64 levels; the top bar and the page under it, $DY rows apart)"
echo "   the whole scoreboard view matches the one before the kill ($d pixels off by more than 64 levels, the page $DY rows apart)"
m=$(check_styled "$S_TOP2"); echo "   $m"
expect_rounds
kill -KILL "$APP_PID"; wait "$APP_PID" 2>/dev/null || true; APP_PID=""
echo "e2e: screenshots in $OUT"
echo "e2e: OK"
