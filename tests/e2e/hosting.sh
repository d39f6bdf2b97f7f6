#!/usr/bin/env bash
# End-to-end test of "Let phones join" on the REAL binary (table mode):
#   tests/e2e/hosting.sh path/to/mextrain
# Under its own Xvfb display: starts a 3-player game from the new-game
# screen, turns hosting on from the game screen with the keyboard, finds the
# port the window listens on (8080..8099), reads the join code from the
# database, and acts as a phone with curl: the lobby answers with the seats,
# Ben's phone joins and enters 23 points, and the window's form takes them
# (its draft holds them). Closing the window closes the port and ends the
# phone's event stream. Screenshots go
# to tests/e2e/out/hosting-*.png (gitignored).
#
# Closing the window is what a window manager does when a person clicks its
# close button or presses Alt+F4: it sends the window WM_PROTOCOLS /
# WM_DELETE_WINDOW (ICCCM 4.2.8.1). Xvfb runs no window manager, so wm_close
# sends that message itself (python3's ctypes on libX11, which the app's GTK
# already needs): the app must then exit by itself, its port close, and a
# phone's event stream end.
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

# wm_close WIN: asks window WIN to close as a window manager does (a
# ClientMessage WM_PROTOCOLS carrying WM_DELETE_WINDOW, sent to the window's
# client); fails when the window does not take that message (no
# WM_DELETE_WINDOW in its WM_PROTOCOLS: a window manager could only kill it).
wm_close() {
  python3 - "$1" <<'EOF' || die "could not send WM_DELETE_WINDOW to window $1"
import ctypes, ctypes.util, sys
x = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XInternAtom.restype = ctypes.c_ulong
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
x.XGetWMProtocols.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                              ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)), ctypes.POINTER(ctypes.c_int)]
x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
x.XCloseDisplay.argtypes = [ctypes.c_void_p]


class ClientMessage(ctypes.Structure):  # XClientMessageEvent, format 32
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("l", ctypes.c_long * 5)]


class XEvent(ctypes.Union):  # every X event is 24 longs
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]


win = int(sys.argv[1])
d = x.XOpenDisplay(None)
if not d:
    sys.exit("wm_close: cannot open the display")
protocols = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
delete = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
atoms, n = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_int()
if not x.XGetWMProtocols(d, win, ctypes.byref(atoms), ctypes.byref(n)) or delete not in atoms[:n.value]:
    sys.exit(f"wm_close: window {win} does not take WM_DELETE_WINDOW")
e = XEvent()
e.xclient.type = 33  # ClientMessage
e.xclient.window = win
e.xclient.message_type = protocols
e.xclient.format = 32
e.xclient.l[0] = delete
e.xclient.l[1] = 0  # CurrentTime
if not x.XSendEvent(d, win, 0, 0, ctypes.byref(e)):  # no event mask: to the window's own client
    sys.exit("wm_close: XSendEvent failed")
x.XSync(d, 0)
x.XCloseDisplay(d)
print(f"   sent WM_DELETE_WINDOW to window {win}")
EOF
}

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

step "4. closing the window (the window manager's close) closes the port and tells the phones"
# Ben's phone follows the table on its event stream (no time limit: only
# the host can end it).
STREAM=$WORK/events.txt
curl -s -N -H "Authorization: Bearer $TOKEN" "$BASE/api/events?token=$TOKEN" >"$STREAM" 2>&1 &
CURL_PID=$!
poll "the first state on Ben's event stream" grep -q '^event: state' "$STREAM"
wm_close "$WIN"
app_gone() { ! kill -0 "$APP_PID" 2>/dev/null; }
settle_on "the app to exit after the window manager's close" app_gone \
  || die "the app is still running $E2E_WAIT s after its window was asked to close (see $(keep fail-close))"
rc=0; wait "$APP_PID" || rc=$?
APP_PID=""
[ "$rc" = 0 ] || die "the app exited with status $rc when its window was closed: $(tail -5 "$APP_LOG")"
stream_ended() { ! kill -0 "$CURL_PID" 2>/dev/null; }
settle_on "Ben's event stream to end" stream_ended || { kill "$CURL_PID"; die "Ben's event stream is still open after the window closed"; }
wait "$CURL_PID" 2>/dev/null || true
# The port is closed: nothing listens on it, and a phone's request is refused
# (curl: 7, could not connect) or answered 410 Gone (hosting off).
if ss -ltnH "sport = :$PORT" | grep -q .; then die "something still listens on port $PORT after the window closed"; fi
rc=0; code=$(curl -s -m 5 -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $TOKEN" "$BASE/api/state") || rc=$?
case "$rc/$code" in
  7/*) echo "   port $PORT refuses connections; Ben's event stream ended" ;;
  0/410) echo "   port $PORT answers 410 Gone; Ben's event stream ended" ;;
  *) die "port $PORT still answers after the window closed (curl exit $rc, HTTP $code)" ;;
esac

echo "hosting.sh: PASS (screenshots in $OUT: hosting-game-bottom, -hosting-on, -entry)"
