import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A group at full opacity whose only child is an image (the card's page picture, clipped to the
/// card's rounded corners as it closes) is drawn straight into the target under it, its rounded
/// corners drawn aside (Renderer+InPlaceGroup). Every frame is checked against one drawn whole
/// by a renderer that draws every group in a layer of its own, and each frame's bytes against a
/// renderer that never draws a group in place.
final class InPlaceImageGroupTests: XCTestCase {
    /// The card file, 800×1000, decoded whole at 2 pixels a point: opaque.
    private func card() throws -> Image {
        try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2)
    }

    /// A translucent 64×48 gradient: its blend over the target is not a copy.
    private func gradient() -> Image {
        var bytes: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<64 { bytes += [UInt8(x * 4), UInt8(y * 5), 200, UInt8(60 + x + y)] }
        }
        return Image(bitmap: Bitmap(width: 64, height: 48, pixels: bytes), scale: 1, name: "gradient")
    }

    /// Stripes under a 35 % black dim, a white card rounded 18 points at `card`, and over it a
    /// group of the card's rect and corners holding `inside`, in a 320×320-point list.
    private func list(card: CGRect, opacity: Double = 1, inside: [DisplayOp]) -> DisplayList {
        var ops: [DisplayOp] = (0..<16).map { i in
            .fill(
                rect: CGRect(x: 0, y: CGFloat(i) * 20, width: 320, height: 10), cornerRadius: 0,
                color: i % 2 == 0 ? .systemBlue : Color(red: 1, green: 0.8, blue: 0), state: DrawState())
        }
        ops.append(
            .fill(
                rect: CGRect(x: 0, y: 0, width: 320, height: 320), cornerRadius: 0,
                color: .black.withAlphaComponent(0.35), state: DrawState()))
        ops.append(.fill(rect: card, cornerRadius: 18, color: .white, state: DrawState()))
        ops.append(.beginGroup(rect: card, cornerRadius: 18, state: DrawState(opacity: opacity)))
        ops += inside
        ops.append(.endGroup)
        return Fixture.list(320, 320, clear: .white, ops)
    }

    /// `image` whole over `rect`, at `alpha`, clipped to `clip`, rounded `radius`.
    private func picture(
        _ image: Image, _ rect: CGRect, alpha: Double, clip: CGRect, radius: CGFloat = 0,
        transform: CGAffineTransform = .identity
    ) -> DisplayOp {
        .image(
            image, source: CGRect(origin: .zero, size: image.size), rect: rect, cornerRadius: radius,
            state: DrawState(transform: transform, clip: clip, opacity: alpha))
    }

    private func canvas(scale: CGFloat, inPlace: Bool = true) throws -> HeadlessCanvas {
        let canvas = try Fixture.canvas(320, 320, scale: scale)
        canvas.renderer.checksDamage = true
        canvas.renderer.drawsGroupsInPlace = inPlace
        return canvas
    }

    /// The card shrinking and moving by fractions of a point as a close does, its picture fading
    /// out over it, at 1×, 2× and 3×: opaque and translucent pictures, square and rounded.
    /// Each size is drawn for three frames, so the third copies the picture's drawn-size layer
    /// made between frames, and the others resample it.
    func testALonePictureFadingAndShrinkingIsDrawnInPlaceToTheLayersPixels() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            for (name, image, radius) in [("card", try card(), 0), ("gradient", gradient(), 10)]
                as [(String, Image, CGFloat)]
            {
                let canvas = try canvas(scale: scale), layered = try self.canvas(scale: scale, inPlace: false)
                var inPlace: [Int] = [], composited: [Int] = []
                for step in 0..<12 {
                    let t = CGFloat(step / 3)
                    let card = CGRect(
                        x: 20 + 3.37 * t, y: 10 + 11.61 * t, width: 280 - 6.74 * t, height: 300 - 23.2 * t)
                    let shown = CGRect(x: card.minX, y: card.minY, width: card.width, height: card.width * 1.25)
                    let frame = list(
                        card: card,
                        inside: [picture(image, shown, alpha: 1 - 0.07 * Double(step), clip: card, radius: radius)])
                    try canvas.draw(frame)
                    try layered.draw(frame)
                    inPlace.append(canvas.renderer.stats.groupsDrawnInPlace)
                    composited.append(canvas.renderer.stats.groupsComposited)
                    XCTAssertEqual(
                        try canvas.snapshot().pixels, try layered.snapshot().pixels,
                        "\(name) at \(scale)×, frame \(step)")
                    canvas.renderer.prepare([])
                    layered.renderer.prepare([])
                }
                XCTAssertEqual(inPlace, Array(repeating: 1, count: 12), "\(name) at \(scale)×")
                XCTAssertEqual(composited, Array(repeating: 0, count: 12), "\(name) at \(scale)×")
                XCTAssertEqual(canvas.renderer.damageMismatches, [], "\(name) at \(scale)×")
                // Each size's layer, made after its second frame and drawn from in its third.
                XCTAssertEqual(canvas.renderer.stats.drawnSizeLayers, 4, "\(name) at \(scale)×")
            }
        }
    }

    /// A picture whose edges fall exactly half a pixel before its group's snapped origin (the
    /// card's edge swipe at 2×: the page picture at x = 45.5 pixels, the group's layer from 46)
    /// lands on the same pixels drawn in place as in the layer. Rounded in the layer's own
    /// pixels, -0.5 went to -1 and the whole picture one pixel left and up of where it is drawn
    /// in place: 99,461 pixels of that frame differed.
    func testAPictureHalfAPixelBeforeItsGroupsOriginLandsOnTheSamePixelsInPlace() throws {
        let image = try card()
        let inPlace = try canvas(scale: 2), layered = try canvas(scale: 2, inPlace: false)
        let card = CGRect(x: 22.75, y: 49.25, width: 250.5, height: 260.5)
        let scaled = CGAffineTransform(translationX: card.minX, y: card.minY).scaledBy(x: 0.75, y: 0.75)
        let shown = CGRect(x: 0, y: 0, width: card.width / 0.75, height: card.width / 0.75 * 1.25)
        let frame = list(
            card: card,
            inside: [
                .image(
                    image, source: CGRect(origin: .zero, size: image.size), rect: shown, cornerRadius: 0,
                    state: DrawState(transform: scaled, clip: card, opacity: 1))
            ])
        try inPlace.draw(frame)
        try layered.draw(frame)
        XCTAssertEqual(inPlace.renderer.stats.groupsDrawnInPlace, 1)
        XCTAssertEqual(layered.renderer.stats.groupsComposited, 1)
        let a = try inPlace.snapshot().pixels, b = try layered.snapshot().pixels
        XCTAssertEqual(zip(a, b).filter { $0 != $1 }.count, 0)
        XCTAssertEqual(inPlace.renderer.damageMismatches, [])
    }

    /// A group holding anything but one axis-aligned image, or fading, keeps its layer.
    func testAGroupWithMoreThanALonePictureIsDrawnInALayer() throws {
        let image = gradient()
        let card = CGRect(x: 30, y: 30, width: 240, height: 260)
        let shown = CGRect(x: 30, y: 30, width: 240, height: 180)
        let tilted = CGAffineTransform(translationX: 150, y: 120).rotated(by: 0.2).translatedBy(x: -150, y: -120)
        let band = DisplayOp.fill(
            rect: CGRect(x: 30, y: 150, width: 240, height: 30), cornerRadius: 0,
            color: Color.white.withAlphaComponent(0.5), state: DrawState(clip: card))
        let cases: [(String, DisplayList)] = [
            ("a picture and a band", list(card: card, inside: [picture(image, shown, alpha: 0.8, clip: card), band])),
            (
                "a rotated picture",
                list(card: card, inside: [picture(image, shown, alpha: 0.8, clip: card, transform: tilted)])
            ),
            (
                "the group faded",
                list(card: card, opacity: 0.9, inside: [picture(image, shown, alpha: 0.8, clip: card)])
            ),
        ]
        for (name, frame) in cases {
            let canvas = try canvas(scale: 2)
            try canvas.draw(frame)
            XCTAssertEqual(canvas.renderer.stats.groupsDrawnInPlace, 0, name)
            XCTAssertEqual(canvas.renderer.stats.groupsComposited, 1, name)
            XCTAssertEqual(canvas.renderer.damageMismatches, [], name)
        }
    }
}
