#!/usr/bin/env bash
# Records a lively session on the Settings tab in a real window, driven by xdotool: run it
# under Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" bash Tests/Fixtures/record-navigation.sh SEGUE FILE [SEED [STEPS]]
# It never waits for anything to come to rest: rows clicked (pushes), back swipes from the edge
# and from the page, flicked or let go short, some dragged out of the window, presses on pages
# still sliding, the back button, Esc, each a random 50–350 ms after the last (SEED, 1 by
# default, picks them; STEPS, 30 by default, counts them). Q quits.
set -euo pipefail
segue=$1 file=$2 seed=${3:-1} steps=${4:-30}
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

RANDOM=$seed
sleep 1
click 351 790  # the Settings tab
sleep 0.5
for _ in $(seq 1 "$steps"); do
    y=$((RANDOM % 500 + 150))
    case $((RANDOM % 10)) in
        0 | 1 | 2) click $((RANDOM % 300 + 45)) $((RANDOM % 200 + 130)) ;;  # a row: pushes (or catches a page)
        3) drag $((RANDOM % 15 + 2)) "$y" $((RANDOM % 300 + 80)) $((y + RANDOM % 40 - 20)) 0 ;;  # edge swipe, flicked
        4) drag $((RANDOM % 15 + 2)) "$y" $((RANDOM % 120 + 30)) "$y" 0.$((RANDOM % 3 + 1)) ;;  # edge swipe let go short
        5) drag $((RANDOM % 200 + 60)) "$y" $((RANDOM % 300 + 500)) "$y" 0 ;;  # content swipe, out of the window
        6) drag $((RANDOM % 300 + 45)) "$y" $((RANDOM % 300 + 45)) $((RANDOM % 500 + 150)) 0 ;;  # any drag: a press on a moving page
        7) click 40 69 ;;  # the back button
        8) xdotool key Escape ;;
        9) click $((RANDOM % 390)) $((RANDOM % 700 + 100)) ;;  # anywhere
    esac
    pause
done
xdotool key q
wait "$pid"
