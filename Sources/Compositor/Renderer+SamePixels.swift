import Foundation
import ViewKit

/// Ops that moved in points but not in pixels. Every edge, clip and text origin the renderer
/// draws is snapped to the output's pixels (Renderer+Pixels), and every colour and opacity to
/// 8 bits, so an op that moved by a fraction of a pixel, or faded by less than a level, often
/// draws exactly the pixels it drew. The last frames of a spring are often such frames: at 2×
/// the mini player drifting into place redrew 2.9 million instructions of itself a frame to the
/// same pixels; such a frame now takes 0.7, most of it the display list's building.
///
/// Damage compares the ops of two frames by what they draw: an op whose pixel form (below) is
/// the last frame's changes nothing. The form holds everything its pixels depend on, so two
/// ops with one form draw one set of pixels over the same pixels under them; by induction, a
/// list whose every op has the form of the shown list's draws the output it shows. Ops whose
/// pixels depend on more than the form can say (a backdrop blur, a focus ring, a turned op, a
/// line or an image mirrored or half turned among them) are compared as they are.
extension Renderer {
    /// Whether `a`, drawn in the last frame, and `b`, at its place in this one, draw the same
    /// pixels: they are equal, or their pixel forms are.
    func drawsSamePixels(_ a: DisplayOp, _ b: DisplayOp) -> Bool {
        if a == b { return true }
        // Most ops that changed moved by a pixel or more: their snapped places tell, before the
        // rest of their forms is found (a text line's size is a dictionary lookup). Ops whose
        // places differ have different forms, unless both draw nothing, and those are only
        // drawn again for nothing. At 2× a card pulled down changes most of its ops a frame,
        // and finding all their forms cost each frame 0.07 million instructions.
        guard let place = snappedPlace(of: a), place == snappedPlace(of: b),
            let form = pixelForm(of: a, at: place)
        else { return false }
        return form == pixelForm(of: b, at: place)
    }

    /// Where `op` lands, snapped to the output's pixels: the rect its pixel form starts from (a
    /// text line's: its origin, empty); nil for an op compared only as it is.
    private func snappedPlace(of op: DisplayOp) -> PixelRect? {
        switch op {
        case let .fill(rect, _, _, state), let .image(_, _, rect, _, state), let .beginGroup(rect, _, state):
            return op.isDrawnAxisAligned ? outputSnappedRect(rect, state.transform) : nil
        case let .text(_, _, _, origin, state):
            return op.isDrawnAxisAligned ? snappedTextOrigin(origin, state.transform, into: (0, 0)) : nil
        case let .shadow(rect, _, _, _, offset, state):
            guard state.transform.isAxisAligned else { return nil }
            return outputSnappedRect(
                rect.applying(state.transform).offsetBy(dx: offset.width, dy: offset.height), .identity)
        case .endGroup:
            return .zero
        case .backdropBlur, .focusRing:
            return nil
        }
    }

    /// What `op`'s pixels depend on, in the output's pixels; nil when only the op itself says.
    /// Mirrors the drawing code: `fill`, `drawImage`, `text`, `shadow` and `groupFrame`.
    func pixelForm(of op: DisplayOp) -> PixelForm? {
        snappedPlace(of: op).flatMap { pixelForm(of: op, at: $0) }
    }

    /// `op`'s pixel form, `place` being its `snappedPlace`, which the form is built on rather
    /// than snapped again: damage finds the places of two ops first, and their forms only
    /// when the places agree.
    private func pixelForm(of op: DisplayOp, at place: PixelRect) -> PixelForm? {
        switch op {
        case let .fill(rect, radius, color, state):
            guard state.transform.isAxisAligned else { return nil }
            guard rect.width > 0, rect.height > 0, color.alpha * state.opacity > 0.001 else { return .nothing }
            var c = rgba(color, state.opacity)
            var px = place
            if px.isEmpty { (px, c) = outputHairline(rect, state.transform, c) }
            guard !px.isEmpty else { return .nothing }
            let radius = radiusPixels(radius, state.transform, fitting: px)
            return PixelForm(
                kind: .fill, rect: px, radius: radius, color: PixelForm.packed(c), clip: outputClip(state.clip))
        case let .image(image, source, rect, radius, state):
            guard state.transform.isUpright else { return nil }
            guard rect.width > 0, rect.height > 0, source.width > 0, source.height > 0, state.opacity > 0.001 else {
                return .nothing
            }
            let px = place
            guard !px.isEmpty else { return .nothing }
            return PixelForm(
                kind: .image(ObjectIdentifier(image), source: source), rect: px,
                radius: radiusPixels(radius, state.transform, fitting: px),
                color: PixelForm.packed((255, 255, 255, alpha(state.opacity))),
                clip: outputClip(state.clip))
        case let .text(string, font, color, _, state):
            let t = state.transform
            guard t.isUpright else { return nil }
            guard !string.isEmpty, font.size > 0, color.alpha * state.opacity > 0.001 else { return .nothing }
            // Its drawn size comes from the line's, known once the line was rasterised.
            guard let line = caches.text[TextKey(text: string, font: font, scale: scale)] else { return nil }
            let to = PixelRect(
                place.x, place.y, Self.scaledLength(line.width, t.a), Self.scaledLength(line.height, t.d))
            return PixelForm(
                kind: .text(string, font), rect: to, radius: 0, color: PixelForm.packed(rgba(color, state.opacity)),
                clip: outputClip(state.clip))
        case let .shadow(rect, radius, color, blur, _, state):
            guard state.transform.isAxisAligned else { return nil }
            let c = rgba(color, state.opacity)
            guard rect.width > 0, rect.height > 0, c.a > 0 else { return .nothing }
            let px = place
            guard !px.isEmpty else { return .nothing }
            // The blur enters by its exact width, the patch's radius by the rounded corner's.
            return PixelForm(
                kind: .shadow(blur: blur), rect: px, radius: radiusPixels(radius, state.transform, fitting: px),
                color: PixelForm.packed(c), clip: outputClip(state.clip))
        case let .beginGroup(rect, radius, state):
            guard state.transform.isAxisAligned else { return nil }
            let full = place
            return PixelForm(
                kind: .group(
                    alpha: alpha(state.opacity), drawn: state.opacity > 0.001,
                    empty: rect.width <= 0 || rect.height <= 0),
                rect: full,
                radius: radiusPixels(radius, state.transform, fitting: full), color: 0,
                clip: outputClip(state.clip))
        case .endGroup:
            return PixelForm(kind: .endGroup, rect: .zero, radius: 0, color: 0, clip: nil)
        case .backdropBlur, .focusRing:
            return nil
        }
    }

    /// `snappedRect` in the output's pixels, whatever the current target.
    private func outputSnappedRect(_ rect: CGRect, _ t: CGAffineTransform) -> PixelRect {
        snappedRect(rect, t, origin: (0, 0))
    }

    /// `pixelsOfClip` in the output's pixels; nil for no clip.
    private func outputClip(_ clip: CGRect?) -> PixelRect? {
        clip.map { pixelsOfClip($0, origin: (0, 0)) }
    }

    /// `hairline` in the output's pixels: its pixel and its alpha, which is the exact area.
    private func outputHairline(_ rect: CGRect, _ t: CGAffineTransform, _ c: RGBA8) -> (PixelRect, RGBA8) {
        hairline(rect, t, c, origin: (0, 0))
    }
}

/// What an op's pixels depend on, in the output's pixels (see Renderer+SamePixels).
struct PixelForm: Equatable {
    enum Kind: Equatable {
        /// An op that draws no pixel: fully transparent, empty, or snapped to nothing.
        case nothing
        case fill
        /// The image, and the part of it shown, in its points.
        case image(ObjectIdentifier, source: CGRect)
        case text(String, Font)
        /// A shadow's blur in points (its standard deviation follows from it).
        case shadow(blur: CGFloat)
        /// A group's 8-bit alpha, which it is composited at and which decides how it is drawn
        /// (in place at 255: Renderer+InPlaceGroup), whether it is drawn at all (an opacity
        /// over 0.001: Renderer+Group), and whether its rect is empty. A group that faded by
        /// less than a level draws what it drew: the tail of a spring fading a page out.
        case group(alpha: UInt8, drawn: Bool, empty: Bool)
        case endGroup
    }

    var kind: Kind
    /// The snapped rect (for text: where the line lands, and its drawn size).
    var rect: PixelRect
    /// The corner radius in whole pixels.
    var radius: Int
    /// The 8-bit colour drawn, opacity folded in (an image's: its alpha), as 0xAARRGGBB.
    var color: UInt32
    /// The snapped clip; nil for none.
    var clip: PixelRect?

    static let nothing = PixelForm(kind: .nothing, rect: .zero, radius: 0, color: 0, clip: nil)

    static func packed(_ c: RGBA8) -> UInt32 {
        UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }
}
