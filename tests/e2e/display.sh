# Sourced by the real-window scripts: a private Xvfb display.
#
# start_xvfb LOG: starts Xvfb (1400x950) on the first free display number
# from :91, waits until it answers, and exports DISPLAY; XVFB_PID is its pid
# (the caller's cleanup kills it). Calls the caller's `die` on failure.
start_xvfb() {
  local log=$1 n="" d
  for d in $(seq 91 190); do
    if [ ! -e "/tmp/.X11-unix/X$d" ] && [ ! -e "/tmp/.X$d-lock" ]; then n=$d; break; fi
  done
  [ -n "$n" ] || die "no free X display number between :91 and :190"
  Xvfb ":$n" -screen 0 1400x950x24 -nolisten tcp >"$log" 2>&1 &
  XVFB_PID=$!
  # A loaded machine (two cores, builds beside) can take seconds.
  for _ in $(seq 1 300); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
  [ -e "/tmp/.X11-unix/X$n" ] || die "Xvfb did not start on :$n ($(cat "$log"))"
  export DISPLAY=":$n"
  local ok=""
  for _ in $(seq 1 100); do xdotool getmouselocation >/dev/null 2>&1 && { ok=1; break; }; sleep 0.2; done
  [ -n "$ok" ] || die "Xvfb on :$n does not answer ($(cat "$log"))"
  unset WAYLAND_DISPLAY
  # No GPU here: software rendering, no compositing, no accessibility bus.
  export WEBKIT_DISABLE_COMPOSITING_MODE=1 WEBKIT_DISABLE_DMABUF_RENDERER=1 LIBGL_ALWAYS_SOFTWARE=1 NO_AT_BRIDGE=1
}
