#!/usr/bin/env bash
# Records a lively session with the zoom push on the Settings tab's Photos page, in a real
# window driven by xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" bash Tests/Fixtures/record-navigation-zoom.sh SEGUE FILE [SEED [STEPS]]
# Each step clicks a photo of the row (a zoom push, or a press on a photo still flying), then,
# a random 50–350 ms later, takes it back one way: a drag down flicked or let go short, a swipe
# from the left edge flicked or let go short, a drag out of the window, a press on the photo in
# flight, the back button, Esc or a click anywhere. Nothing waits for rest. Q quits.
set -euo pipefail
segue=$1 file=$2 seed=${3:-1} steps=${4:-30}
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

RANDOM=$seed
sleep 1
click 351 790  # the Settings tab
sleep 0.5
click 195 271  # Photos
sleep 0.8
for _ in $(seq 1 "$steps"); do
    click $((71 + 118 * (RANDOM % 3))) 160  # a photo of the row
    pause
    x=$((RANDOM % 300 + 45)) y=$((RANDOM % 400 + 200))
    case $((RANDOM % 9)) in
        0) drag "$x" "$y" $((x + RANDOM % 60 - 30)) $((y + RANDOM % 250 + 100)) 0 ;;  # drag down, flicked
        1) drag "$x" "$y" "$x" $((y + RANDOM % 60 + 15)) 0.$((RANDOM % 3 + 1)) ;;  # drag down let go short
        2) drag $((RANDOM % 15 + 2)) "$y" $((RANDOM % 250 + 120)) $((y + RANDOM % 40 - 20)) 0 ;;  # edge swipe, flicked
        3) drag $((RANDOM % 15 + 2)) "$y" $((RANDOM % 100 + 30)) "$y" 0.$((RANDOM % 3 + 1)) ;;  # edge swipe let go short
        4) drag "$x" "$y" $((RANDOM % 300 + 500)) $((RANDOM % 300 + 850)) 0 ;;  # out of the window
        5) click 195 400 ;;  # a press on the photo, perhaps still flying
        6) click 40 69 ;;  # the back button
        7) xdotool key Escape ;;
        8) click $((RANDOM % 390)) $((RANDOM % 700 + 100)) ;;  # anywhere
    esac
    pause
done
xdotool key q
wait "$pid"
