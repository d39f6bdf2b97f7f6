# Sourced by the real-window scripts (run.sh, referee.sh, history.sh,
# hosting.sh) after they set E2E_NAME (the prefix of their messages) and,
# when they need more tools than Xvfb, xdotool, python3 and ImageMagick,
# E2E_TOOLS; sources display.sh (the private Xvfb display).
#
# Waiting: a script never sleeps for a fixed time hoping the window caught
# up (a loaded machine makes any such time too short). It waits for a state:
# a pixel condition on a screenshot, a row in the app's database, a window,
# or the screen changing and coming to rest. Every wait has a deadline of
# $E2E_WAIT seconds (default 60) and a failure message naming what it awaited.
#   poll WHAT CMD...        CMD succeeds (re-run every 0.2 s)
#   wait_until WHAT CMD...  the same, with a fresh screenshot in $SHOT before each try
#   settle_on WHAT CMD...   as wait_until, but on the deadline it only says so
#                           and returns 1: for a state a script then asserts
#                           itself, with its own message
#   wait_still WHAT [FRAME] the window's pixels stop changing (the same in
#                           $STILL_FRAMES screenshots in a row, each taken as
#                           soon as the last is read); with FRAME (a
#                           fingerprint), first they must differ from FRAME
#   arrive WHAT CMD...      settle_on WHAT CMD..., then wait_still
#   act WHAT CMD...         runs CMD (a key press, a click) and waits until the
#                           window changed from before CMD and came to rest
#   scroll_to top|bottom    the mouse wheel, until a further turn moves nothing
#
# Other shared pieces: die, step, e2e_setup (the binary, tools, data folder,
# clean-up), start_app, keep (screenshots), sql, keys, typetext, tab_to_orange.

die() { echo "$E2E_NAME: FAIL: $*" >&2; exit 1; }
step() { echo "$E2E_NAME: $*"; }

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=$HERE/out
IMG="python3 $HERE/img.py"
IMPORT=/usr/bin/import   # by full path: a stand-in `convert` may shadow ImageMagick
COMPARE=/usr/bin/compare
E2E_WAIT=${E2E_WAIT:-60}
STILL_FRAMES=3
# Colours from assets/main.css.
FELT='#0f5132'   # top bar, active tabs, pressed buttons
RING='#f59e0b'   # keyboard focus outline
ACCENT='#c2410c' # primary buttons
NEUTRAL="1150 30" # the empty right end of the top bar: no link, no control
# Where the wheel is turned: the page's left margin, beside the cards. Not
# over a control, whose hover colour would count as the page moving.
WHEEL_AT="12 450"

XVFB_PID=""
APP_PID=""
APP_LOG=/dev/null
WIN=""
. "$HERE/display.sh"

# e2e_setup NAME "$@": takes the script's one argument, the binary, as $BIN;
# checks the tools (Xvfb, xdotool, python3, ImageMagick and $E2E_TOOLS);
# makes the app's data folder $DATA (its database $DB) and a scratch folder
# $WORK; arms the clean-up. The app sees a GTK configuration without a
# blinking caret, so that a screen at rest does not change.
e2e_setup() {
  local name=$1 t
  shift
  [ $# -eq 1 ] || die "usage: $0 path/to/mextrain"
  [ -x "$1" ] || die "no executable at '$1' (build it first: cargo build --release)"
  BIN=$(readlink -f "$1")
  # shellcheck disable=SC2086
  for t in Xvfb xdotool python3 "$IMPORT" "$COMPARE" ${E2E_TOOLS:-}; do
    command -v "$t" >/dev/null 2>&1 || die "'$t' is missing (make deps-e2e: Debian packages xvfb xauth xdotool imagemagick python3 curl iproute2)"
  done
  mkdir -p "$OUT"
  DATA=$(mktemp -d "${TMPDIR:-/tmp}/mextrain-e2e-$name.XXXXXX")
  WORK=$DATA.work
  mkdir -p "$WORK/config/gtk-3.0"
  printf '[Settings]\ngtk-cursor-blink = false\n' >"$WORK/config/gtk-3.0/settings.ini"
  export XDG_CONFIG_HOME=$WORK/config
  DB=$DATA/mextrain.sqlite3
  SHOT=$WORK/now.ppm
  trap e2e_cleanup EXIT
}

e2e_cleanup() {
  local rc=$?
  if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill -KILL "$APP_PID" 2>/dev/null || true; wait "$APP_PID" 2>/dev/null || true; fi
  if [ -n "$XVFB_PID" ] && kill -0 "$XVFB_PID" 2>/dev/null; then kill "$XVFB_PID" 2>/dev/null || true; wait "$XVFB_PID" 2>/dev/null || true; fi
  if [ $rc -eq 0 ]; then
    rm -rf "$DATA" "$WORK"
  else
    echo "$E2E_NAME: kept the data folder $DATA, the scratch folder $WORK, the app's log $APP_LOG and the screenshots in $OUT" >&2
  fi
}

# shot: the screen as it is now, in $SHOT (8-bit PPM, read by img.py)
shot() { "$IMPORT" -window root -depth 8 "PPM:$SHOT"; }
# keep NAME: the window (1280x860) as a PNG in $KEEP$NAME.png, printed; also
# copied to $KEEP_COPY$NAME.png when KEEP_COPY is set
keep() {
  "$IMPORT" -window root -crop 1280x860+0+0 +repage "PNG24:$KEEP$1.png"
  [ -z "${KEEP_COPY:-}" ] || cp "$KEEP$1.png" "$KEEP_COPY$1.png"
  echo "$KEEP$1.png"
}
# frame: a fingerprint of the window's pixels, less the scrollbar's column
# (x >= 1260: the overlay scrollbar fades out on its own time); the pixels
# stay in $WORK/frame.ppm (after wait_still: the screen at rest)
frame() { "$IMPORT" -window root -crop 1260x860+0+0 +repage -depth 8 "PPM:$WORK/frame.ppm" && md5sum <"$WORK/frame.ppm" | cut -c1-32; }

# sql QUERY: prints the rows of a query on the app's database (python3 sqlite3)
sql() {
  python3 - "$DB" "$1" <<'EOF'
import sqlite3, sys
con = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
for row in con.execute(sys.argv[2]):
    print("|".join("" if v is None else str(v) for v in row))
EOF
}
# sql_is QUERY WANT: the query's answer is WANT (false while there is no database yet)
sql_is() { [ "$(sql "$1" 2>/dev/null)" = "$2" ]; }

app_alive() {
  [ -z "$APP_PID" ] || kill -0 "$APP_PID" 2>/dev/null || die "the app exited: $(tail -5 "$APP_LOG")"
}
# gave_up WHAT: the failure of a wait, with the screen as it was
gave_up() { die "waited $E2E_WAIT s for $1 (the screen then: $(keep fail-wait))"; }

poll() {
  local what=$1 end=$((SECONDS + E2E_WAIT))
  shift
  until "$@"; do
    app_alive
    [ "$SECONDS" -lt "$end" ] || gave_up "$what"
    sleep 0.2
  done
}
shot_and() { shot; "$@"; }
wait_until() {
  local what=$1
  shift
  poll "$what" shot_and "$@"
}
settle_on() {
  local what=$1 end=$((SECONDS + E2E_WAIT))
  shift
  until shot_and "$@"; do
    app_alive
    if [ "$SECONDS" -ge "$end" ]; then
      echo "$E2E_NAME: waited $E2E_WAIT s for $what; checking anyway" >&2
      return 1
    fi
    sleep 0.2
  done
}

arrive() {
  settle_on "$@" || true
  wait_still "$1"
}

wait_still() {
  local what=$1 before=${2:-} end=$((SECONDS + E2E_WAIT)) f last="" n=0
  while :; do
    app_alive
    f=$(frame)
    if [ -n "$before" ]; then
      [ "$f" = "$before" ] || { before=""; last=$f; n=1; }
    elif [ "$f" = "$last" ]; then
      n=$((n + 1))
      [ "$n" -lt "$STILL_FRAMES" ] || return 0
    else
      last=$f
      n=1
    fi
    if [ "$SECONDS" -ge "$end" ]; then
      if [ -n "$before" ]; then gave_up "the screen to change after $what"; fi
      gave_up "the screen to come to rest after $what"
    fi
  done
}
act() {
  local what=$1 before
  shift
  before=$(frame)
  "$@"
  wait_still "$what" "$before"
}

keys() { act "pressing $*" xdotool key "$@"; }
typetext() { act "typing '$1'" xdotool type --delay 40 "$1"; }
# shellcheck disable=SC2086
to_neutral() { xdotool mousemove $NEUTRAL; wait_still "moving the mouse to the top bar"; }

# wheel up|down [NOTCHES]: turns the mouse wheel at $WHEEL_AT (and puts the
# pointer back on the top bar); no wait
wheel() {
  local button=4
  [ "$1" = up ] || button=5
  # shellcheck disable=SC2086
  xdotool mousemove $WHEEL_AT click --repeat "${2:-1}" --delay 15 $button mousemove $NEUTRAL
}
# scroll_to top|bottom: turns the mouse wheel (40 notches), then one notch at
# a time until a notch changes nothing: so a turn the app had not yet taken
# when the screen looked at rest is caught.
scroll_to() {
  local way=up before i
  [ "$1" = top ] || way=down
  wheel $way 40
  wait_still "turning the wheel to the $1"
  for i in $(seq 1 40); do
    before=$(frame)
    wheel $way
    wait_still "one more notch of the wheel to the $1"
    [ "$(frame)" != "$before" ] || return 0
  done
  die "the page still moved after 40 more notches of the wheel to the $1 (see $(keep fail-scroll))"
}

# start_app LOG [ARGS...]: starts $BIN on $DATA (output in LOG) and waits for
# its window (1280x860 at 0,0), its first paint (the green top bar), the app
# itself in the page (the window paints its first screen drawn ahead, inert,
# then the app's own, which looks the same: the app creates
# $MEXTRAIN_READY_FILE once its own is there), the keyboard focus and a
# screen at rest. Sets APP_PID and WIN.
find_window() { WIN=$(xdotool search --onlyvisible --name '^mextrain$' 2>/dev/null | head -1 || true); [ -n "$WIN" ]; }
top_bar() { [ "$($IMG count "$SHOT" 0,0,1280,12 "$FELT" 14)" -gt 8000 ]; }
start_app() {
  APP_LOG=$1
  shift
  local ready="$APP_LOG.ready"
  rm -f "$ready"
  MEXTRAIN_READY_FILE=$ready "$BIN" --data-dir "$DATA" "$@" >"$APP_LOG" 2>&1 &
  APP_PID=$!
  await_app "$ready"
}

# await_app READY: the wait of start_app, for a window already started
# (APP_PID, APP_LOG) with MEXTRAIN_READY_FILE=READY: its window, its first
# paint (the time in APP_PAINTED), the app's own first screen, the focus
# and a screen at rest. Sets WIN.
await_app() {
  local ready=$1 geo
  WIN=""
  poll "a window named 'mextrain' (log: $APP_LOG)" find_window
  geo=$(xdotool getwindowgeometry "$WIN" | tr '\n' ' ')
  case "$geo" in
    *"Position: 0,0"*"Geometry: 1280x860"*) ;;
    *) die "expected a 1280x860 window at 0,0; got: $geo" ;;
  esac
  wait_until "the window's first paint: the green top bar $FELT (log: $APP_LOG)" top_bar
  APP_PAINTED=$(date +%s.%N)
  poll "the app's own first screen in the page ($ready; log: $APP_LOG)" test -e "$ready"
  xdotool windowfocus --sync "$WIN" 2>/dev/null || xdotool windowfocus "$WIN"
  wait_still "the window's first screen"
}

# tab_to_orange WHAT MAX: presses Tab until the focus ring is around a button
# filled with the accent colour; prints the ring's box; fails after MAX presses.
tab_to_orange() {
  local what=$1 max=$2 i hit
  for i in $(seq 1 "$max"); do
    act "pressing Tab (towards '$what')" xdotool key Tab
    hit=$($IMG focus "$WORK/frame.ppm" "$RING" "$ACCENT" | awk '$3 >= 0.4 {print $1; exit}')
    if [ -n "$hit" ]; then echo "$hit"; return 0; fi
  done
  die "no orange '$what' button took the keyboard focus within $max Tab presses; see $(keep "fail-$what")"
}
