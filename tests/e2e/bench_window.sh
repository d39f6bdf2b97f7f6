#!/usr/bin/env bash
# Issue 22's figures: "desktop window, from start to first content" and
# "desktop memory, app plus WebKit processes", for mextrain and for a bare
# Dioxus 0.7 desktop window (benches/bare_window.rs), measured in the same
# run, alternating bare and app; prints every run, the medians and the
# ratios app/bare. A benchmark: it prints figures and asserts none.
#
#   bash tests/e2e/bench_window.sh APP_BINARY BARE_BINARY [RUNS]   (RUNS: 5)
#   make bench-desktop   (builds both, then runs this)
#
# One private Xvfb (display.sh, as the e2e scripts) for every run. First an
# untimed warm-up start of each (so that neither pays for reading its
# libraries from disk first; printed, not counted), then RUNS pairs. Each
# start has fresh folders: mextrain's data folder (--data-dir), and
# XDG_DATA_HOME and XDG_CACHE_HOME (WebKit's storage and caches), so both
# apps start as on a first start; XDG_CONFIG_HOME holds only the GTK
# setting without a blinking caret (as common.sh), so a screen at rest
# does not change.
#
# Start: t0 is taken by the shell that then execs the binary (nothing
# between the two). Then screenshots of the whole screen (/usr/bin/import),
# one as soon as the last is read, each cropped to the window.
#
# First content: the window (a visible window whose name is exactly the
# app's title, "mextrain" or "bare") exists, and its screenshot holds more
# than $CONTENT_PIXELS pixels that differ by more than $CONTENT_TOL in some
# channel from the window's dominant colour (the most frequent colour of a
# sample of its pixels). A window not yet painted, or painted only in its
# background colour (the GTK window, the webview's background, an empty
# page) is one colour and counts 0; text or the top bar counts thousands.
# The time printed is when the first such screenshot was in hand, so an
# upper bound; "prev" is when the screenshot before it (without content)
# was, so the content appeared between the two.
#
# At rest: the window's pixels the same in $STILL_FRAMES screenshots in a
# row (common.sh's definition). Then the memory: the sum of the PSS
# (/proc/PID/smaps_rollup; VmRSS where that cannot be read) of the app's
# process and all its descendants (WebKitWebProcess, WebKitNetworkProcess,
# bwrap, ...), and their number; Xvfb's memory (the window's pixels on
# the server side) is not counted. Then the whole tree is killed and the
# script waits until every one of those processes is gone.
#
# Live: mextrain's own first screen is in the page (its window creates
# $MEXTRAIN_READY_FILE then, see src/ui/first_screen.rs; until then the
# page shows the same screen drawn ahead, inert). Printed per run.
#
# BASE_APP=BINARY adds a third start to each round: another mextrain build
# (say, the previous commit's), and a line comparing the two.
#
# BENCH_KEEP=DIR keeps each run's first-content and at-rest screenshots
# there (PPM, the whole screen). CONTENT_PIXELS and CONTENT_TOL override
# the first content's two numbers.
#
# Every wait polls a condition, with a deadline of $E2E_WAIT seconds
# (default 60) and a failure message naming what it awaited.
set -euo pipefail

E2E_NAME=bench_window
. "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/common.sh"
CONTENT_PIXELS=${CONTENT_PIXELS:-200}
CONTENT_TOL=${CONTENT_TOL:-80}

[ $# -ge 2 ] && [ $# -le 3 ] || die "usage: $0 APP_BINARY BARE_BINARY [RUNS]"
[ -x "$1" ] || die "no executable at '$1' (build it first: cargo build --release)"
[ -x "$2" ] || die "no executable at '$2' (build it first: cargo build --release --features desktop --bench bare_window)"
APP=$(readlink -f "$1")
BARE=$(readlink -f "$2")
if [ -n "${BASE_APP:-}" ]; then
  [ -x "$BASE_APP" ] || die "BASE_APP: no executable at '$BASE_APP'"
  BASE_APP=$(readlink -f "$BASE_APP")
fi
BASE_APP=${BASE_APP:-}
RUNS=${3:-5}
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive number, got '$RUNS'"
for t in Xvfb xdotool python3 "$IMPORT"; do
  command -v "$t" >/dev/null 2>&1 || die "'$t' is missing (make deps-e2e: Debian packages xvfb xauth xdotool imagemagick python3)"
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/mextrain-bench-window.XXXXXX")
HELPER=$WORK/bench.py
RESULTS=$WORK/results.tsv
TREE=""     # the pids of the running app's tree (killed by the clean-up too)

bench_cleanup() {
  local rc=$?
  # shellcheck disable=SC2086
  [ -z "$TREE" ] || kill -KILL $TREE 2>/dev/null || true
  if [ -n "$XVFB_PID" ] && kill -0 "$XVFB_PID" 2>/dev/null; then kill "$XVFB_PID" 2>/dev/null || true; wait "$XVFB_PID" 2>/dev/null || true; fi
  if [ $rc -eq 0 ]; then rm -rf "$WORK"; else echo "$E2E_NAME: kept the scratch folder $WORK (logs, screenshots)" >&2; fi
}
trap bench_cleanup EXIT

cat >"$HELPER" <<'EOF'
import collections, hashlib, os, re, statistics, subprocess, sys, time

IMPORT = "/usr/bin/import"


def fail(msg):
    print(f"bench_window: FAIL: {msg}", file=sys.stderr)
    sys.exit(1)


def state(pid):
    """The process's state letter, or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return None


def alive(pid):
    return state(pid) not in (None, "Z", "X")


def find_window(title):
    r = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"],
                       capture_output=True, text=True)
    ids = r.stdout.split()
    return ids[0] if ids else None


def geometry(win):
    r = subprocess.run(["xdotool", "getwindowgeometry", "--shell", win],
                       capture_output=True, text=True, check=True)
    g = dict(line.split("=", 1) for line in r.stdout.split())
    return int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"])


def shot():
    """The whole screen: (width, height, RGB bytes)."""
    data = subprocess.run([IMPORT, "-window", "root", "-depth", "8", "PPM:-"],
                          capture_output=True, check=True).stdout
    m = re.match(rb"P6\s+(\d+)\s+(\d+)\s+255\s", data)
    if not m:
        fail("import did not write an 8-bit PPM")
    w, h = int(m.group(1)), int(m.group(2))
    return w, h, data[m.end():m.end() + w * h * 3]


def crop(img, box):
    w, h, px = img
    x, y, bw, bh = box
    x0, y0, x1, y1 = max(0, x), max(0, y), min(w, x + bw), min(h, y + bh)
    return b"".join(px[(r * w + x0) * 3:(r * w + x1) * 3] for r in range(y0, y1))


def busy(px, tol):
    """Pixels differing by more than TOL in some channel from the dominant colour."""
    n = len(px) // 3
    if n == 0:
        return 0
    sample = collections.Counter(px[i:i + 3] for i in range(0, n * 3, 3 * 61))
    bg = sample.most_common(1)[0][0]
    flags = 0
    for c in range(3):
        table = bytes(1 if abs(v - bg[c]) > tol else 0 for v in range(256))
        flags |= int.from_bytes(px[c::3].translate(table), "big")
    return bin(flags).count("1")


def save_ppm(path, img):
    w, h, px = img
    with open(path, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (w, h) + px)


def watch(pid, title, t0, wait, min_pixels, tol, still, scratch):
    """Waits for the window, its first content, then rest. Prints
    'first prev rest shots' (seconds since t0) and the window's box."""
    pid, t0, wait, min_pixels, tol, still = int(pid), float(t0), float(wait), int(min_pixels), int(tol), int(still)
    end = time.time() + wait
    win, box, prev, shots = None, None, None, 0
    first = None
    while True:
        if not alive(pid):
            fail(f"the {title} process exited before its first content (see its log)")
        if time.time() > end:
            if win is None:
                fail(f"waited {wait:.0f} s for a window named '{title}'")
            save_ppm(os.path.join(scratch, f"fail-{title}.ppm"), img)
            fail(f"waited {wait:.0f} s for the first content of '{title}': more than {min_pixels} pixels "
                 f"off its dominant colour (the last screenshot: {scratch}/fail-{title}.ppm)")
        if win is None:
            win = find_window(title)
            if win is None:
                prev = time.time()
                time.sleep(0.01)  # the poll's interval, not a wait for a state
                continue
            box = geometry(win)
        img = shot()
        t = time.time()
        shots += 1
        if busy(crop(img, box), tol) > min_pixels:
            first = t
            if os.environ.get("BENCH_KEEP"):
                save_ppm(os.path.join(os.environ["BENCH_KEEP"], f"{title}-{os.getpid()}-first.ppm"), img)
            break
        prev = t
    # At rest: the same pixels in STILL screenshots in a row.
    last, n, rest = hashlib.md5(crop(img, box)).digest(), 1, first
    end = time.time() + wait
    while n < still:
        if not alive(pid):
            fail(f"the {title} process exited before its window came to rest")
        if time.time() > end:
            fail(f"waited {wait:.0f} s for the window '{title}' to come to rest")
        img = shot()
        t = time.time()
        shots += 1
        f = hashlib.md5(crop(img, box)).digest()
        if f == last:
            n += 1
        else:
            last, n, rest = f, 1, t
    if os.environ.get("BENCH_KEEP"):
        save_ppm(os.path.join(os.environ["BENCH_KEEP"], f"{title}-{os.getpid()}-rest.ppm"), img)
    box = geometry(win)  # once more, at rest
    print(f"{first - t0:.3f} {(prev if prev is not None else t0) - t0:.3f} {rest - t0:.3f} {shots} "
          f"{box[2]}x{box[3]}+{box[0]}+{box[1]}")


def tree(pid):
    """PID and all its descendants."""
    children = collections.defaultdict(list)
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children[ppid].append(int(d))
    out, todo = [], [int(pid)]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def name(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            argv0 = f.read().split(b"\0")[0].decode(errors="replace")
        if argv0:
            return os.path.basename(argv0)
    except OSError:
        pass
    try:
        with open(f"/proc/{pid}/comm") as f:
            return f.read().strip()
    except OSError:
        return "?"


def rss_kib(pid):
    """VmRSS in KiB; 0 for a process without memory (a kernel thread, a
    zombie); None when the process is gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return 0


def pss_kib(pid):
    """(KiB, 'pss' or 'rss'), or None when the process is gone."""
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    return int(line.split()[1]), "pss"
    except OSError:
        pass
    rss = rss_kib(pid)
    return None if rss is None else (rss, "rss")


def mem(pid):
    """Prints 'TOTAL_KIB COUNT PIDS RSS_KIB', then one 'name pid KiB kind' per process."""
    rows, rss = [], 0
    for p in tree(pid):
        m = pss_kib(p)
        if m is not None and state(p) not in (None, "Z", "X"):
            rows.append((name(p), p, m[0], m[1]))
            rss += rss_kib(p) or 0
    print(sum(r[2] for r in rows), len(rows), ",".join(str(r[1]) for r in rows), rss)
    for r in sorted(rows, key=lambda r: -r[2]):
        print(*r)


def gone(pids):
    """Exits 0 when none of PIDS is alive (a zombie counts as gone)."""
    sys.exit(0 if not any(alive(int(p)) for p in pids.split(",")) else 1)


def summary(path, app_name):
    runs = collections.defaultdict(list)
    with open(path) as f:
        for line in f:
            app, t, kib = line.split()
            runs[app].append((float(t), int(kib)))
    med = {a: (statistics.median(r[0] for r in rs), statistics.median(r[1] for r in rs)) for a, rs in runs.items()}
    n = len(runs["bare"])
    (ta, ma), (tb, mb) = med[app_name], med["bare"]
    if app_name == "base":
        (tn, mn) = med["app"]
        print(f"this build against BASE_APP (median of {n}): first content {tn:.3f} s against {ta:.3f} s "
              f"(ratio {tn / ta:.2f}), memory {mn / 1024:.1f} MiB against {ma / 1024:.1f} MiB (ratio {mn / ma:.2f})")
    name = {"app": "mextrain", "base": "BASE_APP"}[app_name]
    print(f"desktop window, from start to first content (median of {n}): "
          f"{name} {ta:.3f} s, bare {tb:.3f} s, ratio {name}/bare {ta / tb:.2f}")
    print(f"desktop memory, app plus WebKit processes (median PSS of {n}): "
          f"{name} {ma / 1024:.1f} MiB, bare {mb / 1024:.1f} MiB, ratio {name}/bare {ma / mb:.2f}")


if __name__ == "__main__":
    {"watch": watch, "mem": mem, "gone": gone, "summary": summary}[sys.argv[1]](*sys.argv[2:])
EOF
py() { python3 "$HELPER" "$@"; }
mib() { awk -v k="$1" 'BEGIN {printf "%.1f", k / 1024}'; }
# wait_for WHAT CMD...: CMD succeeds (re-run every 0.05 s), within $E2E_WAIT s
wait_for() {
  local what=$1 end=$((SECONDS + E2E_WAIT))
  shift
  until "$@"; do
    [ "$SECONDS" -lt "$end" ] || die "waited $E2E_WAIT s for $what"
    sleep 0.05
  done
}

start_xvfb "$WORK/xvfb.log"
mkdir -p "$WORK/config/gtk-3.0"
printf '[Settings]\ngtk-cursor-blink = false\n' >"$WORK/config/gtk-3.0/settings.ini"
: >"$RESULTS"

# one LABEL WHICH: starts WHICH (app or bare) once, on fresh folders; prints
# its line; appends "WHICH seconds KiB" to $RESULTS unless LABEL is "warm-up".
one() {
  local label=$1 which=$2 run title bin args=() t0 watched memo first prev rest shots box total count pids rss live
  run=$WORK/$which-$label
  mkdir -p "$run/data" "$run/share" "$run/cache"
  case $which in
    bare) title=bare bin=$BARE args=(--window) ;;
    base) title=mextrain bin=$BASE_APP args=(--data-dir "$run/data") ;;
    *) title=mextrain bin=$APP args=(--data-dir "$run/data") ;;
  esac
  (
    export XDG_CONFIG_HOME=$WORK/config XDG_DATA_HOME=$run/share XDG_CACHE_HOME=$run/cache
    export MEXTRAIN_READY_FILE=$run/ready
    printf '%s\n' "$EPOCHREALTIME" >"$run/t0"
    exec "$bin" "${args[@]}" >"$run/log" 2>&1
  ) &
  local pid=$!
  TREE=$pid
  wait_for "the start time of '$title' ($run/t0)" test -s "$run/t0"
  t0=$(cat "$run/t0")
  watched=$(py watch "$pid" "$title" "$t0" "$E2E_WAIT" "$CONTENT_PIXELS" "$CONTENT_TOL" "$STILL_FRAMES" "$run") ||
    die "$title did not show its first screen (its log, $run/log: $(tail -3 "$run/log" | tr '\n' ' '))"
  read -r first prev rest shots box <<<"$watched"
  [ "$box" = "1280x860+0+0" ] || die "expected $title's window at 1280x860+0+0; got $box"
  # Live: the app's own first screen in the page (it creates
  # $MEXTRAIN_READY_FILE then; ui::first_screen). A build without that has "-".
  live=-
  if [ "$which" = app ]; then
    wait_for "mextrain's own first screen ($run/ready)" test -e "$run/ready"
  fi
  if [ -e "$run/ready" ]; then
    live=$(awk -v m="$(stat -c %.6Y "$run/ready")" -v t="$t0" 'BEGIN {printf "%.3f", m - t}')
  fi
  memo=$(py mem "$pid")
  read -r total count pids rss <<<"$(head -1 <<<"$memo")"
  TREE=${pids//,/ }
  printf '%-8s %-8s first content %6s s (prev shot %6s s)  live %6s s  at rest %6s s  %3s shots  PSS %6s MiB (RSS %6s MiB)  %s processes\n' \
    "$label" "$which" "$first" "$prev" "$live" "$rest" "$shots" "$(mib "$total")" "$(mib "$rss")" "$count"
  tail -n +2 <<<"$memo" | awk '{printf "%s %s %.1f%s", (NR > 1 ? "," : "                  PSS in MiB:"), $1, $3 / 1024, ($4 == "rss" ? " (RSS)" : "")} END {print ""}'
  [ "$label" = warm-up ] || echo "$which $first $total" >>"$RESULTS"
  # shellcheck disable=SC2086
  kill -KILL $TREE 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  wait_for "every process of $title's tree ($pids) to be gone after SIGKILL" py gone "$pids"
  TREE=""
  rm -rf "$run"
}

step "$RUNS runs each, alternating bare and mextrain, on Xvfb $DISPLAY; load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
step "first content: > $CONTENT_PIXELS pixels off the window's dominant colour by > $CONTENT_TOL; at rest: $STILL_FRAMES identical screenshots; memory: PSS of the process tree"
one warm-up bare
one warm-up app
[ -z "$BASE_APP" ] || one warm-up base
for i in $(seq 1 "$RUNS"); do
  one "$i" bare
  one "$i" app
  [ -z "$BASE_APP" ] || one "$i" base
done
step "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
py summary "$RESULTS" app
[ -z "$BASE_APP" ] || py summary "$RESULTS" base
