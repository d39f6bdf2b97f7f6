#!/usr/bin/env bash
# End-to-end test of "Let phones join" on the REAL binary (table mode):
#   tests/e2e/hosting.sh path/to/mextrain
# Under its own Xvfb display: starts a 3-player game from the new-game
# screen, turns hosting on from the game screen with the keyboard, finds the
# port the window listens on (8080..8099), reads the join code from the
# database, and acts as a phone with curl: the lobby answers with the seats,
# Ben's phone joins and enters 23 points, and the window's form takes them
# (its draft holds them). Closing the window closes the port. Screenshots go
# to tests/e2e/out/hosting-*.png (gitignored).
#
# How "Let phones join" is reached without the DOM: scrolled to the bottom,
# a click beside the (disabled) "Undo last entry" button sets the keyboard's
# starting point after the hosting card, and Shift+Tab goes back to its
# button, the last control before it on a fresh game's screen.
set -euo pipefail

E2E_NAME=hosting.sh
E2E_TOOLS="curl ss"
. "$(dirname "$0")/common.sh"   # the waits, start_app, keep, sql, keys, tab_to_orange
KEEP=$OUT/hosting-
e2e_setup hosting "$@"
rm -f "$OUT"/hosting-*.png
start_xvfb "$OUT/hosting-xvfb.log"

step "1. a 3-player game (Ana, Ben, Cleo)"
start_app "$OUT/hosting-app.log" --open /new
typetext Ana; keys Tab; typetext Ben; keys Tab; typetext Cleo
tab_to_orange "Start the game" 90 >/dev/null
keys space
settle_on "the new game in the database" sql_is "SELECT count(*) FROM games" 1 || true
[ "$(sql "SELECT count(*) FROM games")" = 1 ] || die "no game after 'Start the game'"

step "2. Let phones join (Shift+Tab from beside Undo, at the bottom)"
scroll_to bottom
keep game-bottom >/dev/null
xdotool mousemove 900 790 click 1
wait_still "a click beside 'Undo last entry'"
keys shift+Tab
keys space
PORT=""
listening() {
  PORT=$(ss -ltnpH 2>/dev/null | grep "pid=$APP_PID," | grep -oE ':80[89][0-9] ' | head -1 | tr -d ': ' || true)
  [ -n "$PORT" ]
}
hosting_on() { listening && sql_is "SELECT count(*) FROM table_hosting" 1; }
arrive "the window listening on 8080..8099 and its join code in the database" hosting_on
keep hosting-on >/dev/null
[ -n "$PORT" ] || die "the window does not listen on 8080..8099 after 'Let phones join' (see $OUT/hosting-hosting-on.png)"
CODE=$(sql "SELECT code FROM table_hosting")
[[ "$CODE" =~ ^[A-HJKMNP-Z2-9]{6}$ ]] || die "the join code '$CODE' is not 6 letters of the code alphabet"
echo "   listening on port $PORT, join code $CODE"

step "3. a phone: lobby, join, Ben's entry"
BASE=http://127.0.0.1:$PORT
J='Content-Type: application/json'
lobby=$(curl -s -m 5 -H "$J" -d "{\"code\":\"$CODE\"}" "$BASE/api/lobby")
echo "$lobby" | grep -q '"name":"Ben"' || die "the lobby did not list Ben: $lobby"
joined=$(curl -s -m 5 -H "$J" -d "{\"code\":\"$CODE\",\"role\":\"player\",\"seat\":1,\"device\":\"Ben phone\"}" "$BASE/api/join")
TOKEN=$(echo "$joined" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])') \
  || die "Ben's phone could not join: $joined"
entry=$(curl -s -m 5 -X PUT -H "$J" -H "Authorization: Bearer $TOKEN" \
  -d '{"round":0,"key":"e2e-1","total":"23","out":false}' "$BASE/api/entry")
echo "$entry" | grep -q '"total":23' || die "Ben's entry was refused: $entry"
filled=""
bens_23() {
  sql "SELECT form FROM drafts" 2>/dev/null | python3 -c 'import json,sys; f=json.loads(sys.stdin.read() or "null"); sys.exit(0 if f and f["totals"][1]=="23" else 1)' 2>/dev/null
}
if settle_on "Ben's 23 points in the window's draft (table drafts)" bens_23; then filled=1; fi
scroll_to top
keep entry >/dev/null
[ -n "$filled" ] || die "the window's form did not take Ben's 23 points (see $OUT/hosting-entry.png)"
echo "   the window's form took Ben's 23 points"

step "4. closing the window closes the port"
kill "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
if curl -s -m 2 "$BASE/api/state" >/dev/null; then die "port $PORT still answers after the window closed"; fi

echo "hosting.sh: PASS (screenshots in $OUT: hosting-game-bottom, -hosting-on, -entry)"
