#!/usr/bin/env bash
# Records a lively session in a real window, driven by xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" bash Tests/Fixtures/record-lively.sh SEGUE FILE [SEED [STEPS]]
# Unlike record-session.sh it never waits for anything to come to rest: random flicks of the
# Today list and presses while it glides, clicks on cards and Esc while their transitions are
# in flight, now and then another tab, each a random 50–350 ms after the last (SEED, 1 by
# default, picks them; STEPS, 30 by default, counts them). A replay reaches the window's
# final state only by stepping its frames at the recorded frame times. Q quits.
set -euo pipefail
segue=$1 file=$2 seed=${3:-1} steps=${4:-30}
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

RANDOM=$seed
sleep 1
for _ in $(seq 1 "$steps"); do
    case $((RANDOM % 10)) in
        0 | 1 | 2) drag $((RANDOM % 200 + 100)) $((RANDOM % 200 + 500)) $((RANDOM % 200 + 100)) $((RANDOM % 200 + 150)) 0 ;;  # flick up
        3) drag $((RANDOM % 200 + 100)) $((RANDOM % 200 + 200)) $((RANDOM % 200 + 100)) $((RANDOM % 200 + 500)) 0 ;;  # flick down
        4 | 5) click $((RANDOM % 300 + 45)) $((RANDOM % 500 + 150)) ;;  # a press: stops a glide, or opens a card
        6 | 7) xdotool key Escape ;;  # closes a card, perhaps still opening
        8) click $((RANDOM % 300 + 45)) $((RANDOM % 600 + 100)) ;;  # anywhere: a card's close button, a photo
        9) click $(((RANDOM % 5) * 78 + 39)) 790 ;;  # a tab
    esac
    pause
done
xdotool key q
wait "$pid"
