# Opens the demo's window under X11 (`segue record`, which starts on the fixed date the
# headless shots show), clicks the first Today card, lets it come to rest and takes the
# window's picture with ImageMagick's import: what the screen shows, to compare with the
# headless shot of the same click (WindowPixelTests).
# Usage: bash window-pixels.sh SEGUE RECORDING RENDERER SCALE PICTURE
set -euo pipefail
segue=$1 recording=$2 renderer=$3 scale=$4 picture=$5
SDL_VIDEODRIVER=x11 "$segue" record "$recording" --renderer "$renderer" --scale "$scale" > "$recording.out" &
pid=$!
window=$(timeout 60 xdotool search --sync --name '^Segue' | head -n 1)
read -r left top < <(xdotool getwindowgeometry "$window" | awk -F'[ ,]+' '/Position/ { print $3, $4 }')
sleep 1
# X11 window coordinates are pixels: the card at (195, 300) points is at scale times that.
xdotool mousemove $((left + 195 * scale)) $((top + 300 * scale)) click 1
sleep 3
import -window "$window" "$picture"
xdotool key q
wait "$pid"
