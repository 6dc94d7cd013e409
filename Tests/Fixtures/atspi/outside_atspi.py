"""The package outside the repository (Tests/Fixtures/OutsidePackage) as a screen reader sees
it (issue 37): run by run.sh with its CHECK argument, against `CurtainApp open`. Finds the
application by its title, its labelled button by name and role, presses it through Action,
sees the curtain page become a modal dialog named "Curtain", and escapes it through the AT.
"""
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def wait_for(what, predicate, timeout=10.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = predicate()
        if found:
            return found
        time.sleep(0.1)
    fail("timed out waiting for " + what)


def walk(node):
    yield node
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child)


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "CurtainApp":
            return app
    return None


app = wait_for("CurtainApp on the desktop", application)
frame = app.getChildAtIndex(0)
button = next((n for n in walk(frame) if n.getRoleName() == "push button" and n.name == "Curtain"), None)
if button is None:
    fail("no push button named Curtain")
print("found: %s %r (%s)" % (button.getRoleName(), button.name, button.description))
button.queryAction().doAction(0)


def curtain():
    child = frame.getChildAtIndex(0) if frame.childCount == 1 else None
    return child if child is not None and child.getRoleName() == "dialog" and child.name == "Curtain" else None


page = wait_for("the curtain page, a dialog named Curtain", curtain)
print("presented: %s %r, modal: %s" % (page.getRoleName(), page.name, page.getState().contains(pyatspi.STATE_MODAL)))
page.queryAction().doAction(0)
wait_for("the curtain lifted", lambda: frame.childCount >= 1 and curtain() is None)
print("escaped: the curtain is lifted")
print("ok")
