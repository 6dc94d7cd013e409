import CSDL2
import Foundation
import SDLBackend
import ViewKit
import XCTest

/// Wheel events as SDL 2.26 gives them: whole notches (X11, a mouse wheel) or fractions
/// (Wayland's touchpads). A device that sent a fraction is precise from then on; its deltas
/// are 10 points a unit, the fingers' travel, and notches stay 40 points.
final class PreciseWheelTests: XCTestCase {
    private func wheel(which: UInt32, x: Float, y: Float) {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        (e.wheel.which, e.wheel.preciseX, e.wheel.preciseY) = (which, x, y)
        (e.wheel.x, e.wheel.y) = (Int32(x.rounded(.towardZero)), Int32(y.rounded(.towardZero)))
        (e.wheel.mouseX, e.wheel.mouseY) = (30, 40)
        e.common.timestamp = SDL_GetTicks()
        XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
    }

    func testFractionsMarkTheDevicePreciseAndNotchesStayNotches() throws {
        let window = try WindowHost(
            size: CGSize(width: 120, height: 200), renderer: .software, videoDriver: "offscreen")
        _ = window.pollEvents()
        let at = CGPoint(x: 30, y: 40)
        wheel(which: 4, x: 0, y: -1)  // a mouse's notch
        wheel(which: 3, x: -0.75, y: 0.125)  // a touchpad's first motion
        wheel(which: 3, x: -1, y: 0)  // a whole delta from it: still precise
        wheel(which: 4, x: 1, y: 0)  // the mouse again, tilted
        XCTAssertEqual(
            window.pollEvents().map(\.event),
            [
                .wheel(dx: 0, dy: 40, at: at, precise: false),
                .wheel(dx: -7.5, dy: -1.25, at: at, precise: true),
                .wheel(dx: -10, dy: 0, at: at, precise: true),
                .wheel(dx: 40, dy: 0, at: at, precise: false),
            ])
    }
}
