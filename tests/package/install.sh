#!/usr/bin/env bash
# The install test: tests/package/install.sh DEB RPM (make package-test, in
# make test).
#
#   1. What the packages hold and need: the .deb's files and Depends
#      (dpkg-deb), the .rpm's files and Requires (rpm -qlp, rpm -qRp).
#   2. `apt-get install ./DEB` on this machine, timed; the installed desktop
#      entry and AppStream file validated; `mextrain --version`; the manual.
#   3. With a temporary HOME (the default data folder, no --data-dir):
#      the menu entry's Exec line opens the window under Xvfb, to its first
#      paint (timed from the install) and a screenshot; `mextrain serve`
#      without --web serves the installed web build to a phone that joins
#      (tests/package/join.py).
#   4. `apt-get remove mextrain`: the program goes, the user's data folder
#      stays as it was, byte for byte.
#
# It refuses to run when a mextrain it did not install is installed, and
# removes what it installed (the package and any dependency apt-get added)
# however it ends. Screenshots in tests/package/out/.
set -euo pipefail

E2E_NAME=package
. "$(dirname "$0")/../e2e/common.sh"   # die, step, the waits, xvfb, keep
PKG_HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$PKG_HERE/out
KEEP=$OUT/
[ $# -eq 2 ] || die "usage: $0 mextrain_VERSION_ARCH.deb mextrain-VERSION.ARCH.rpm"
DEB=$(readlink -f "$1")
RPM=$(readlink -f "$2")
[ -f "$DEB" ] || die "no .deb at '$1' (make package-build)"
[ -f "$RPM" ] || die "no .rpm at '$2' (make package-build)"
SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
for t in dpkg-deb rpm apt-get desktop-file-validate appstreamcli; do
  command -v "$t" >/dev/null || die "'$t' is missing (make deps-package)"
done

# ------------------------------------------------------------ 1. contents
deb_files=$(dpkg-deb -c "$DEB" | awk '{print $NF}' | sed 's|^\./|/|')
rpm_files=$(rpm -qlp "$RPM" 2>/dev/null)
# The app's code is in a folder named by its hash (web/assemble.py).
code=$(cd dist/web && ls -d app-*/ 2>/dev/null | head -n 1)
[ -n "$code" ] || die "dist/web has no app-<hash>/ folder (make web-build)"
phone=$(cd dist/web/phone && ls -d app-*/ 2>/dev/null | head -n 1)
[ -n "$phone" ] || die "dist/web/phone has no app-<hash>/ folder (make web-build)"
for f in /usr/bin/mextrain /usr/share/mextrain/web/index.html /usr/share/mextrain/web/${code}mextrain_bg.wasm \
         /usr/share/mextrain/web/${code}mextrain_bg.wasm.gz /usr/share/mextrain/web/sw.js /usr/share/mextrain/web/csp.txt \
         /usr/share/mextrain/web/i18n/fr-CA.ftl \
         /usr/share/mextrain/web/phone/index.html /usr/share/mextrain/web/phone/${phone}mextrain_bg.wasm \
         /usr/share/applications/org.mextrain.mextrain.desktop /usr/share/metainfo/org.mextrain.mextrain.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/mextrain.svg /usr/share/icons/hicolor/48x48/apps/mextrain.png \
         /usr/share/icons/hicolor/256x256/apps/mextrain.png /usr/share/bash-completion/completions/mextrain \
         /usr/share/fish/vendor_completions.d/mextrain.fish; do
  grep -qx "$f" <<<"$deb_files" || die "the .deb has no $f"
  grep -qx "$f" <<<"$rpm_files" || die "the .rpm has no $f"
done
# The web build's every file, the snippets' folders included.
web_count=$(cd dist/web && find . -type f | wc -l)
[ "$(grep -c '^/usr/share/mextrain/web/.*[^/]$' <<<"$deb_files")" -ge "$web_count" ] ||
  die "the .deb holds fewer files under /usr/share/mextrain/web than dist/web's $web_count"
[ "$(grep -c '^/usr/share/mextrain/web/' <<<"$rpm_files")" -ge "$web_count" ] ||
  die "the .rpm holds fewer files under /usr/share/mextrain/web than dist/web's $web_count"
grep -qx /usr/share/man/man1/mextrain.1.gz <<<"$deb_files" || die "the .deb has no manual page"
grep -qx /usr/share/man/man1/mextrain-serve.1.gz <<<"$deb_files" || die "the .deb has no manual page for mextrain serve"
grep -qx /usr/share/man/man1/mextrain.1.gz <<<"$rpm_files" || die "the .rpm has no manual page"
grep -qx /usr/share/zsh/vendor-completions/_mextrain <<<"$deb_files" || die "the .deb has no zsh completions"
grep -qx /usr/share/doc/mextrain/copyright <<<"$deb_files" || die "the .deb has no copyright (the licence)"
grep -qx /usr/share/licenses/mextrain/LICENSE <<<"$rpm_files" || die "the .rpm has no licence"
depends=$(dpkg-deb -f "$DEB" Depends)
requires=$(rpm -qRp "$RPM" 2>/dev/null | grep -o '^lib[^()]*' | sort -u | tr '\n' ' ')
step "the .deb depends on: $depends"
step "the .rpm requires: $requires"
grep -q 'libwebkit2gtk-4\.1-0' <<<"$depends" || die "the .deb does not depend on WebKitGTK 4.1 (libwebkit2gtk-4.1-0)"
grep -q 'libwebkit2gtk-4\.1\.so\.0' <<<"$requires" || die "the .rpm does not require WebKitGTK 4.1 (libwebkit2gtk-4.1.so.0)"
grep -Eq -- '-dev\b|build-essential|pkg-config|clang' <<<"$depends" && die "the .deb depends on a build tool: $depends"
step "the .deb ($(stat -c %s "$DEB") bytes) and the .rpm ($(stat -c %s "$RPM") bytes) hold the binary, the web build ($web_count files), the menu entry, the AppStream file, the icons, the manual, the completions and the licence"

# ------------------------------------------------------------ 2. install
status=$(dpkg-query -W -f '${Status}' mextrain 2>/dev/null || true)
case "$status" in
  *" installed") die "a mextrain package is already installed ($(dpkg-query -W -f '${Version}' mextrain)), not by this test: remove it first (apt-get remove mextrain)" ;;
esac
[ ! -e /usr/bin/mextrain ] || die "/usr/bin/mextrain exists and is not this test's: remove it first"

# Set up after the refusals: the clean-up removes only what this run
# installed. No --data-dir anywhere: the app's data goes to HOME's default
# folder ($XDG_DATA_HOME unset: ~/.local/share/mextrain).
mkdir -p "$OUT"
rm -f "$OUT"/*.png
WORK=$(mktemp -d "${TMPDIR:-/tmp}/mextrain-package.XXXXXX")
export HOME=$WORK/home
mkdir -p "$HOME" "$WORK/config/gtk-3.0"
printf '[Settings]\ngtk-cursor-blink = false\n' >"$WORK/config/gtk-3.0/settings.ini"
export XDG_CONFIG_HOME=$WORK/config
unset XDG_DATA_HOME MEXTRAIN_DATA_DIR MEXTRAIN_WEB
USER_DATA=$HOME/.local/share/mextrain
SHOT=$WORK/now.ppm
INSTALLED=""      # the packages this run installed: mextrain and any new dependency
SERVE_PID=""
cleanup() {
  local rc=$?
  if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then kill -KILL "$APP_PID" 2>/dev/null || true; wait "$APP_PID" 2>/dev/null || true; fi
  if [ -n "$XVFB_PID" ] && kill -0 "$XVFB_PID" 2>/dev/null; then kill "$XVFB_PID" 2>/dev/null || true; wait "$XVFB_PID" 2>/dev/null || true; fi
  if [ -n "$INSTALLED" ]; then
    # shellcheck disable=SC2086
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq $INSTALLED >/dev/null 2>&1 ||
      echo "$E2E_NAME: could not remove $INSTALLED: remove them by hand (apt-get remove $INSTALLED)" >&2
  fi
  if [ $rc -eq 0 ]; then rm -rf "$WORK"; else echo "$E2E_NAME: kept $WORK (the app's logs, HOME)" >&2; fi
}
trap cleanup EXIT

before=$(dpkg-query -W -f '${Package} ${Status}\n' | awk '/ installed$/ {print $1}' | sort)
t0=$(date +%s.%N)
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$DEB" >"$WORK/apt-install.log" 2>&1 ||
  { cat "$WORK/apt-install.log" >&2; die "apt-get install $DEB failed"; }
t_installed=$(date +%s.%N)
after=$(dpkg-query -W -f '${Package} ${Status}\n' | awk '/ installed$/ {print $1}' | sort)
INSTALLED=$(comm -13 <(echo "$before") <(echo "$after") | tr '\n' ' ')
grep -qw mextrain <<<"$INSTALLED" || die "apt-get install did not install mextrain"
step "apt-get install ./$(basename "$DEB"): $(awk -v a="$t0" -v b="$t_installed" 'BEGIN {printf "%.1f", b - a}') s; installed: $INSTALLED"
step "installed size: $(dpkg-query -W -f '${Installed-Size}' mextrain) KiB (dpkg), $(du -sk /usr/share/mextrain/web | cut -f1) KiB of it the web build"
[ "$(command -v mextrain)" = /usr/bin/mextrain ] || die "mextrain is not /usr/bin/mextrain on the PATH: $(command -v mextrain)"
version=$(mextrain --version)
[[ "$version" =~ ^mextrain\ [0-9]+\.[0-9]+\.[0-9]+\ \(([0-9a-f]{12}|unknown)\)$ ]] || die "mextrain --version printed '$version'"
step "installed: $version"
desktop-file-validate /usr/share/applications/org.mextrain.mextrain.desktop || die "the installed menu entry is not valid"
appstreamcli validate --no-net /usr/share/metainfo/org.mextrain.mextrain.metainfo.xml >"$WORK/appstream.log" 2>&1 ||
  { cat "$WORK/appstream.log" >&2; die "the installed AppStream file is not valid"; }
zcat /usr/share/man/man1/mextrain.1.gz | grep -q '^\.TH mextrain 1' || die "the manual page is not mextrain(1)"
zcat /usr/share/man/man1/mextrain-serve.1.gz | grep -q -- 'web' || die "mextrain-serve(1) does not describe --web"
grep -q 'complete' /usr/share/bash-completion/completions/mextrain || die "the bash completions are empty"

# ------------------------------------------------------------ 3. the window
# The menu entry's Exec line, as a desktop runs it (no field codes).
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/org.mextrain.mextrain.desktop)
[ "$exec_line" = mextrain ] || die "the menu entry runs '$exec_line', not mextrain"
start_xvfb "$WORK/xvfb.log"
APP_LOG=$WORK/window.log
ready=$WORK/window.ready
(cd "$WORK" && MEXTRAIN_READY_FILE=$ready exec $exec_line) >"$APP_LOG" 2>&1 &
APP_PID=$!
await_app "$ready"
t_paint=$APP_PAINTED
# The menu entry names the window's class, so that a dock shows the
# running window under the entry's icon.
wm_class=$(sed -n 's/^StartupWMClass=//p' /usr/share/applications/org.mextrain.mextrain.desktop)
[ -n "$wm_class" ] || die "the menu entry has no StartupWMClass"
xdotool search --onlyvisible --class "^$wm_class\$" 2>/dev/null | grep -qx "$WIN" ||
  die "the window's class is not the menu entry's StartupWMClass '$wm_class'"
step "apt-get install -> the window's first paint: $(awk -v a="$t0" -v b="$t_paint" 'BEGIN {printf "%.1f", b - a}') s (from the end of the install: $(awk -v a="$t_installed" -v b="$t_paint" 'BEGIN {printf "%.1f", b - a}') s)"
step "the window: $(keep installed-window)"
[ -s "$USER_DATA/mextrain.sqlite3" ] || die "the window kept no data in $USER_DATA (the default folder under HOME)"
kill "$APP_PID"; wait "$APP_PID" 2>/dev/null || true; APP_PID=""

# ------------------------------------------------------------ 3b. table mode
python3 "$PKG_HERE/join.py" /usr/bin/mextrain /usr/share/mextrain/web || die "the installed host and a phone (join.py)"
games=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from games").fetchone()[0])' "$USER_DATA/mextrain.sqlite3")
[ "$games" -ge 1 ] || die "the game join.py started is not in $USER_DATA"

# ------------------------------------------------------------ 4. remove
sums() { (cd "$USER_DATA" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }
kept=$(sums)
# shellcheck disable=SC2086
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq $INSTALLED >"$WORK/apt-remove.log" 2>&1 ||
  { cat "$WORK/apt-remove.log" >&2; die "apt-get remove $INSTALLED failed"; }
INSTALLED=""
[ ! -e /usr/bin/mextrain ] || die "apt-get remove left /usr/bin/mextrain"
[ ! -e /usr/share/mextrain/web ] || die "apt-get remove left /usr/share/mextrain/web"
[ "$(sums)" = "$kept" ] || die "apt-get remove changed the user's data folder $USER_DATA"
step "apt-get remove mextrain: the program is gone, the data folder ($(echo "$kept" | wc -l) files, $games game(s)) is untouched"
step "ok"
