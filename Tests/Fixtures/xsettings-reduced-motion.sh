#!/bin/bash
# Issue 30: reduced motion read from XSETTINGS. Run under xvfb-run as
#   xsettings-reduced-motion.sh SEGUE ENABLE_ANIMATIONS CONFIG_HOME
# An xsettingsd publishing Gtk/EnableAnimations=ENABLE_ANIMATIONS takes the _XSETTINGS_S0
# selection; then `SEGUE open --verbose` (GSettings on its keyfile backend in CONFIG_HOME, where
# nobody set enable-animations) prints where it read reduced motion, and is ended.
set -euo pipefail
segue=$1
conf=$(mktemp)
log=$(mktemp)
printf 'Gtk/EnableAnimations %s\n' "$2" > "$conf"
xsettingsd -c "$conf" 2> "$log" &
manager=$!
trap 'kill $manager 2>/dev/null || true; rm -f "$conf" "$log"' EXIT
for _ in $(seq 1 100); do
    grep -q "Took ownership" "$log" && break
    sleep 0.05
done
GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME=$3 SDL_VIDEODRIVER=x11 SEGUE_REDUCE_MOTION= \
    timeout -s INT 3 "$segue" open --verbose --renderer software | grep "^reduced motion" || true
