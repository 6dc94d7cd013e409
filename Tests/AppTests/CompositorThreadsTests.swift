import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// A frame composited in bands on several threads is the frame one thread composites, pixel
/// for pixel: every frame of transitions of several kinds, at 2× and 3×, on 2 and 3 threads, is
/// compared with the same frame drawn whole on one thread (`checksDamage`, whose reference
/// renderer draws on one).
final class CompositorThreadsTests: XCTestCase {
    private var resources: URL { SegueProcess.root.appendingPathComponent("Resources") }

    private func scenarios(_ names: [String]) throws -> [InputScript] {
        let folder = ScenarioFolder(url: SegueProcess.root.appendingPathComponent(ScenarioFolder.checkoutPath))
        let scripts = try folder.loadScenarios(scenes: SegueDemo.sceneNames).filter {
            names.contains(URL(fileURLWithPath: $0.sourceName).deletingPathExtension().lastPathComponent)
        }
        XCTAssertEqual(scripts.count, names.count, "every named scenario was found")
        return scripts
    }

    private func play(_ script: InputScript, scale: CGFloat, threads: Int) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-threads-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: script.scene, resources: resources, scale: scale, outputDirectory: out)
        let renderer = session.canvas.renderer
        renderer.threads = threads
        renderer.checksDamage = true
        try session.play(script)
        let name = "\(script.sourceName) at \(scale)× on \(threads) threads"
        XCTAssertEqual(renderer.threads, threads, name)
        XCTAssertGreaterThan(renderer.compositesSplit, 0, "\(name): no composite was split, so nothing was checked")
        XCTAssertEqual(renderer.damageMismatches, [], name)
    }

    func testTransitionsOnTwoThreadsDrawOneThreadsPixelsAt2x() throws {
        // DamageTests checks seven more at 2× on the renderer's default, one thread per core.
        for script in try scenarios(["card-pull", "zoom-open", "nav-push", "sheet-drag-20"]) {
            try play(script, scale: 2, threads: 2)
        }
    }

    /// Three bands on two cores: the band edges fall elsewhere, and two share a core.
    func testTransitionsOnThreeThreadsDrawOneThreadsPixelsAt3x() throws {
        for script in try scenarios(["card-open", "player"]) {
            try play(script, scale: 3, threads: 3)
        }
    }

    /// `threads` is clamped to 1…64, and the bench and the tools reject what is outside.
    func testThreadsAreClampedAndBadCountsAreNamed() throws {
        let canvas = try HeadlessCanvas(size: CGSize(width: 10, height: 10))
        canvas.renderer.threads = 0
        XCTAssertEqual(canvas.renderer.threads, 1)
        canvas.renderer.threads = 1000
        XCTAssertEqual(canvas.renderer.threads, Renderer.mostThreads)
        let result = try SegueProcess.run(["screenshot", "--threads", "0", "--out", NSTemporaryDirectory()])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--threads must be within 1…64, found 0"), result.stderr)
    }
}
