# Sourced by the xdotool drivers (record-session.sh, record-edges.sh, record-glide.sh,
# record-lively.sh, record-navigation.sh, record-navigation-zoom.sh). `start_recording` opens
# the window; the others need $left and $top, the window's position on the screen, which it sets.

# Starts `SEGUE record FILE` in a window on X11 with the software renderer, in the background,
# and waits for the window: sets $pid, $window, $left and $top.
start_recording() {
    SDL_VIDEODRIVER=x11 "$1" record "$2" --renderer software &
    pid=$!
    window=$(timeout 60 xdotool search --sync --name '^Segue' | head -n 1)
    read -r left top < <(xdotool getwindowgeometry "$window" | awk -F'[ ,]+' '/Position/ { print $3, $4 }')
}

# A random pause of 50–340 ms: the lively drivers never wait for anything to come to rest.
pause() { sleep "0.$((RANDOM % 30 + 5))"; }

# A click at (x, y) in window points.
click() { xdotool mousemove $((left + $1)) $((top + $2)) click 1; }

# A drag at 60 Hz from (x1, y1) to (x2, y2) in window points (outside the window too), in 12
# steps, held still for $5 seconds before the button comes up there (0: a flick).
drag() {
    xdotool mousemove $((left + $1)) $((top + $2)) mousedown 1
    for i in $(seq 1 12); do
        xdotool mousemove $((left + $1 + ($3 - $1) * i / 12)) $((top + $2 + ($4 - $2) * i / 12))
        sleep 0.016
    done
    sleep "$5"
    xdotool mouseup 1
}
