"""The demo as a screen reader sees it, through AT-SPI with pyatspi (issue 37).

Run by run.sh with the window's X id, an output folder, the app's and the bus launcher's
process ids. Prints one line per check, and exits 1 at the first that fails:
- the application and its five tabs, by name and role, the first selected;
- the first Today card activated through Action: the detail becomes a modal dialog, the only
  child of the frame, with the card's title as its heading;
- Esc from the keyboard closes it, and focus is back on the card; then the AT's own escape
  action on the dialog does the same;
- Tab through the Settings screen: each focused element's extents against the ring drawn
  on screen (the only pixels that differ from a shot taken before the first Tab).
"""
import os
import subprocess
import sys
import time
import traceback

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import GLib  # noqa: E402
import pyatspi  # noqa: E402

WINDOW, OUT = sys.argv[1], sys.argv[2]


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def uncaught(kind, value, trace):
    """An exception nobody expected still ends in one FAIL line, naming it and its line."""
    line = traceback.extract_tb(trace)[-1].lineno if trace else 0
    traceback.print_exception(kind, value, trace)
    print("FAIL: uncaught %s at line %d: %s" % (kind.__name__, line, value), flush=True)
    os._exit(1)


sys.excepthook = uncaught


def wait_for(what, predicate, timeout=10.0, seen=None):
    """Polls predicate until it answers; on time out, fails naming what, and what seen() says.

    A walk takes many calls, and the app may publish a new tree between two of them (every
    0.1 s while something moves): an object the walk was given may be gone by the next call,
    which pyatspi raises as a GLib error. As an AT does, the poll asks again; the last such
    error is named if it never answers."""
    deadline, error = time.time() + timeout, None
    while time.time() < deadline:
        try:
            found = predicate()
        except GLib.GError as gone:
            found, error = None, gone
        if found:
            return found
        time.sleep(0.1)
    said = "" if seen is None else " (" + seen() + ")"
    fail("timed out waiting for " + what + said + ("" if error is None else "; last error: %s" % error))


def walk(node):
    yield node
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child)


def states(node):
    return {pyatspi.stateToString(s) for s in node.getState().getStates()}


def find(root, role, name=None, prefix=None):
    for node in walk(root):
        if node.getRoleName() != role:
            continue
        if name is not None and node.name != name:
            continue
        if prefix is not None and not node.name.startswith(prefix):
            continue
        return node
    return None


def focused(root):
    return next((n for n in walk(root) if "focused" in states(n)), None)


def extents(node):
    e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return (e.x, e.y, e.width, e.height)


def key(name):
    subprocess.run(["xdotool", "key", "--window", WINDOW, name], check=True)


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "Segue":
            return app
    return None


app = wait_for("the Segue application on the desktop", application)
frame = app.getChildAtIndex(0)
if frame.getRoleName() != "frame" or frame.name != "Segue":
    fail("the application's child is %s %r, not the frame 'Segue'" % (frame.getRoleName(), frame.name))
nodes = list(walk(app))
named = [n for n in nodes if n.name]
print("objects: %d, %d named" % (len(nodes), len(named)))

tab_list = find(frame, "page tab list")
if tab_list is None:
    fail("no page tab list")
tabs = [tab_list.getChildAtIndex(i) for i in range(tab_list.childCount)]
print("tabs: " + ", ".join("%s (%s)" % (t.name, t.getRoleName()) for t in tabs))
if [t.name for t in tabs] != ["Today", "Sheet", "Photos", "Pop", "Settings"]:
    fail("the tabs are not Today, Sheet, Photos, Pop, Settings")
if any(t.getRoleName() != "page tab" for t in tabs) or "selected" not in states(tabs[0]):
    fail("the tabs are not page tabs with Today selected")


def open_card():
    card = wait_for("a card named Golden Hour", lambda: find(frame, "push button", prefix="Golden Hour"))
    # Read before the action: while the detail is up the card is out of the tree, and its
    # object answers UnknownObject (pyatspi: an empty name) from the frame that presents it.
    name = card.name
    action = card.queryAction()
    if action.getName(0) != "click":
        fail("the card's first action is %r, not click" % action.getName(0))
    action.doAction(0)

    def detail():
        if frame.childCount != 1:
            return None
        dialog = frame.getChildAtIndex(0)
        if dialog.getRoleName() != "dialog" or "modal" not in states(dialog):
            return None
        heading = find(dialog, "heading", "Golden Hour")
        return (dialog, heading) if heading is not None else None

    return name, wait_for("the detail, modal, with its heading", detail)


name, (dialog, heading) = open_card()
inside = [n.name for n in walk(dialog) if n.name and n != dialog][:4]
print("detail: %s %r, modal, the frame's only child; first names: %s" % (dialog.getRoleName(), dialog.name, inside))
first = wait_for("focus on the new screen's first element", lambda: focused(dialog))
print("focus on the new screen: %s %r" % (first.getRoleName(), first.name))
key("Escape")


def back_on_card():
    if find(frame, "dialog") is not None:
        return None
    now = focused(frame)
    return now if now is not None and now.name == name else None


def focus_now():
    now = focused(frame)
    return "wanted %r; a dialog: %s; focused: %s" % (
        name, find(frame, "dialog") is not None, None if now is None else "%s %r" % (now.getRoleName(), now.name))


card = wait_for("focus back on the card after Esc", back_on_card, seen=focus_now)
print("focus back on: %s %r" % (card.getRoleName(), card.name))
_, (dialog, _) = open_card()
escape = dialog.queryAction()
if escape.getName(0) != "escape":
    fail("the dialog's action is %r, not escape" % escape.getName(0))
escape.doAction(0)
card = wait_for("focus back on the card after the AT's escape", back_on_card, seen=focus_now)
print("the AT's escape: closed, focus back on %r" % card.name)

# Tab through Settings: no list there scrolls, so only the ring changes between shots.
settings = find(tab_list, "page tab", "Settings")
settings.queryAction().doAction(0)
wait_for("Settings selected", lambda: "selected" in states(find(tab_list, "page tab", "Settings")))
time.sleep(1.0)
x, y, width, height = extents(frame)


def shot():
    data = subprocess.run(
        ["import", "-window", "root", "-crop", "%dx%d+%d+%d" % (width, height, x, y), "-depth", "8", "ppm:-"],
        check=True, capture_output=True).stdout
    # P6, width, height, 255, then RGB rows.
    fields, rest = data.split(b"\n", 3)[:3], data.split(b"\n", 3)[3]
    return rest


def ring(before, after, box, scale_hint):
    """The bounding box (screen) of the pixels that differ within the focused element's box,
    widened by 12 px a side."""
    bx, by, bw, bh = box
    margin = 12 * scale_hint
    found = None
    for py in range(max(by - margin, y), min(by + bh + margin, y + height)):
        row = (py - y) * width * 3
        for px in range(max(bx - margin, x), min(bx + bw + margin, x + width)):
            i = row + (px - x) * 3
            if before[i:i + 3] != after[i:i + 3]:
                if found is None:
                    found = [px, py, px, py]
                else:
                    found = [min(found[0], px), min(found[1], py), max(found[2], px), max(found[3], py)]
    return None if found is None else (found[0], found[1], found[2] - found[0] + 1, found[3] - found[1] + 1)


scale = max(1, round(width / 390))
baseline = shot()
seen, matched = [], 0
for step in range(9):
    key("Tab")
    previous = seen[-1] if seen else None
    node = wait_for("focus to move", lambda: (lambda n: n if n is not None and n.name != previous else None)(
        focused(frame)), timeout=5)
    seen.append(node.name)
    box = extents(node)
    # Polled: on a loaded machine the ring's frame may come late; two equal readings in a row.
    drawn, deadline = None, time.time() + 10
    while time.time() < deadline:
        time.sleep(0.3)
        again = ring(baseline, shot(), box, scale)
        if again is not None and again == drawn:
            break
        drawn = again
    if drawn is None:
        fail("no ring drawn round %r at %s" % (node.name, box))
    # The ring's outer edge lies within (outset + half its 3 pt stroke) of the element's edge.
    off = max(abs(drawn[0] - box[0]), abs(drawn[1] - box[1]),
              abs(drawn[0] + drawn[2] - box[0] - box[2]), abs(drawn[1] + drawn[3] - box[1] - box[3]))
    ok = off <= 5 * scale
    matched += ok
    print("tab %d: %s %r extents %s ring %s (edges within %d px)" % (
        step + 1, node.getRoleName(), node.name, box, drawn, off))
print("rings: %d of %d match their extents" % (matched, len(seen)))
if matched != len(seen):
    fail("a ring and its element's extents differ")
print("ok")
