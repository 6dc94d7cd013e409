#!/usr/bin/env bash
# Records presses on moving content in a real window, driven by xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" bash Tests/Fixtures/record-glide.sh SEGUE FILE
# It flicks the Today list and presses while it glides, flicks it again, presses during that
# glide, opens a card and presses Esc while it opens, flicks the list down and presses once
# more, never waiting for anything to rest, then quits with Q. A replay reaches the window's
# final state only by stepping at the recorded frame times (Tests/Scripts/frame-times-glide.txt
# is one such recording).
set -euo pipefail
segue=$1 file=$2
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

sleep 1
drag 200 650 200 350 0      # flick up
sleep 0.3
click 200 500               # press while it glides: stops it
sleep 0.2
drag 200 650 200 300 0      # flick again
sleep 0.25
click 200 400               # a press during the glide
sleep 0.2
click 200 450               # open a card
sleep 0.15
xdotool key Escape          # close it in flight
sleep 0.1
drag 200 300 200 650 0      # flick down
sleep 0.2
click 200 500
sleep 0.3
xdotool key q
wait "$pid"
