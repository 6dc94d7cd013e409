import CSDL2
import Foundation
import ViewKit

/// SDL events → ViewKit input.
///
/// Positions arrive in SDL's window coordinates and leave in points (see
/// `coordinatesPerPoint`): on a 2× X11 desktop a click at pixel (400, 600) is at (200, 300).
///
/// A press holds the pointer (SDL's mouse capture) until its release, so a drag may leave the
/// window and come back, or be let go outside it; only the window losing the input focus ends
/// a held press, as a cancel. Where the window system loses a release anyway, the next press
/// arrives as a second `pointerDown`, and the window ends the press still open first.
///
/// Timestamps are on `WindowHost.now()`'s clock (the performance counter). SDL stamps each
/// event in whole milliseconds when it is queued; the age of that stamp is subtracted from
/// the translation time, so batched events keep their spacing (flick velocity stays right).
/// Events SDL stamped in the same millisecond would share a time; each is instead given at
/// least `distinctEventSpacing` after the one before, in arrival order, so every event keeps a
/// time of its own and a recording of them reads back in order.
///
/// Fingers on a touch screen arrive as fingers, not as the mouse (see WindowHost+Fingers).
extension WindowHost {
    /// Seconds between two events that SDL stamped alike: one microsecond.
    public static let distinctEventSpacing = 1e-6

    /// Points scrolled per wheel notch, close to a macOS line scroll.
    public static let pointsPerWheelNotch: CGFloat = 40
    /// Points scrolled per unit of a precise (touchpad) delta. SDL 2.26's Wayland backend
    /// divides the compositor's axis value, surface pixels of finger travel, by 10 to make its
    /// `preciseX`/`preciseY`: 10 points a unit is the fingers' travel again, so content and a
    /// back swipe follow them 1:1.
    public static let pointsPerPreciseUnit: CGFloat = 10

    /// Every queued event, translated; returns at once (possibly empty).
    public func pollEvents() -> [TimedInputEvent] {
        var out: [TimedInputEvent] = []
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 { translate(e, into: &out) }
        return out
    }

    /// Sleeps until an event arrives or `timeoutMs` passes, then returns every queued event.
    /// An idle window therefore costs no CPU. The event that woke it is included.
    public func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] {
        var out: [TimedInputEvent] = []
        var e = SDL_Event()
        if SDL_WaitEventTimeout(&e, Int32(max(0, timeoutMs))) != 0 { translate(e, into: &out) }
        while SDL_PollEvent(&e) != 0 { translate(e, into: &out) }
        return out
    }

    func translate(_ e: SDL_Event, into out: inout [TimedInputEvent]) {
        let age = Double(SDL_GetTicks() &- e.common.timestamp) / 1000
        let time = max(WindowHost.now() - max(0, min(age, 1)), lastEventTime + WindowHost.distinctEventSpacing)
        func emit(_ event: InputEvent) {
            lastEventTime = time
            out.append(TimedInputEvent(event, at: time))
        }
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            emit(.quit)
        case SDL_MOUSEBUTTONDOWN where e.button.which == WindowHost.touchMouseID,
            SDL_MOUSEBUTTONUP where e.button.which == WindowHost.touchMouseID:
            return  // made from a finger, which arrives as itself (WindowHost+Fingers)
        case SDL_MOUSEMOTION where e.motion.which == WindowHost.touchMouseID:
            return
        case SDL_MOUSEWHEEL where e.wheel.which == WindowHost.touchMouseID:
            return
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            if let finger = fingerEvent(e.tfinger) { emit(finger) }
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
            buttonsDown += 1
            // While the button is held the window keeps the pointer: a drag that leaves it goes
            // on being tracked, and its release arrives wherever it happens.
            _ = SDL_CaptureMouse(SDL_TRUE)
            lastMouse = point(x: e.button.x, y: e.button.y)
            emit(.pointerDown(lastMouse))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
            _ = SDL_CaptureMouse(SDL_FALSE)
            guard buttonsDown > 0 else { return }  // the press began outside, or was cancelled
            buttonsDown = 0
            lastMouse = point(x: e.button.x, y: e.button.y)
            emit(.pointerUp(lastMouse))
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_X1):
            // The mouse's back button: a key press, so scripts and recordings name it (`key back`).
            emit(.key(.back, modifiers: WindowHost.heldModifiers()))
        case SDL_MOUSEMOTION:
            lastMouse = point(x: e.motion.x, y: e.motion.y)
            emit(.pointerMove(lastMouse))
        case SDL_MOUSEWHEEL:
            emit(wheel(e.wheel))
        case SDL_KEYDOWN where e.key.repeat == 0:
            if let press = WindowHost.keyPress(for: e.key.keysym) { emit(.key(press.key, modifiers: press.modifiers)) }
        case SDL_WINDOWEVENT:
            windowEvent(e.window, emit)
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // The GPU lost the texture's pixels: they all go up again with the next present.
            presenter.showAll()
            emit(.resize(size: size, scale: scale))
        default:
            break
        }
    }

    /// SDL's wheel y is positive away from the user (content moves down); ViewKit's dy is
    /// positive when content moves up, like a finger moving up. Notches become points.
    ///
    /// SDL 2 says nothing of the device: X11 gives whole notches, Wayland's touchpads give
    /// fractions with no start or end. A device that ever sent a fractional delta is precise
    /// from then on (a touchpad's deltas are whole now and then), and its events say so.
    private func wheel(_ w: SDL_MouseWheelEvent) -> InputEvent {
        let flip: CGFloat = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let at = point(x: w.mouseX, y: w.mouseY)
        if w.preciseX != w.preciseX.rounded() || w.preciseY != w.preciseY.rounded() {
            preciseWheelDevices.insert(w.which)
        }
        let precise = preciseWheelDevices.contains(w.which)
        let unit = precise ? WindowHost.pointsPerPreciseUnit : WindowHost.pointsPerWheelNotch
        return .wheel(
            dx: CGFloat(w.preciseX) * flip * unit, dy: -CGFloat(w.preciseY) * flip * unit, at: at, precise: precise)
    }

    private func windowEvent(_ w: SDL_WindowEvent, _ emit: (InputEvent) -> Void) {
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // Another window took the input (a click elsewhere, a window switcher): the press
            // that is held cannot be followed to its release, so it ends now, cancelled.
            guard buttonsDown > 0 || !fingerNumbers.isEmpty else { return }
            buttonsDown = 0
            forgetFingers()
            _ = SDL_CaptureMouse(SDL_FALSE)
            emit(.pointerCancel)
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            updateScale()
            emit(.resize(size: size, scale: scale))
        case SDL_WINDOWEVENT_EXPOSED:
            // The window system lost what it showed (uncovered, restored): the next present
            // copies every pixel, and the resize asks the app for that frame.
            presenter.showAll()
            emit(.resize(size: size, scale: scale))
        default:
            break
        }
    }
}
