#!/usr/bin/env bash
# Records a random session in a real window that mixes the keyboard with the mouse, driven by
# xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" bash Tests/Fixtures/record-keyboard.sh SEGUE FILE [SEED [STEPS]]
# Each step is a random 50–350 ms after the last and never waits for anything to come to rest:
# focus moves (Tab, Shift+Tab, arrows), activations (Return, space) that open a card, a row, a
# photo or a sheet while something may still be moving, Esc, Alt+Left and the mouse's back
# button (8) to pop, Ctrl+1…5 to switch tabs, and clicks and flicks between them. SEED (1 by
# default) picks them; STEPS (30 by default) counts them. Q quits.
set -euo pipefail
segue=$1 file=$2 seed=${3:-1} steps=${4:-30}
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

RANDOM=$seed
arrows=(Up Down Left Right)
sleep 1
for _ in $(seq 1 "$steps"); do
    case $((RANDOM % 16)) in
        0 | 1 | 2) xdotool key Tab ;;
        3) xdotool key shift+Tab ;;
        4) xdotool key "${arrows[RANDOM % 4]}" ;;
        5 | 6) xdotool key Return ;;
        7) xdotool key space ;;
        8) xdotool key Escape ;;
        9) xdotool key alt+Left ;;
        10) xdotool mousemove $((left + 200)) $((top + 400)) click 8 ;;  # the back button (X1)
        11) xdotool key "ctrl+$((RANDOM % 5 + 1))" ;;
        12 | 13) click $((RANDOM % 300 + 45)) $((RANDOM % 600 + 100)) ;;
        14) drag $((RANDOM % 200 + 100)) $((RANDOM % 200 + 500)) $((RANDOM % 200 + 100)) $((RANDOM % 200 + 150)) 0 ;;
        15) drag 2 $((RANDOM % 300 + 300)) $((RANDOM % 200 + 150)) $((RANDOM % 300 + 300)) 0 ;;  # a back swipe
    esac
    pause
done
xdotool key q
wait "$pid"
