#!/usr/bin/env bash
# What Orca says of the demo (issue 37; the README's Screen readers section quotes it): run it
# under Xvfb and a session bus of its own, with Debian's orca package installed, as
#   xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- bash orca-log.sh SEGUE OUT
# Orca runs with its speech logged, not synthesised (speech-dispatcher finds no audio device
# here); the keys are Tab, Tab, Shift+Tab, Enter (the first card opens), Esc. Prints Orca's
# SPEECH OUTPUT lines; its whole debug log is OUT/orca-debug.out.
set -uo pipefail
segue=$1 out=$2
/usr/libexec/at-spi-bus-launcher --launch-immediately &
launcher=$!
SDL_VIDEODRIVER=x11 "$segue" open --renderer software >"$out/app.log" 2>&1 &
pid=$!
window=$(timeout 60 xdotool search --sync --name '^Segue' | head -n 1)
xdotool windowfocus --sync "$window"
orca --replace --disable speech --debug-file="$out/orca-debug.out" >"$out/orca.log" 2>&1 &
orca=$!
sleep 8
for key in Tab Tab shift+Tab Return Escape; do
    xdotool key "$key"
    sleep 3
done
kill "$orca"
xdotool key q
wait "$pid" 2>/dev/null
kill "$launcher" 2>/dev/null
grep -o "SPEECH OUTPUT: .*" "$out/orca-debug.out" | sed "s/{'established': [A-Za-z]*}\$//"
