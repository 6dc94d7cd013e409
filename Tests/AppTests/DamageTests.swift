import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// The compositor draws and presents only what changed since the last frame. Every frame of
/// every screenshot scenario, at 1× and 2×, must leave the pixels the same frame drawn whole
/// leaves, and small changes must stay small.
final class DamageTests: XCTestCase {
    private var resources: URL { SegueProcess.root.appendingPathComponent("Resources") }

    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-damage-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func scenarios() throws -> [InputScript] {
        let folder = ScenarioFolder(url: SegueProcess.root.appendingPathComponent(ScenarioFolder.checkoutPath))
        return try folder.loadScenarios(scenes: SegueDemo.sceneNames)
    }

    /// Plays `script` with every frame checked against the frame drawn whole.
    private func check(_ script: InputScript, scale: CGFloat) throws {
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: script.scene, resources: resources, scale: scale, outputDirectory: folder())
        session.canvas.renderer.checksDamage = true
        try session.play(script)
        let renderer = session.canvas.renderer
        XCTAssertEqual(renderer.damageMismatches, [], "\(script.sourceName) at \(scale)×")
        XCTAssertEqual(renderer.stats.damageRestarts, 0, "\(script.sourceName) at \(scale)×: a blur read stale pixels")
    }

    /// One scenario of each transition, at 2×, in the debug build; scripts/test checks every
    /// scenario at 1× and 2× with the release build (`screenshot --check-damage`).
    func testEachTransitionsFramesEqualTheFramesDrawnWholeAt2x() throws {
        let names = ["card-open", "card-pull", "sheet-drag-20", "zoom-open", "zoom-drag", "nav-push", "pop-present"]
        let scripts = try scenarios().filter {
            names.contains(URL(fileURLWithPath: $0.sourceName).deletingPathExtension().lastPathComponent)
        }
        XCTAssertEqual(scripts.count, names.count, "every named scenario was found")
        for script in scripts { try check(script, scale: 2) }
    }

    /// A press on a row of a still list changes that row: at most 10 % of the window's pixels.
    /// (Settings' rows are iOS's 44 points; a row of the 88-point demo list is itself 10.4 %
    /// of the window, which its highlight cannot be less than.)
    func testAPressHighlightDamagesOnlyItsRow() throws {
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: "navigation", resources: resources, scale: 2, outputDirectory: folder())
        try session.wait(0.5)
        let renderer = session.canvas.renderer
        let window = Int(session.canvas.size.width * 2) * Int(session.canvas.size.height * 2)
        try session.send(.pointerDown(CGPoint(x: 195, y: 148)))
        try session.wait(1.0 / 60)
        let pressed = renderer.lastDamage.reduce(0) { $0 + $1.area }
        // The row's 44 points and its highlight's anti-aliased edge, inset as the grouped list is:
        // 64,620 pixels, 4.9 % of the window.
        XCTAssertEqual(renderer.lastDamage, [PixelRect(x: 31, y: 251, width: 718, height: 90)])
        XCTAssertGreaterThan(pressed, 0, "the highlight was drawn")
        XCTAssertLessThanOrEqual(
            pressed * 10, window, "a press presents \(pressed) of \(window) pixels: \(renderer.lastDamage)")
        let drawn = session.player.framesDrawn
        try session.wait(0.5)
        XCTAssertEqual(session.player.framesDrawn, drawn, "a held press on a still list draws no more frames")
        try session.send(.pointerCancel)
        try session.settle()
    }

    /// At rest nothing changes, so nothing is drawn or presented.
    func testAFrameThatChangesNothingDamagesNothing() throws {
        let canvas = try HeadlessCanvas(size: CGSize(width: 100, height: 100))
        let list = DisplayList(
            size: CGSize(width: 100, height: 100), clearColor: .white,
            ops: [
                .fill(
                    rect: CGRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4, color: .red, state: DrawState())
            ])
        try canvas.draw(list)
        XCTAssertEqual(
            canvas.renderer.lastDamage, [PixelRect(x: 0, y: 0, width: 100, height: 100)], "the first frame is whole")
        try canvas.draw(list)
        XCTAssertEqual(canvas.renderer.lastDamage, [])
        XCTAssertEqual(canvas.renderer.stats.damagedPixels, 0)
        var moved = list
        moved.ops[0] = .fill(
            rect: CGRect(x: 12, y: 10, width: 20, height: 20), cornerRadius: 4, color: .red, state: DrawState())
        try canvas.draw(moved)
        XCTAssertEqual(
            canvas.renderer.lastDamage, [PixelRect(x: 9, y: 9, width: 24, height: 22)],
            "the square's old and new places, a pixel to spare on each side")
    }
}
