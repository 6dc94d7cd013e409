import Foundation
import SDLBackend
import ViewKit
import XCTest

/// The desktop's scale on X11: GDK_SCALE, else Xft.dpi ÷ 96, rounded to a step; garbage gives 1.
final class DesktopScaleTests: XCTestCase {
    private func scale(gdk: String? = nil, resources: String? = nil) -> DesktopScale {
        DesktopScale.parse(gdkScale: gdk, xResources: resources)
    }

    func testXftDPIIsTheScaleTimes96() {
        XCTAssertEqual(scale(resources: "Xft.dpi:\t192"), DesktopScale(factor: 2, source: .xftDPI))
        XCTAssertEqual(scale(resources: "Xft.dpi:\t96\n"), DesktopScale(factor: 1, source: .xftDPI))
        XCTAssertEqual(scale(resources: "Xft.dpi: 288"), DesktopScale(factor: 3, source: .xftDPI))
        // Among the other lines `xrdb -query` prints, wherever it stands.
        XCTAssertEqual(
            scale(resources: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\nXft.rgba:\trgb\n").factor, 2)
        XCTAssertEqual(scale(resources: "  Xft.dpi :  192.0  \r\n").factor, 2)
    }

    func testXftDPIRoundsToTheNearestStep() {
        XCTAssertEqual(scale(resources: "Xft.dpi: 144").factor, 1.5)
        XCTAssertEqual(scale(resources: "Xft.dpi: 240").factor, 2.5)
        XCTAssertEqual(scale(resources: "Xft.dpi: 110").factor, 1, "1.15: nearer 1")
        XCTAssertEqual(scale(resources: "Xft.dpi: 121").factor, 1.5, "1.26: nearer 1.5")
        XCTAssertEqual(scale(resources: "Xft.dpi: 120").factor, 1, "1.25, halfway: the smaller step")
        XCTAssertEqual(scale(resources: "Xft.dpi: 960").factor, 3, "10×: the largest step")
        XCTAssertEqual(scale(resources: "Xft.dpi: 48").factor, 1, "0.5×: the smallest step")
    }

    func testTheLastXftDPILineWins() {
        XCTAssertEqual(scale(resources: "Xft.dpi: 192\nXft.dpi: 96").factor, 1)
    }

    func testGDKScaleWinsOverXftDPI() {
        XCTAssertEqual(scale(gdk: "2"), DesktopScale(factor: 2, source: .gdkScale))
        XCTAssertEqual(scale(gdk: "2", resources: "Xft.dpi: 96"), DesktopScale(factor: 2, source: .gdkScale))
        XCTAssertEqual(scale(gdk: "1", resources: "Xft.dpi: 192"), DesktopScale(factor: 1, source: .gdkScale))
        XCTAssertEqual(scale(gdk: " 3 ").factor, 3)
        XCTAssertEqual(scale(gdk: "1.5").factor, 1.5)
        XCTAssertEqual(scale(gdk: "4").factor, 3, "beyond the steps: the largest")
    }

    func testAnInvalidGDKScaleFallsBackToXftDPI() {
        for garbage in ["", "abc", "0", "-2", "nan", "inf", "-inf", "2x", "1e999", "\u{0}"] {
            XCTAssertEqual(
                scale(gdk: garbage, resources: "Xft.dpi: 192"), DesktopScale(factor: 2, source: .xftDPI),
                "GDK_SCALE=\(garbage.debugDescription)")
            XCTAssertEqual(
                scale(gdk: garbage), DesktopScale(factor: 1, source: .standard), "GDK_SCALE=\(garbage.debugDescription)"
            )
        }
    }

    func testGarbageResourcesGiveOne() {
        let garbage = [
            "", "Xft.dpi", "Xft.dpi:", "Xft.dpi: lots", "Xft.dpi: 0", "Xft.dpi: -192", "Xft.dpi: nan",
            "Xft.dpi: inf", "Xft.dpix: 192", "Xft.dpi.x: 192", ":::", "\u{0}\u{1}\n\n:", "Xft.dpi: 192 dpi",
            String(repeating: "Xft.dpi:", count: 10_000),
        ]
        for text in garbage {
            XCTAssertEqual(scale(resources: text), DesktopScale(factor: 1, source: .standard), text.debugDescription)
        }
        XCTAssertEqual(scale(), DesktopScale(factor: 1, source: .standard))
    }

    func testNearestStep() {
        XCTAssertEqual(DesktopScale.steps, [1, 1.5, 2, 2.5, 3])
        XCTAssertEqual(DesktopScale.nearestStep(to: 2), 2)
        XCTAssertEqual(DesktopScale.nearestStep(to: 1.74), 1.5)
        XCTAssertEqual(DesktopScale.nearestStep(to: 1.76), 2)
        XCTAssertEqual(DesktopScale.nearestStep(to: 2.75), 2.5)
        for invalid in [0, -1, .nan, .infinity, -.infinity, -0.0] {
            XCTAssertNil(DesktopScale.nearestStep(to: invalid), "\(invalid)")
        }
    }

    /// GDK_SCALE decides without asking any X server; with neither it and DISPLAY, it is 1.
    func testCurrentReadsTheEnvironmentFirst() {
        XCTAssertEqual(DesktopScale.current(environment: ["GDK_SCALE": "2", "DISPLAY": ":9999"]).factor, 2)
        XCTAssertEqual(DesktopScale.current(environment: [:]), DesktopScale(factor: 1, source: .standard))
        XCTAssertEqual(
            DesktopScale.current(environment: ["DISPLAY": ":9999"]), DesktopScale(factor: 1, source: .standard),
            "no server on :9999: no resources")
    }
}
