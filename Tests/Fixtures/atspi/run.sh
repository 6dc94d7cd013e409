#!/usr/bin/env bash
# A real AT against a real window (issue 37): run it under Xvfb and a session bus of its own,
#   xvfb-run -a -s "-screen 0 1280x1800x24" dbus-run-session -- bash run.sh SEGUE SCALE OUT [CHECK]
# It starts at-spi2-core's bus launcher (the registry is started on demand), opens the demo
# window at SCALE pixels a point, gives it the input focus, and runs CHECK (segue_atspi.py by
# default, with pyatspi) with the window's X id and OUT, a folder for what it writes. Q quits the
# app at the end; the script exits with CHECK's status, or 1 when the app does not quit. The
# window is found by its title, SEGUE_WINDOW_TITLE (Segue by default: another app's is its own).
set -uo pipefail
segue=$1 scale=$2 out=$3 check=${4:-$(dirname "$0")/segue_atspi.py}
/usr/libexec/at-spi-bus-launcher --launch-immediately &
launcher=$!
SDL_VIDEODRIVER=x11 "$segue" open -v --renderer software --scale "$scale" >"$out/app.log" 2>&1 &
pid=$!
window=$(timeout 60 xdotool search --sync --name "^${SEGUE_WINDOW_TITLE:-Segue}" | head -n 1)
xdotool windowfocus --sync "$window"
/usr/bin/python3 "$check" "$window" "$out" "$pid" "$launcher"
status=$?
kill -0 "$pid" 2>/dev/null || { echo "the app is gone before the end" >&2; status=1; }
# Not --window: the app quits on the press and its window is gone before the release.
xdotool key q
for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$pid" 2>/dev/null; then
    echo "the app did not quit on Q" >&2
    kill "$pid"
    status=1
fi
wait "$pid" 2>/dev/null
kill "$launcher" 2>/dev/null
exit "$status"
