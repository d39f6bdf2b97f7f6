#!/usr/bin/env bash
# End-to-end test of the history screens on the REAL binary:
#   tests/e2e/history.sh path/to/mextrain
#
# 1. Prepares a fresh data folder without the window: writes a JSON export
#    of four finished games (Ana/Ben/Cleo, Dev/Eve, Ana/Dev, Ben/Cleo/Eve)
#    and loads it with `mextrain import`.
# 2. Starts the app under its own Xvfb display on the history screen
#    (--open /history) and checks that the list shows every player's chip.
# 3. Filters by a player with the keyboard: a click on the "Player" label
#    focuses its select without opening the popup, typing "Dev" picks Dev
#    and Tab leaves the select. The list must change: Ben's and Cleo's
#    chips disappear, Dev's stay.
# 4. Opens the newest remaining game (Ana, Dev) with its Open button (found
#    from the row of the first chip) and checks the detail page: the
#    running-total chart (#running-chart) draws a long line in Ana's and in
#    Dev's marker colour, Ana's (92 points) above Dev's (18), and no colour
#    of a player not in that game shows.
#
# Each player keeps one marker colour across the games, so a colour on the
# screen stands for a player. Screenshots go to tests/e2e/out/history-*.png
# (gitignored). Coordinates are for the window's default size (1280x860 at
# the top-left of a 1400x950 screen, no window manager) and the layout of
# src/ui/history.rs; recalibrate from the screenshots if that layout changes.
set -euo pipefail

E2E_NAME="e2e history"
. "$(dirname "$0")/common.sh"   # die, step, the waits, start_app, keep
e2e_setup history "$@"
rm -f "$OUT"/history-*.png "$OUT"/history-*.log
# keep NAME: the checks read the copy in $WORK (another script's clean-up of
# $OUT cannot pull it away), people the copy in $OUT.
KEEP=$WORK/history-
KEEP_COPY=$OUT/history-

# Marker colours, one per player in every game.
ANA='#e6194b'; BEN='#3cb44b'; CLEO='#4363d8'; DEV='#f58231'; EVE='#911eb4'

# ---------------------------------------------------------------- 1. data
step "1. import four finished games into a fresh data folder $DATA"
python3 - "$WORK/games.json" "$ANA" "$BEN" "$CLEO" "$DEV" "$EVE" <<'EOF'
import json, sys
path, ana, ben, cleo, dev, eve = sys.argv[1:]
colour = {"Ana": ana, "Ben": ben, "Cleo": cleo, "Dev": dev, "Eve": eve}
T0 = 1_700_000_000  # 2023-11-14

def game(k, names, rounds):
    """A classic double-12 game of three rounds (12-12, 11-11, 10-10).
    rounds: (seat who went out, points of every seat)."""
    n = len(names)
    return {
        "uid": f"e2e-history-{k}",
        "spec": {"preset": "classic", "set": 12, "players": names, "schedule": [12, 11, 10]},
        "colours": [colour[p] for p in names],
        "first_starter": 0,
        "started_at": T0 + k * 86400,
        "finished_at": T0 + k * 86400 + 2400,
        "rounds": [
            {"engine": e, "starter": 0, "end": {"out": out}, "points": pts, "tiles": [None] * n}
            for e, (out, pts) in zip([12, 11, 10], rounds)
        ],
    }

games = [
    game(0, ["Ana", "Ben", "Cleo"], [(0, [0, 23, 41]), (1, [30, 0, 12]), (2, [8, 15, 0])]),
    game(1, ["Dev", "Eve"], [(0, [0, 35]), (1, [20, 0]), (0, [0, 44])]),
    game(2, ["Ana", "Dev"], [(1, [52, 0]), (0, [0, 18]), (1, [40, 0])]),
    game(3, ["Ben", "Cleo", "Eve"], [(2, [14, 27, 0]), (0, [0, 9, 33]), (1, [21, 0, 6])]),
]
with open(path, "w") as f:
    json.dump({"schema_version": 1, "app": "mextrain", "exported_at": "2023-11-20T12:00:00Z", "games": games}, f, indent=1)
EOF
out=$("$BIN" import --data-dir "$DATA" "$WORK/games.json" 2>&1) || die "mextrain import failed: $out"
echo "   $out"

# ---------------------------------------------------------------- display
start_xvfb "$WORK/xvfb.log"
step "   Xvfb on $DISPLAY (1400x950)"

# ---------------------------------------------------------------- helpers
# count FILE BOX COLOUR: pixels of exactly COLOUR in BOX
count() { $IMG exact "$1" "$2" "$3"; }
# changed A B BOX: how many pixels of BOX differ (fails when fewer than 500)
changed() {
  local d
  d=$($IMG diff "$1" "$2" "$3")
  [ "$d" -gt 500 ] || die "the screen did not change in $3 between $(basename "$1") and $(basename "$2") ($d pixels differ)"
  echo "$d"
}

# The list's region: below the filters card, left of the scrollbar.
LIST=0,285,1260,575
# The label "Player" above its select.
PLAYER_LABEL="587 183"
# The Open buttons: their x, and their centre's y below a row's chips' centre.
OPEN_X=1078
OPEN_DY=10

# ---------------------------------------------------------------- 2. start
step "2. start the app on the history screen"
start_app "$OUT/history-app.log" --open /history
all_chips() { for c in "$ANA" "$BEN" "$CLEO" "$DEV" "$EVE"; do [ "$(count "$SHOT" "$LIST" "$c")" -gt 100 ] || return 1; done; }
wait_until "the list of games with every player's chip" all_chips
to_neutral
S_LIST=$(keep 01-list)
echo "   the list shows every player's chip: Ana $(count "$S_LIST" "$LIST" "$ANA") px, Ben $(count "$S_LIST" "$LIST" "$BEN"), Cleo $(count "$S_LIST" "$LIST" "$CLEO"), Dev $(count "$S_LIST" "$LIST" "$DEV"), Eve $(count "$S_LIST" "$LIST" "$EVE")"

# ---------------------------------------------------------------- 3. filter
step "3. filter by Dev with the keyboard"
# A click on the label "Player" focuses the select (label for=h-player)
# without opening its popup: the focus ring appears.
# shellcheck disable=SC2086
act "a click on the label 'Player'" xdotool mousemove $PLAYER_LABEL click 1
to_neutral
focus_ring() { $IMG bbox "$SHOT" 0,60,1280,200 "$RING" 0 >/dev/null; }
arrive "the focus ring on the player select" focus_ring
S_FOCUS=$(keep 02-player-focused)
ring=$($IMG bbox "$S_FOCUS" 0,60,1280,200 "$RING" 0) || die "no keyboard focus ring ($RING) after clicking the 'Player' label (see $S_FOCUS)"
echo "   the player select has the focus ring at $ring"
# Typing on a closed select picks the first option starting so (Return
# would open the popup in WebKitGTK); Tab then moves on to the next filter.
act "typing 'Dev' on the player select" xdotool type --delay 80 "Dev"
keys Tab
to_neutral
no_ben() { [ "$(count "$SHOT" "$LIST" "$BEN")" -eq 0 ]; }
arrive "the list filtered (no chip in Ben's colour)" no_ben
S_FILT=$(keep 03-filtered-dev)
d=$(changed "$S_LIST" "$S_FILT" "$LIST")
for who in BEN CLEO; do
  c=$(count "$S_FILT" "$LIST" "${!who}")
  [ "$c" -eq 0 ] || die "after filtering by Dev the list still shows ${who}'s colour ${!who} ($c px; see $S_FILT)"
done
for who in DEV ANA EVE; do
  c=$(count "$S_FILT" "$LIST" "${!who}")
  [ "$c" -gt 100 ] || die "after filtering by Dev the list lacks ${who}'s colour ${!who} ($c px; see $S_FILT)"
done
echo "   the list changed ($d pixels): Ben's and Cleo's chips are gone; Dev $(count "$S_FILT" "$LIST" "$DEV") px, Ana $(count "$S_FILT" "$LIST" "$ANA"), Eve $(count "$S_FILT" "$LIST" "$EVE")"

# ---------------------------------------------------------------- 4. open
step "4. open the newest game left (Ana, Dev) and see its chart"
# The first row's chips: the topmost chip in the list.
first=$($IMG blobs "$S_FILT" "$LIST" "$ANA" 150 | head -1 | cut -d' ' -f1)
[ -n "$first" ] || die "cannot find the first row's chip (see $S_FILT)"
IFS=, read -r cx cy cw ch <<<"$first"
row_y=$((cy + ch / 2))
echo "   the first row's Ana chip at $first"
act "a click on the first row's Open button" xdotool mousemove "$OPEN_X" "$((row_y + OPEN_DY))" click 1
to_neutral
# The Ana/Dev game's page: Eve's chips of the list are gone.
no_eve() { [ "$(count "$SHOT" 0,60,1260,800 "$EVE")" -eq 0 ]; }
arrive "the Ana/Dev game's page (no chip in Eve's colour)" no_eve
long_line() { $IMG blobs "$SHOT" 0,60,1260,800 "$1" 150 | awk '{split($1,a,","); if (a[3] >= 200) {f=1}} END {exit !f}'; }
chart() { long_line "$ANA" && long_line "$DEV"; }
scrolled=""
for _ in 1 2 3; do
  shot
  if chart; then break; fi
  # The chart is under the standings: scroll with the wheel (which must
  # move the page: the chart is not in view yet).
  act "five notches of the wheel down (looking for the chart)" wheel down 5
  scrolled=1
done
S_DETAIL=$(keep 04-detail-chart)
chart || die "no running-total chart with lines in Ana's $ANA and Dev's $DEV colours (see $S_DETAIL)"
for who in BEN CLEO EVE; do
  c=$(count "$S_DETAIL" 0,60,1260,800 "${!who}")
  [ "$c" -eq 0 ] || die "the detail page shows ${who}'s colour ${!who} ($c px): not the Ana/Dev game? (see $S_DETAIL)"
done
d=$(changed "$S_FILT" "$S_DETAIL" 0,60,1260,800)
ana_line=$($IMG blobs "$S_DETAIL" 0,60,1260,800 "$ANA" 150 | awk '{split($1,a,","); if (a[3] >= 200) {print $1; exit}}')
dev_line=$($IMG blobs "$S_DETAIL" 0,60,1260,800 "$DEV" 150 | awk '{split($1,a,","); if (a[3] >= 200) {print $1; exit}}')
echo "   the detail page (${scrolled:+scrolled, }$d pixels changed) draws Ana's line at $ana_line and Dev's at $dev_line; no other player's colour"
IFS=, read -r ax ay aw ah <<<"$ana_line"
IFS=, read -r dx dy dw dh <<<"$dev_line"
# Ana ends on 92 points and Dev on 18: Ana's line climbs higher.
[ "$ay" -lt "$dy" ] || die "Ana's line (top at y=$ay) is not above Dev's (top at y=$dy), though Ana has 92 points and Dev 18 (see $S_DETAIL)"
[ "$aw" -ge 500 ] && [ "$dw" -ge 500 ] || die "the chart's lines are too short (Ana ${aw} px, Dev ${dw} px wide; see $S_DETAIL)"
echo "   Ana's line (92 points at the end) climbs above Dev's (18 points)"
x0=$((ax < dx ? ax : dx)); y0=$((ay < dy ? ay : dy))
x1=$((ax + aw > dx + dw ? ax + aw : dx + dw)); y1=$((ay + ah > dy + dh ? ay + ah : dy + dh))
$IMG crop "$S_DETAIL" "$((x0 - 80)),$((y0 - 60)),$((x1 - x0 + 200)),$((y1 - y0 + 110))" "$OUT/history-05-chart.png" || true

kill -KILL "$APP_PID"; wait "$APP_PID" 2>/dev/null || true; APP_PID=""
echo "e2e history: screenshots in $OUT/history-*.png"
echo "e2e history: OK"
