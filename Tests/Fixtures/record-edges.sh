#!/usr/bin/env bash
# Records drags that leave a real window, driven by xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 1200x1200x24" bash Tests/Fixtures/record-edges.sh SEGUE FILE
# The window is moved to (300, 150) so there is screen on every side of it. The Today list is
# dragged out through each edge of the window and let go out there (the window holds the
# pointer while the button is down, so the moves and the release arrive from outside), then a
# drag is held while another window takes the input focus (it ends as a cancel). Each gesture
# starts once the last has come to rest, so the replay's frames meet the same content. Q quits,
# leaving FILE for `segue run-script FILE` to replay.
set -euo pipefail
segue=$1 file=$2
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"
xdotool windowmove --sync "$window" 300 150
sleep 0.5
read -r left top < <(xdotool getwindowgeometry "$window" | awk -F'[ ,]+' '/Position/ { print $3, $4 }')

sleep 1
drag 200 300 200 -120 0.3   # out through the top, let go above the window
sleep 1.5
drag 200 300 200 1000 0.3   # the list pulled down past its top, out through the bottom
sleep 1.5
drag 200 400 -150 420 0.3   # out through the left
sleep 1.5
drag 200 400 560 380 0.3    # out through the right
sleep 1.5
# Held, while the root window takes the input focus: the press ends as a cancel.
xdotool mousemove $((left + 200)) $((top + 300)) mousedown 1
for y in 320 340 360 380 400 420 440; do xdotool mousemove $((left + 200)) $((top + y)); sleep 0.016; done
xdotool windowfocus --sync "$(xdotool search --maxdepth 0 --name '' | head -n 1)" || true
sleep 0.3
xdotool mouseup 1
sleep 1.5
xdotool windowfocus --sync "$window"
sleep 0.3
xdotool key q
wait "$pid"
