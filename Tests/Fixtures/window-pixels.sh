# Opens the demo's window under X11 (`segue record`, which starts on the fixed date the
# headless shots show), clicks the first Today card, lets it come to rest and takes the
# window's picture with ImageMagick's import: what the screen shows, to compare with the
# headless shot of the same click (WindowPixelTests).
# It waits on the screen, not on the clock: a debug build under AddressSanitizer takes five
# seconds or more for its first frame at 2×, a release build one.
# THREADS, when given, is the window's --threads.
# Usage: bash window-pixels.sh SEGUE RECORDING RENDERER SCALE PICTURE [THREADS]
set -euo pipefail
segue=$1 recording=$2 renderer=$3 scale=$4 picture=$5 threads=${6:-}
SDL_VIDEODRIVER=x11 "$segue" record "$recording" --renderer "$renderer" --scale "$scale" \
    ${threads:+--threads "$threads"} > "$recording.out" &
pid=$!
window=$(timeout 60 xdotool search --sync --name '^Segue' | head -n 1)
read -r left top < <(xdotool getwindowgeometry "$window" | awk -F'[ ,]+' '/Position/ { print $3, $4 }')

# The checksum of the window's picture once it has changed from `$1` (empty: any picture),
# shows more than a blank window's colours, and four shots over 1.5 s agree: longer than the
# slowest frame, so a frame still being drawn is not taken for rest.
shot_at_rest() {
    local before=$1 previous="" same=0 sum
    for _ in $(seq 1 240); do
        import -window "$window" "$picture"
        sum=$(md5sum < "$picture")
        if [ "$sum" = "$previous" ]; then same=$((same + 1)); else same=0; fi
        previous=$sum
        if [ "$same" -ge 3 ] && [ "$sum" != "$before" ] && [ "$(identify -format %k "$picture")" -gt 2 ]; then
            echo "$sum"
            return 0
        fi
        sleep 0.5
    done
    echo "window-pixels.sh: the window did not come to rest in 120 s" >&2
    return 1
}

home=$(shot_at_rest "")
# X11 window coordinates are pixels: the card at (195, 300) points is at scale times that.
xdotool mousemove $((left + 195 * scale)) $((top + 300 * scale)) click 1
shot_at_rest "$home" > /dev/null
xdotool key q
wait "$pid"
