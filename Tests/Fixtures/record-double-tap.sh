#!/usr/bin/env bash
# Records the gestures that wait on the frame clock in a real window, driven by xdotool: run it
# under Xvfb, as
#   xvfb-run -a -s "-screen 0 600x1000x24" bash Tests/Fixtures/record-double-tap.sh SEGUE FILE
# On the Photos tab it long-presses the first photo (0.8 s) for its context menu and closes
# the menu with Esc, opens the photo, double-taps it at (260, 412) to zoom in to 2.5× and at
# (120, 300) to zoom back, taps it once to hide the chrome, and quits with Q.
# Tests/Scripts/recorded-double-tap.txt is such a recording, replayed by GestureReplayTests.
set -euo pipefail
segue=$1 file=$2
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

# Two clicks 80 ms apart at (x, y) in window points: a double tap.
double_click() { xdotool mousemove $((left + $1)) $((top + $2)) click --repeat 2 --delay 80 1; }

sleep 1
click 195 790                  # the Photos tab
sleep 8                        # its first frame decodes the photos (seconds in a debug build)
xdotool mousemove $((left + 102)) $((top + 193)) mousedown 1
sleep 0.8                      # held past the long press's 0.5 s: the context menu
xdotool mouseup 1
sleep 1
xdotool key Escape             # closes the menu
sleep 1
click 102 193                  # opens the photo
sleep 2
double_click 260 412           # zooms in to 2.5× about the tap
sleep 1.5
double_click 120 300           # zooms back to full size
sleep 1.5
click 200 420                  # one tap: the chrome hides 0.3 s after it
sleep 1.5
xdotool key q
wait "$pid"
