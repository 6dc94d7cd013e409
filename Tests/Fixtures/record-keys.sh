#!/usr/bin/env bash
# Records a session in a real window driven by the keyboard alone (issue 30, part 1): run it
# under Xvfb, as
#   xvfb-run -a -s "-screen 0 800x1000x24" bash Tests/Fixtures/record-keys.sh SEGUE FILE [SHOTS]
# Only `xdotool key` sends input (the window is given the input focus first; no pointer event
# is sent). Each transition is opened and closed, then opened again and sent back 0.08 s into
# its opening by the key that closes it: the card, the sheet, the mini player's player (Enter,
# Esc), the photo zoom, the pop page (closed by its own button, sent back by Esc), a push
# popped by Alt+Left, and Settings' zoom push popped by the Back key. Q quits. With SHOTS, a folder, the window is captured
# there as ring-card.png once Tab has focused the first card, and as ring-tab.png once
# Shift+Tab has focused the last tab bar item (Tab then wraps round to the card).
set -euo pipefail
segue=$1 file=$2 shots=${3:-}
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"
xdotool windowfocus --sync "$window"
sleep 1
# Presses each key given in turn, each followed by $settle seconds (1.2 by default: the
# transition it starts comes to rest).
key() { for k in "$@"; do xdotool key "$k"; sleep "${settle:-1.2}"; done; }

key Tab
[ -n "$shots" ] && import -window "$window" "$shots/ring-card.png"
key shift+Tab
[ -n "$shots" ] && import -window "$window" "$shots/ring-tab.png"
key Tab Return Escape            # Today: the first card opens, closes
# Each transition is then opened again and sent back 0.08 s in, by the key that closes it.
reverse() { settle=0.08 key Return; key "$1"; }
reverse Escape                   # the card again, sent back while it opens
key ctrl+2 Tab Return Escape     # Sheet: Show Sheet, the sheet rises and goes
reverse Escape                   # and is sent back as it rises
key Tab Return Escape            # the mini player: the player rises and docks again
reverse Escape
key ctrl+3 Tab Return Escape     # Photos: the first photo zooms open and back
reverse Escape
key ctrl+4 Tab Return            # Pop: the page pops up
key Tab Return                   # its Close button
reverse Escape
key ctrl+5 Tab Return alt+Left   # Settings: General is pushed and popped with Alt+Left
reverse alt+Left
key Tab Tab Return               # Photos is pushed
key Tab Tab Return XF86Back      # its first photo zooms in, and Back pops it
reverse XF86Back
key alt+Left                     # and the Photos page
xdotool key q
wait "$pid"
