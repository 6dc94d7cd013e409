#!/usr/bin/env bash
# Records a session in a real window, driven by xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 600x1000x24" bash Tests/Fixtures/record-session.sh SEGUE FILE
# It drags the Today list up, switches to Photos, drags the grid, opens a photo and quits
# with Q, leaving FILE for `segue run-script FILE` to replay. The recording keeps each
# event's own time and the live loop's frame times, which the replay steps at, so a press on
# content still moving replays too (record-glide.sh and record-lively.sh drive those). This
# session is the calm one: every gesture starts once the last has come to rest, and each drag
# is held still before it is let go. Tests/Scripts/recorded-session.txt is a recording with a
# flick, replayed by ReplayTimingTests.
set -euo pipefail
segue=$1 file=$2
source "$(dirname "$0")/window-drag.sh"
start_recording "$segue" "$file"

sleep 1
drag 200 620 200 420 0.3   # drag the Today list up and hold it, so it stays where it was let go
sleep 1
click 195 790              # the Photos tab
# Its first frame decodes the 16 photos: 1.6 s in a debug build, several seconds under
# AddressSanitizer on a loaded machine. A drag begun during it would reach the app all at
# once, as a flick, and the photo click would then only stop the glide.
sleep 8
drag 200 620 200 380 0.3   # drag the grid up and hold it, so it stays where it was let go
sleep 1
click 100 300              # open a photo
sleep 2.5
xdotool key q
wait "$pid"
