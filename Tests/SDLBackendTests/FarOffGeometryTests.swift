import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// Geometry gone wild in an app (a view scaled by 10³⁰⁰, moved 10¹⁵ points away, or squashed to
/// nothing) is drawn as far-off or empty, never overflowing `Int` and stopping the app: every
/// edge, line size and damage rect is clamped to ±10⁹ pixels. A text line under a far-off scale
/// used to stop the renderer twice: in its drawn size and in its damage rect.
final class FarOffGeometryTests: XCTestCase {
    /// One op of every kind, in a group, under `transform`; a focus ring and a backdrop blur
    /// over the grey backdrop.
    private func ops(under transform: CGAffineTransform) -> [DisplayOp] {
        var state = DrawState()
        state.transform = transform
        let rect = CGRect(x: 10, y: 10, width: 60, height: 40)
        let image = Image(bitmap: Bitmap(width: 20, height: 20, fill: .red), name: "red")
        return [
            .fill(rect: CGRect(x: 0, y: 0, width: 200, height: 120), cornerRadius: 0, color: .gray, state: DrawState()),
            .beginGroup(rect: rect, cornerRadius: 8, state: DrawState(opacity: 0.5)),
            .shadow(
                rect: rect, cornerRadius: 8, color: .black, blur: 6, offset: CGSize(width: 0, height: 3), state: state),
            .fill(rect: rect, cornerRadius: 8, color: .white, state: state),
            .image(image, source: CGRect(x: 0, y: 0, width: 20, height: 20), rect: rect, cornerRadius: 4, state: state),
            .text("Far", font: Font(size: 17, weight: .bold), color: .black, origin: rect.origin, state: state),
            .endGroup,
            .backdropBlur(rect: rect, cornerRadius: 8, blur: 10, tint: Color(white: 1, alpha: 0.3), state: state),
            .focusRing(rect: rect, cornerRadius: 8, color: Color(red: 0, green: 0.4, blue: 1), width: 3, state: state),
        ]
    }

    func testEveryOpUnderAFarOffTransformDrawsAndItsDamageAgrees() throws {
        let canvas = try Fixture.canvas(200, 120, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        let wild: [CGAffineTransform] = [
            CGAffineTransform(scaleX: 1e300, y: 1e300),
            CGAffineTransform(scaleX: -1e300, y: 1e300),
            CGAffineTransform(translationX: 1e15, y: -1e15),
            CGAffineTransform(translationX: -1e300, y: 1e300),
            CGAffineTransform(scaleX: 1e-300, y: 1e-300),
            CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1e300, y: 1e300),
            CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 1e15, y: 1e15),
        ]
        // Each wild frame between two sane ones: the sane frame after it draws whole again.
        for transform in wild {
            try canvas.draw(Fixture.list(200, 120, clear: .white, ops(under: .identity)))
            try canvas.draw(Fixture.list(200, 120, clear: .white, ops(under: transform)))
        }
        try canvas.draw(Fixture.list(200, 120, clear: .white, ops(under: .identity)))
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        // The last, sane frame is what a renderer that never saw the wild ones draws.
        let fresh = try Fixture.canvas(200, 120, scale: 2, fonts: true)
        try fresh.draw(Fixture.list(200, 120, clear: .white, ops(under: .identity)))
        XCTAssertEqual(words(canvas), words(fresh))
        XCTAssertNotEqual(words(fresh).first, words(fresh)[60 * 400 + 80], "the card is drawn")
    }

    private func words(_ canvas: HeadlessCanvas) -> [UInt32] {
        let out = canvas.renderer.canvas.output
        return (0..<out.height).flatMap { y in (0..<out.width).map { out.bits[y * out.rowWords + $0] } }
    }
}
