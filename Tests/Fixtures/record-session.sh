#!/usr/bin/env bash
# Records a session in a real window, driven by xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 600x1000x24" bash Tests/Fixtures/record-session.sh SEGUE FILE
# It drags the Today list up, switches to Photos, drags the grid, opens a photo and quits
# with Q, leaving FILE for `segue run-script FILE` to replay. The recording keeps each
# event's own time, so how fast this machine is does not matter, with one exception the
# pauses are for: a press on content still moving catches it where the last frame drew it,
# which a replay stepped at other frame times draws up to a frame's travel away. So every
# gesture starts once the last has come to rest, and each drag is held still before it is
# let go (a flick's glide would last longer in wall time on a machine too slow for 60 Hz,
# whose frame timer drops what a frame overruns past 64 ms). Tests/Scripts/recorded-session.txt
# is a recording with a flick, replayed by ReplayTimingTests.
set -euo pipefail
segue=$1 file=$2
SDL_VIDEODRIVER=x11 "$segue" record "$file" --renderer software &
pid=$!
window=$(timeout 60 xdotool search --sync --name '^Segue' | head -n 1)
read -r left top < <(xdotool getwindowgeometry "$window" | awk -F'[ ,]+' '/Position/ { print $3, $4 }')

source "$(dirname "$0")/window-drag.sh"
click() { xdotool mousemove $((left + $1)) $((top + $2)) click 1; }

sleep 1
drag 200 620 200 420 0.3   # drag the Today list up and hold it, so it stays where it was let go
sleep 1
click 244 790              # the Photos tab
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
