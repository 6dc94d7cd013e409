#!/usr/bin/env bash
# Records a click in a HiDPI window, driven by xdotool: run it under Xvfb, as
#   xvfb-run -a -s "-screen 0 1000x1800x24" bash Tests/Fixtures/record-hidpi.sh SEGUE FILE [OPTION…]
# The desktop asks for 2× (GDK_SCALE=2), so the 390×844-point window opens at 780×1688 pixels,
# unless an OPTION such as `--scale 1` says otherwise. It prints the window's size, clicks the
# first Today card at (200, 300) points (in pixels: times the window's width ÷ 390), lets the
# card open and quits with Q, leaving FILE for `segue run-script FILE` to replay.
set -euo pipefail
segue=$1 file=$2
shift 2
GDK_SCALE=2 SDL_VIDEODRIVER=x11 "$segue" record "$file" --renderer software "$@" &
pid=$!
window=$(timeout 60 xdotool search --sync --name '^Segue' | head -n 1)
read -r left top < <(xdotool getwindowgeometry "$window" | awk -F'[ ,]+' '/Position/ { print $3, $4 }')
read -r width height < <(xdotool getwindowgeometry "$window" | awk -F'[ x]+' '/Geometry/ { print $3, $4 }')
echo "window ${width}x${height} pixels"
pixels_per_point=$((width / 390))

sleep 1
xdotool mousemove $((left + 200 * pixels_per_point)) $((top + 300 * pixels_per_point)) click 1
sleep 2.5
xdotool key q
wait "$pid"
