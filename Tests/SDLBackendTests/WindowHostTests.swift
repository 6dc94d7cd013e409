import CSDL2
import Foundation
import SDLBackend
import ViewKit
import XCTest

/// The window runs on SDL's offscreen driver here; events are pushed into SDL's queue.
final class WindowHostTests: XCTestCase {
    private func host() throws -> WindowHost {
        try WindowHost(size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen")
    }

    private func push(_ fill: (inout SDL_Event) -> Void) {
        var e = SDL_Event()
        fill(&e)
        e.common.timestamp = SDL_GetTicks()
        XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
    }

    func testEventsTranslateInOrder() throws {
        let window = try host()
        _ = window.pollEvents()  // drop start-up window events
        push {
            $0.type = SDL_MOUSEBUTTONDOWN.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 10;
            $0.button.y = 20
        }
        push {
            $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.x = 12; $0.motion.y = 25
        }
        push {
            $0.type = SDL_MOUSEWHEEL.rawValue; $0.wheel.preciseY = -1; $0.wheel.y = -1
            $0.wheel.mouseX = 30; $0.wheel.mouseY = 40
        }
        push {
            $0.type = SDL_KEYDOWN.rawValue; $0.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
        }
        // The pointer leaves while the button is held: the window holds it, so nothing ends.
        push {
            $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        }
        // Another window takes the input: the held press ends, cancelled.
        push {
            $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        }
        push { $0.type = SDL_QUIT.rawValue }
        let events = window.pollEvents().map(\.event)
        XCTAssertEqual(
            events,
            [
                .pointerDown(CGPoint(x: 10, y: 20)), .pointerMove(CGPoint(x: 12, y: 25)),
                .wheel(dx: 0, dy: 40, at: CGPoint(x: 30, y: 40)), .key(.escape), .pointerCancel, .quit,
            ])
        XCTAssertTrue(window.pollEvents().isEmpty, "the queue was drained")
    }

    /// Issue 19: a drag that leaves the window goes on, and is let go where the pointer is,
    /// outside the window too (SDL's mouse capture delivers the moves and the release there).
    func testADragThatLeavesTheWindowIsReleasedOutsideIt() throws {
        let window = try host()
        _ = window.pollEvents()
        push {
            $0.type = SDL_MOUSEBUTTONDOWN.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 60;
            $0.button.y = 100
        }
        push {
            $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        }
        push {
            $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.x = 60; $0.motion.y = 260
        }
        push {
            $0.type = SDL_MOUSEBUTTONUP.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 60;
            $0.button.y = 260
        }
        XCTAssertEqual(
            window.pollEvents().map(\.event),
            [
                .pointerDown(CGPoint(x: 60, y: 100)), .pointerMove(CGPoint(x: 60, y: 260)),
                .pointerUp(CGPoint(x: 60, y: 260)),
            ])
    }

    func testLeavingWithoutAPressCancelsNothing() throws {
        let window = try host()
        _ = window.pollEvents()
        push {
            $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        }
        XCTAssertEqual(window.pollEvents().map(\.event), [])
    }

    func testWaitingKeepsTheEventThatWokeIt() throws {
        let window = try host()
        _ = window.pollEvents()
        push {
            $0.type = SDL_KEYDOWN.rawValue; $0.key.keysym.sym = SDL_Keycode(SDLK_SPACE.rawValue)
        }
        let before = WindowHost.now()
        let events = window.waitForEvents(timeoutMs: 1000)
        XCTAssertEqual(events.map(\.event), [.key(.space)])
        XCTAssertEqual(events[0].time, before, accuracy: 0.5, "timestamps are on WindowHost.now()'s clock")
    }

    /// Issue 20: at a scale of 2 (what X11 reads from GDK_SCALE or Xft.dpi) the window is
    /// points × 2 pixels, SDL's positions are pixels, and the app hears points.
    func testAtScaleTwoTheWindowIsTwiceItsPointsAndInputArrivesInPoints() throws {
        let window = try WindowHost(
            size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen", scale: 2)
        XCTAssertEqual(window.size, CGSize(width: 120, height: 200))
        XCTAssertEqual(window.scale, 2)
        XCTAssertEqual(window.coordinatesPerPoint, 2, "the offscreen driver, as X11, does not scale by itself")
        try window.renderer.draw(DisplayList(size: window.size, clearColor: Color(red: 0, green: 0, blue: 1)))
        let shot = try window.screenshot()
        window.present()
        XCTAssertEqual([shot.width, shot.height], [240, 400])
        XCTAssertEqual(shot.px(239, 399).b, 255)

        _ = window.pollEvents()
        push {
            $0.type = SDL_MOUSEBUTTONDOWN.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 20;
            $0.button.y = 40
        }
        push {
            $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.x = 31; $0.motion.y = 50
        }
        push {
            $0.type = SDL_MOUSEWHEEL.rawValue; $0.wheel.preciseY = -1; $0.wheel.y = -1
            $0.wheel.mouseX = 60; $0.wheel.mouseY = 80
        }
        push {
            $0.type = SDL_MOUSEBUTTONUP.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 31;
            $0.button.y = 50
        }
        push {
            $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        }
        XCTAssertEqual(
            window.pollEvents().map(\.event),
            [
                .pointerDown(CGPoint(x: 10, y: 20)), .pointerMove(CGPoint(x: 15.5, y: 25)),
                .wheel(dx: 0, dy: 40, at: CGPoint(x: 30, y: 40)), .pointerUp(CGPoint(x: 15.5, y: 25)),
                .resize(size: CGSize(width: 120, height: 200), scale: 2),
            ])
    }

    func testAtScaleOneAWindowIsItsPoints() throws {
        let window = try WindowHost(
            size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen", scale: 1)
        XCTAssertEqual(
            [window.size.width, window.size.height, window.scale, window.coordinatesPerPoint], [120, 200, 1, 1])
    }

    func testRendersAndScreenshots() throws {
        let window = try host()
        XCTAssertEqual(window.size, CGSize(width: 120, height: 200))
        XCTAssertEqual(window.scale, 1)
        try window.renderer.draw(DisplayList(size: window.size, clearColor: Color(red: 0, green: 0, blue: 1)))
        let shot = try window.screenshot()
        window.present()
        XCTAssertEqual(shot.width, 120)
        XCTAssertEqual(shot.px(60, 100).b, 255)
        XCTAssertEqual(shot.px(60, 100).r, 0)
    }
}
