import CSDL2
import Foundation
import SDLBackend
import ViewKit
import XCTest

/// SDL finger events pushed into SDL's queue on the offscreen driver: positions normalised to
/// the window become points at any scale, each finger a small stable number, and the mouse
/// events SDL makes from fingers are dropped.
final class WindowHostFingerTests: XCTestCase {
    private func push(_ fill: (inout SDL_Event) -> Void) {
        var e = SDL_Event()
        fill(&e)
        e.common.timestamp = SDL_GetTicks()
        XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
    }

    private func pushFinger(_ type: SDL_EventType, device: Int64 = 5, finger: Int64, x: Float, y: Float) {
        push {
            $0.type = type.rawValue
            $0.tfinger.touchId = device
            $0.tfinger.fingerId = finger
            ($0.tfinger.x, $0.tfinger.y) = (x, y)
        }
    }

    /// Two fingers on a 120×200 pt window drawn at 2 pixels a point: the first is finger 1 and
    /// the second 2, at the points their fractions of the window make; a finger lifting frees
    /// its number for the next; SDL's mouse copy of the first finger never arrives.
    func testFingersBecomePointsAndNumbersAndTheirMouseCopiesAreDropped() throws {
        let window = try WindowHost(
            size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen", scale: 2)
        _ = window.pollEvents()
        pushFinger(SDL_FINGERDOWN, finger: 900, x: 0.5, y: 0.25)
        push {
            $0.type = SDL_MOUSEBUTTONDOWN.rawValue; $0.button.which = UInt32.max
            $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 120; $0.button.y = 100
        }
        pushFinger(SDL_FINGERDOWN, device: 6, finger: 900, x: 0.75, y: 0.5)
        pushFinger(SDL_FINGERMOTION, finger: 900, x: 0.25, y: 0.125)
        push {
            $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.which = UInt32.max; $0.motion.x = 60; $0.motion.y = 50
        }
        pushFinger(SDL_FINGERUP, finger: 900, x: 0.25, y: 0.125)
        push {
            $0.type = SDL_MOUSEBUTTONUP.rawValue; $0.button.which = UInt32.max
            $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 60; $0.button.y = 50
        }
        pushFinger(SDL_FINGERDOWN, finger: 901, x: 1, y: 1)
        // A finger SDL made from the mouse (SDL_MOUSE_TOUCHID), and a move of a finger never down.
        pushFinger(SDL_FINGERDOWN, device: -1, finger: 0, x: 0.5, y: 0.5)
        pushFinger(SDL_FINGERMOTION, finger: 12, x: 0.5, y: 0.5)
        XCTAssertEqual(
            window.pollEvents().map(\.event),
            [
                .fingerDown(id: 1, at: CGPoint(x: 60, y: 50)), .fingerDown(id: 2, at: CGPoint(x: 90, y: 100)),
                .fingerMove(id: 1, at: CGPoint(x: 30, y: 25)), .fingerUp(id: 1, at: CGPoint(x: 30, y: 25)),
                .fingerDown(id: 1, at: CGPoint(x: 120, y: 200)),
            ])
    }

    /// The window losing the input with fingers down cancels them, and forgets their numbers.
    func testLosingFocusWithFingersDownCancelsThem() throws {
        let window = try WindowHost(
            size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen")
        _ = window.pollEvents()
        pushFinger(SDL_FINGERDOWN, finger: 3, x: 0.5, y: 0.5)
        pushFinger(SDL_FINGERDOWN, finger: 4, x: 0.125, y: 0.5)
        push {
            $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        }
        pushFinger(SDL_FINGERUP, finger: 3, x: 0.5, y: 0.5)
        pushFinger(SDL_FINGERDOWN, finger: 4, x: 0.25, y: 0.5)
        XCTAssertEqual(
            window.pollEvents().map(\.event),
            [
                .fingerDown(id: 1, at: CGPoint(x: 60, y: 100)), .fingerDown(id: 2, at: CGPoint(x: 15, y: 100)),
                .pointerCancel, .fingerDown(id: 1, at: CGPoint(x: 30, y: 100)),
            ])
    }
}
