import Motion
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// The AT-SPI bridge without a bus (issue 37): it says why in one line, once, builds no tree
/// on any frame, and leaves the window as it was. (With a real bus and a real AT:
/// AppTests' ScreenReaderTests.)
final class AccessibilityBridgeTests: XCTestCase {
    private let clock = ManualClock()

    private func window() -> Window {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1, textMeasurer: FixedMeasurer())
        let root = ViewController()
        window.rootViewController = root
        let button = Button(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        button.setTitle("OK")
        root.view.addSubview(button)
        return window
    }

    /// Runs `frames` frames' worth of the bridge's per-frame work, advancing the clock.
    private func frames(_ count: Int, _ bridge: AccessibilityBridge, _ window: Window) {
        for _ in 0..<count {
            clock.advance(by: 1.0 / 60)
            var events: [TimedInputEvent] = []
            bridge.willHandle(&events)
            bridge.didBuildDisplayList(window.makeDisplayList())
            XCTAssertEqual(events, [], "no input made up")
        }
    }

    private func waitForStatus(_ bridge: AccessibilityBridge, _ window: Window) {
        for _ in 0..<200 where bridge.status == .connecting {
            frames(1, bridge, window)
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    func testWithoutASessionBusItSaysSoOnceAndBuildsNothing() {
        let window = window()
        var lines: [String] = []
        let bridge = AccessibilityBridge(window: window, host: nil, clock: clock, environment: [:]) { lines.append($0) }
        waitForStatus(bridge, window)
        frames(120, bridge, window)
        XCTAssertEqual(bridge.status, .unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is unset)"))
        XCTAssertEqual(lines, ["accessibility: not published: no session bus (DBUS_SESSION_BUS_ADDRESS is unset)"])
        XCTAssertEqual(bridge.snapshotsBuilt, 0, "no tree is built for a bus that is not there")
        XCTAssertTrue(window.accessibilityObserver === bridge)
    }

    func testABusAddressThatCannotBeReachedIsUnavailable() {
        let window = window()
        var lines: [String] = []
        let bridge = AccessibilityBridge(
            window: window, host: nil, clock: clock,
            environment: ["AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/segue-bus"]
        ) { lines.append($0) }
        waitForStatus(bridge, window)
        frames(60, bridge, window)
        guard case let .unavailable(reason) = bridge.status else { return XCTFail("\(bridge.status)") }
        XCTAssertTrue(reason.contains("/nonexistent/segue-bus"), reason)
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertEqual(bridge.snapshotsBuilt, 0)
    }

    func testTurnedOffByTheEnvironment() {
        let window = window()
        let bridge = AccessibilityBridge(
            window: window, host: nil, clock: clock, environment: ["SEGUE_ACCESSIBILITY": "0"])
        frames(3, bridge, window)
        XCTAssertEqual(bridge.status, .unavailable("SEGUE_ACCESSIBILITY=0"))
        XCTAssertEqual(bridge.snapshotsBuilt, 0)
    }

    /// The snapshot's extents: window points to the screen's coordinates at 2×, from the
    /// window's place on the screen.
    func testExtentsAreInTheScreensCoordinatesAtTheScale() throws {
        let window = window()
        let snapshot = ATSPISnapshot.make(
            tree: window.accessibilityTree(), identities: ATSPIIdentities(), name: "App",
            origin: CGPoint(x: 100, y: 50), scale: 2)
        let button = try XCTUnwrap(snapshot.objects.values.first { $0.name == "OK" })
        XCTAssertEqual(button.roleName, "push button")
        let screen = snapshot.extents(of: button, coordinates: 0)
        XCTAssertEqual([screen.x, screen.y, screen.width, screen.height], [140, 250, 200, 88])
        let inWindow = snapshot.extents(of: button, coordinates: 1)
        XCTAssertEqual([inWindow.x, inWindow.y], [40, 200])
        XCTAssertEqual(snapshot.object(at: CGPoint(x: 150, y: 260), coordinates: 0)?.id, button.id)
        XCTAssertEqual(button.actions, ["click"])
        XCTAssertEqual(snapshot.objects[ATSPISnapshot.applicationID]?.children, [ATSPISnapshot.windowID])
    }
}

/// Every character 10 pt wide, lines 20 pt tall.
private final class FixedMeasurer: TextMeasurer {
    func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
    func metrics(of font: Font) -> FontMetrics { FontMetrics(ascent: 16, descent: 4, lineHeight: 20) }
}
