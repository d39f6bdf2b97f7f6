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

BIN=${1:?usage: tests/e2e/hosting.sh path/to/mextrain}
BIN=$(readlink -f "$BIN")
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/out"
IMG="python3 $HERE/img.py"
IMPORT=/usr/bin/import # by full path: a stand-in `convert` may shadow ImageMagick
mkdir -p "$OUT"
rm -f "$OUT"/hosting-*.png

for tool in Xvfb xdotool python3 curl ss "$IMPORT"; do
  command -v "$tool" >/dev/null || { echo "hosting.sh: $tool is missing" >&2; exit 2; }
done

DATA=$(mktemp -d)
DB=$DATA/mextrain.sqlite3
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

die() { echo "hosting.sh: FAIL: $*" >&2; exit 1; }
step() { echo "hosting.sh: $*"; }
. "$HERE/display.sh"
start_xvfb "$OUT/hosting-xvfb.log"

SHOT=$DATA/now.ppm
shot() { "$IMPORT" -window root -depth 8 "PPM:$SHOT"; }
keep() { "$IMPORT" -window root -crop 1280x860+0+0 +repage "PNG24:$OUT/hosting-$1.png"; }
settle() { sleep "${1:-0.35}"; }
keys() { xdotool key "$@"; settle; }
typetext() { xdotool type --delay 40 "$1"; settle; }
sql() {
  python3 - "$DB" "$1" <<'EOF'
import sqlite3, sys
con = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
for row in con.execute(sys.argv[2]):
    print("|".join("" if v is None else str(v) for v in row))
EOF
}
FELT='#0f5132'   # top bar
RING='#f59e0b'   # keyboard focus outline
ACCENT='#c2410c' # primary buttons

# tab_to_orange WHAT MAX: presses Tab until the focus ring is around a button
# filled with the accent colour (as in run.sh).
tab_to_orange() {
  local what=$1 max=$2 i hit
  for i in $(seq 1 "$max"); do
    xdotool key Tab
    settle 0.3
    shot
    hit=$($IMG focus "$SHOT" "$RING" "$ACCENT" | awk '$3 >= 0.4 {print $1; exit}')
    if [ -n "$hit" ]; then return 0; fi
  done
  keep "fail-$what"
  die "no orange '$what' button took the keyboard focus within $max Tab presses"
}

step "1. a 3-player game (Ana, Ben, Cleo)"
"$BIN" --data-dir "$DATA" --open /new >"$OUT/hosting-app.log" 2>&1 &
APP_PID=$!
ready=""
for _ in $(seq 1 120); do
  kill -0 "$APP_PID" 2>/dev/null || die "the app exited: $(tail -5 "$OUT/hosting-app.log")"
  shot
  if [ "$($IMG count "$SHOT" 0,0,1280,12 "$FELT" 14)" -gt 8000 ]; then ready=1; break; fi
  sleep 0.5
done
[ -n "$ready" ] || die "the window never showed its top bar"
WIN=$(xdotool search --onlyvisible --name '^mextrain$' | head -1)
xdotool windowfocus --sync "$WIN" 2>/dev/null || xdotool windowfocus "$WIN"
settle 0.5
typetext Ana; keys Tab; typetext Ben; keys Tab; typetext Cleo
tab_to_orange "Start the game" 90
keys space
settle 1.5
[ "$(sql "SELECT count(*) FROM games")" = 1 ] || die "no game after 'Start the game'"

step "2. Let phones join (Shift+Tab from beside Undo, at the bottom)"
xdotool mousemove 640 450 click --repeat 40 --delay 15 5
settle 2
keep game-bottom
xdotool mousemove 900 790 click 1
settle 0.3
keys shift+Tab
keys space
PORT=""
for _ in $(seq 1 40); do
  PORT=$(ss -ltnpH 2>/dev/null | grep "pid=$APP_PID," | grep -oE ':80[89][0-9] ' | head -1 | tr -d ': ' || true)
  [ -n "$PORT" ] && break
  sleep 0.25
done
settle 1
keep hosting-on
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
for _ in $(seq 1 20); do
  if sql "SELECT form FROM drafts" | python3 -c 'import json,sys; f=json.loads(sys.stdin.read() or "null"); sys.exit(0 if f and f["totals"][1]=="23" else 1)' 2>/dev/null; then
    filled=1; break
  fi
  sleep 0.25
done
xdotool mousemove 640 450 click --repeat 40 --delay 15 4
settle 1.5
keep entry
[ -n "$filled" ] || die "the window's form did not take Ben's 23 points (see $OUT/hosting-entry.png)"
echo "   the window's form took Ben's 23 points"

step "4. closing the window closes the port"
kill "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
if curl -s -m 2 "$BASE/api/state" >/dev/null; then die "port $PORT still answers after the window closed"; fi

echo "hosting.sh: PASS (screenshots in $OUT: hosting-game-bottom, -hosting-on, -entry)"
