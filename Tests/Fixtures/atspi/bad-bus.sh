#!/usr/bin/env bash
# The demo window with a bad accessibility bus (issue 37): run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" [dbus-run-session --] bash bad-bus.sh SEGUE MODE OUT
# MODE is one of
#   none    no session bus and no AT_SPI_BUS_ADDRESS;
#   slow    AT_SPI_BUS_ADDRESS names a socket that accepts and never answers;
#   killed  (inside dbus-run-session) at-spi2-core's bus is up, then killed once the app is
#           published.
# The app's `open -v` lines go to OUT/app.log. Each time, Tab must still move the keyboard
# focus (the frames go on: OUT/before.png and OUT/after.png differ) and Q must quit within 5 s.
# Exits 0 when it did.
set -uo pipefail
segue=$1 mode=$2 out=$3
started=()
case "$mode" in
none)
    export DBUS_SESSION_BUS_ADDRESS="" AT_SPI_BUS_ADDRESS=""
    ;;
slow)
    socket="$out/silent.sock"
    /usr/bin/python3 -c '
import socket, sys, time
s = socket.socket(socket.AF_UNIX)
s.bind(sys.argv[1])
s.listen(4)
held = []
while True:
    held.append(s.accept()[0])  # accepted, never answered
' "$socket" &
    started+=($!)
    for _ in $(seq 1 50); do [ -S "$socket" ] && break; sleep 0.1; done
    export AT_SPI_BUS_ADDRESS="unix:path=$socket"
    ;;
killed)
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    launcher=$!
    started+=("$launcher")
    ;;
esac
SDL_VIDEODRIVER=x11 "$segue" open -v --renderer software >"$out/app.log" 2>&1 &
pid=$!
window=$(timeout 60 xdotool search --sync --name '^Segue' | head -n 1)
xdotool windowfocus --sync "$window"
if [ "$mode" = killed ]; then
    for _ in $(seq 1 100); do grep -q "published on the AT-SPI bus" "$out/app.log" && break; sleep 0.1; done
    # The launcher's own children are the accessibility bus: those, then the launcher.
    for child in $(pgrep -P "$launcher"); do kill "$child"; done
    kill "$launcher"
    sleep 1
fi
[ "$mode" = slow ] && sleep 6  # past the bridge's 5 s wait for the bus
# Shots of the window, polled: on a loaded machine the first frame, and the ring's, may take
# seconds. Before: once the window shows more than one colour; after: once it changed.
shot() { import -window "$window" "$1" 2>/dev/null; }
for _ in $(seq 1 100); do
    shot "$out/before.png"
    [ "$(identify -format '%k' "$out/before.png" 2>/dev/null || echo 1)" -gt 1 ] && break
    sleep 0.2
done
xdotool key Tab
for _ in $(seq 1 100); do
    sleep 0.2
    shot "$out/after.png"
    cmp -s "$out/before.png" "$out/after.png" || break
done
xdotool key q
status=1
for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || { status=0; break; }; sleep 0.1; done
if [ "$status" != 0 ]; then
    echo "the app did not quit on Q within 5 s" >&2
    kill "$pid"
fi
wait "$pid" 2>/dev/null
for other in "${started[@]}"; do kill "$other" 2>/dev/null; done
exit "$status"
