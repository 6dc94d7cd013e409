#!/usr/bin/env bash
# Records random grabs of transitions in flight in a real window, driven by xdotool: run it under
# Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" bash Tests/Fixtures/record-grabs.sh SEGUE FILE [SEED [STEPS]]
# Every tab, never waiting for anything to rest: a click opens something (a card, the sheet, a
# photo, the pop page, a Settings row, the mini player), then, a random 50–340 ms later, a drag
# of random length and direction from a random point (often on what moves, so it grabs it),
# held or flicked; Esc, a click beside, an edge swipe back, or another tab come in between.
# SEED (1 by default) picks them; STEPS (40 by default) counts them. Q quits. A replay must come
# to rest where the window did (Tests/Scripts/recorded-grabs.txt is one such recording).
set -euo pipefail
segue=$1 file=$2 seed=${3:-1} steps=${4:-40}
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

RANDOM=$seed
sleep 1
for _ in $(seq 1 "$steps"); do
    case $((RANDOM % 12)) in
        0 | 1) click $((RANDOM % 300 + 45)) $((RANDOM % 560 + 120)) ;;  # open something, or click beside
        2 | 3 | 4)
            x=$((RANDOM % 330 + 30)) y=$((RANDOM % 600 + 100))
            drag $x $y $((x + RANDOM % 300 - 150)) $((y + RANDOM % 500 - 250)) "0.$((RANDOM % 3))" ;;  # grab and throw
        5) drag 3 $((RANDOM % 400 + 200)) $((RANDOM % 250 + 60)) $((RANDOM % 400 + 200)) 0 ;;  # edge swipe back
        6) drag 195 715 195 $((RANDOM % 400 + 150)) 0 ;;  # the mini player's bar, dragged up
        7) xdotool key Escape ;;
        8) xdotool key Tab Return ;;  # the focus ring's next element, opened
        9) click $(((RANDOM % 5) * 78 + 39)) 790 ;;  # a tab
        10 | 11) click $((RANDOM % 300 + 45)) $((RANDOM % 300 + 250)) ;;  # the middle: a card, a row, a photo
    esac
    pause
done
xdotool key q
wait "$pid"
