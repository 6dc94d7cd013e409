# Sourced by the xdotool drivers (record-session.sh, record-edges.sh) once $left and $top hold
# the window's position on the screen.

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
