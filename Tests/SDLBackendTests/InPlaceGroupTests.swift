import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A group at full opacity whose first child paints it opaquely is drawn straight into the
/// target under it, its rounded corners drawn aside (Renderer+InPlaceGroup). Every frame here
/// is checked against one drawn whole by a renderer that draws every group in a layer of its
/// own, and the last frame against a renderer that never draws a group in place.
final class InPlaceGroupTests: XCTestCase {
    /// Stripes to show through the corners, then a player-like panel at `origin`, `size`
    /// points, rounded 20 (`radius`): its opaque background (`background`, taller than the
    /// panel by `overhang`), a red square over its top-left corner, a translucent band across
    /// its right edge, and a line of text.
    private func ops(
        origin: CGPoint, size: CGSize = CGSize(width: 200, height: 240), radius: CGFloat = 20,
        background: Color = Color(red: 0.22, green: 0.24, blue: 0.33, alpha: 1), backgroundRadius: CGFloat? = nil,
        overhang: CGFloat = 12, opacity: Double = 1, inside: [DisplayOp] = []
    ) -> [DisplayOp] {
        let panel = CGRect(origin: origin, size: size)
        let clip = DrawState(clip: panel)
        return [
            .beginGroup(rect: panel, cornerRadius: radius, state: DrawState(opacity: opacity)),
            .fill(
                rect: CGRect(x: panel.minX, y: panel.minY, width: panel.width, height: panel.height + overhang),
                cornerRadius: backgroundRadius ?? radius, color: background, state: clip),
            .fill(
                rect: CGRect(x: panel.minX - 6, y: panel.minY - 6, width: 40, height: 40), cornerRadius: 6, color: .red,
                state: clip),
            .fill(
                rect: CGRect(x: panel.maxX - 30, y: panel.midY, width: 60, height: 24), cornerRadius: 4,
                color: Color.white.withAlphaComponent(0.45), state: clip),
            .text(
                "Critically Damped", font: Font(size: 18, weight: .semibold), color: .white,
                origin: CGPoint(x: panel.minX + 14, y: panel.midY - 40), state: clip),
        ] + inside + [.endGroup]
    }

    /// `panel` over striped stripes under a 35 % black dim, in a 320×320-point list.
    private func list(_ panel: [DisplayOp]) -> DisplayList {
        var stripes: [DisplayOp] = []
        for i in 0..<16 {
            stripes.append(
                .fill(
                    rect: CGRect(x: 0, y: CGFloat(i) * 20, width: 320, height: 10), cornerRadius: 0,
                    color: i % 2 == 0 ? .systemBlue : Color(red: 1, green: 0.8, blue: 0), state: DrawState()))
        }
        let dim = DisplayOp.fill(
            rect: CGRect(x: 0, y: 0, width: 320, height: 320), cornerRadius: 0, color: .black.withAlphaComponent(0.35),
            state: DrawState())
        return Fixture.list(320, 320, clear: .white, stripes + [dim] + panel)
    }

    private func canvas(scale: CGFloat, inPlace: Bool = true) throws -> HeadlessCanvas {
        let canvas = try Fixture.canvas(320, 320, scale: scale, fonts: true)
        canvas.renderer.checksDamage = true
        canvas.renderer.drawsGroupsInPlace = inPlace
        return canvas
    }

    /// The panel rising and growing as the player does, by fractions of a point, at 1×, 2× and
    /// 3×: each frame draws it in place, no layer is composited, and every frame's pixels are
    /// those of the panel drawn in a layer (the damage check), the last one byte for byte.
    func testAMovingOpaquePanelIsDrawnInPlaceToTheLayersPixels() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let canvas = try canvas(scale: scale), layered = try self.canvas(scale: scale, inPlace: false)
            var inPlace: [Int] = [], composited: [Int] = []
            for step in 0..<8 {
                let t = CGFloat(step)
                let panel = ops(
                    origin: CGPoint(x: 40 - 2.37 * t, y: 150 - 13.61 * t),
                    size: CGSize(width: 200 + 4.74 * t, height: 140 + 13.61 * t))
                try canvas.draw(list(panel))
                try layered.draw(list(panel))
                inPlace.append(canvas.renderer.stats.groupsDrawnInPlace)
                composited.append(canvas.renderer.stats.groupsComposited)
            }
            XCTAssertEqual(inPlace, Array(repeating: 1, count: 8), "at \(scale)×")
            XCTAssertEqual(composited, Array(repeating: 0, count: 8), "at \(scale)×")
            XCTAssertEqual(layered.renderer.stats.groupsComposited, 1)
            XCTAssertEqual(canvas.renderer.damageMismatches, [], "at \(scale)×")
            XCTAssertEqual(try canvas.snapshot().pixels, try layered.snapshot().pixels, "at \(scale)×")
        }
    }

    /// A panel in place holding another (a card's page holding a rounded card), and one cut by
    /// the window's edge, two of its corners out, redrawn only where a square moving over its
    /// bottom-left corner changes.
    func testNestedAndCutPanelsAreDrawnInPlaceToTheLayersPixels() throws {
        let canvas = try canvas(scale: 2), layered = try self.canvas(scale: 2, inPlace: false)
        for step in 0..<4 {
            let card = ops(
                origin: CGPoint(x: 70, y: 60), size: CGSize(width: 120, height: 90), radius: 14, background: .white,
                overhang: 0)
            // Translucent, so the corner under it is drawn, not culled.
            let marker = DisplayOp.fill(
                rect: CGRect(x: 220 + CGFloat(step) * 3.3, y: 66, width: 24, height: 24), cornerRadius: 0,
                color: Color(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.5), state: DrawState())
            var panels = ops(origin: CGPoint(x: 50, y: 40), inside: card)
            panels += ops(origin: CGPoint(x: 230, y: -30), size: CGSize(width: 160, height: 120)) + [marker]
            try canvas.draw(list(panels))
            try layered.draw(list(panels))
            // Every group opens and closes each frame; only the damage is drawn in them.
            XCTAssertEqual(canvas.renderer.stats.groupsDrawnInPlace, 3, "frame \(step)")
            XCTAssertEqual(canvas.renderer.stats.groupsComposited, 0, "frame \(step)")
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        XCTAssertEqual(try canvas.snapshot().pixels, try layered.snapshot().pixels)
    }

    /// Groups whose layer is not opaque past its corners, or that a blur inside reads, are drawn
    /// in a layer of their own.
    func testGroupsThatAreNotOpaqueOrHoldABlurAreDrawnInALayer() throws {
        let at = CGPoint(x: 40, y: 40)
        let blur = DisplayOp.backdropBlur(
            rect: CGRect(x: 60, y: 60, width: 80, height: 40), cornerRadius: 0, blur: 10,
            tint: Color.white.withAlphaComponent(0.5), state: DrawState())
        let cases: [(String, [DisplayOp])] = [
            ("faded", ops(origin: at, opacity: 0.9)),
            ("translucent background", ops(origin: at, background: Color.gray.withAlphaComponent(0.9))),
            ("background rounder than the group", ops(origin: at, backgroundRadius: 32, overhang: 0)),
            ("background shorter than the group", ops(origin: at, overhang: -20)),
            ("a blur inside", ops(origin: at, inside: [blur])),
        ]
        for (name, panel) in cases {
            let canvas = try canvas(scale: 2)
            try canvas.draw(list(panel))
            XCTAssertEqual(canvas.renderer.stats.groupsDrawnInPlace, 0, name)
            XCTAssertEqual(canvas.renderer.stats.groupsComposited, 1, name)
            XCTAssertEqual(canvas.renderer.damageMismatches, [], name)
        }
    }

    /// A group drawn in place takes no layer from the pool: the panel at 2× writes no new layer
    /// pages beyond the output's, where a layer of its own writes its 448×512 pixels.
    func testAGroupDrawnInPlaceMakesNoLayer() throws {
        let panel = ops(origin: CGPoint(x: 40, y: 40))
        let inPlace = try canvas(scale: 2), layered = try self.canvas(scale: 2, inPlace: false)
        let before = (inPlace.renderer.newLayerBytes, layered.renderer.newLayerBytes)
        try inPlace.draw(list(panel))
        try layered.draw(list(panel))
        XCTAssertEqual(inPlace.renderer.newLayerBytes - before.0, 0)
        XCTAssertEqual(layered.renderer.newLayerBytes - before.1, 448 * 512 * 4)
        XCTAssertEqual(inPlace.renderer.caches.targetPool.count, 0)
    }
}
