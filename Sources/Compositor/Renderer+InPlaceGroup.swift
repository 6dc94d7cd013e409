import CPixman
import Foundation
import ViewKit

/// Groups drawn in place: a group at full opacity whose first child paints it opaquely (a rounded
/// view clipping its subviews over an opaque background, as the mini player's panel does while it
/// rises), or whose only child is an image (the card's page picture clipped to the card as it
/// closes), is drawn straight into the target under it, within its rect, and only its rounded
/// corners are drawn aside. Drawn in a layer of its own, the player's every frame at 2× wrote its
/// 776×1600 pixels twice, once into the layer and once from it onto the window: 4.7 of its 20.8
/// million instructions.
///
/// Why the pixels are the same: past its corners, the group's layer is opaque wherever its first
/// child painted it, so compositing it replaces what is under it with exactly the bytes its ops
/// made there; drawn in place, the first child replaces those pixels too, and the same ops draw
/// over the same bytes. A lone image blends each pixel it covers once: over the clear layer that
/// leaves its premultiplied colour as it is, and the layer's blend over the target is then the one
/// the image's own blend makes there, with the same rounding. Its edges land on the same pixels
/// either way, since they are snapped in output pixels (`snappedRect`), and what it samples is
/// mapped from its own rect, wherever the target's origin is. In each corner square the group's
/// pixels are not opaque at the curve, so there the target's pixels are set aside and cleared
/// first, the ops draw over transparent pixels as they would in the layer, and what they drew is
/// then composited through the corner's circle over the pixels set aside, as a layer's corner is.
/// The damage check's reference draws every group in a layer (`drawsGroupsInPlace` off), so each
/// frame checked holds this to the layer's pixels.
extension Renderer {
    /// Whether the group at op `index`, whose target `frame` would be, can be drawn in place:
    /// full opacity, axis-aligned, and either a single axis-aligned image inside, or no
    /// backdrop blur inside (a blur reads only its group's own pixels) and a first child that
    /// is an opaque fill over the whole group but its corner squares (its own rounded corners
    /// within them, or outside the group).
    func drawsInPlace(_ frame: TargetFrame, opacity: Double, index: Int, in list: DisplayList) -> Bool {
        guard drawsGroupsInPlace, frame.width > 0, frame.axisAligned, alpha(opacity) == 255,
            let full = frame.clip, let end = endOfGroup(at: index, in: list), index + 1 < end
        else { return false }
        // A lone image (a page's picture clipped to its rounded card) writes each pixel once, so
        // blending it over the target gives what blending it over a clear layer and then that
        // layer over the target gives, to the same rounding.
        if end == index + 2, case let .image(_, _, _, _, state) = list.ops[index + 1] {
            return state.transform.isUpright
        }
        guard case let .fill(rect, radius, color, state) = list.ops[index + 1], color.alpha * state.opacity >= 1,
            state.transform.isAxisAligned, !list.ops[(index + 1)..<end].contains(where: \.isBlur)
        else { return false }
        if let clip = state.clip, !pixelsOfClip(clip).contains(full) { return false }
        let painted = snappedRect(rect, state.transform)
        guard painted.contains(full) else { return false }
        let paintedRadius = radiusPixels(radius, state.transform, fitting: painted)
        for corner in 0..<4 {
            let curve = PixelCanvas.cornerSquare(of: painted, radius: paintedRadius, corner: corner).intersection(full)
            let aside = PixelCanvas.cornerSquare(of: full, radius: frame.radius, corner: corner)
            if !curve.isEmpty, !aside.contains(curve) { return false }
        }
        return true
    }

    /// Opens `frame`'s group in place: its ops draw into the current target within the
    /// group's visible rect, and the corner squares within what this frame redraws are set
    /// aside and cleared.
    func beginGroupInPlace(_ frame: TargetFrame) throws {
        let parent = top
        // The group's visible pixels, in the parent target's.
        let area = PixelRect(frame.originX - parent.originX, frame.originY - parent.originY, frame.width, frame.height)
        var saved: [SavedCorner] = []
        if frame.radius > 0, let full = frame.clip, let redrawn = clipPixels(nil) {
            for corner in 0..<4 {
                let square = PixelCanvas.cornerSquare(of: full, radius: frame.radius, corner: corner)
                let part = square.intersection(area).intersection(redrawn)
                guard !part.isEmpty else { continue }
                let under = try cornerLayer(part)
                canvas.copyPixels(part, into: under)
                canvas.clearPixels(part)
                saved.append(SavedCorner(corner: corner, square: square, part: part, under: under))
            }
        }
        var inPlace = parent
        (inPlace.firstOp, inPlace.opacity, inPlace.radius, inPlace.clip) = (frame.firstOp, 1, frame.radius, frame.clip)
        (inPlace.limit, inPlace.inPlace, inPlace.opaque, inPlace.retained) = (area, saved, false, nil)
        targets.append(inPlace)
        canvas.setTarget(parent.layer)
    }

    /// Closes group `g`, drawn in place: each corner set aside gets back the pixels from before
    /// the group, with what the group drew there composited over them through the corner's
    /// circle.
    func endGroupInPlace(_ g: TargetFrame, corners: [SavedCorner]) throws {
        canvas.setTarget(top.layer)
        _ = applyClip(nil)
        for saved in corners {
            let drawn = try cornerLayer(saved.part)
            canvas.copyPixels(saved.part, into: drawn)
            canvas.writePixels(of: saved.under, into: saved.part)
            let whole = PixelCanvas.SourceMap(
                source: (0, 0, Double(saved.part.width), Double(saved.part.height)),
                within: drawn.bounds, onto: saved.part)
            canvas.draw(
                drawn, whole, saved.part, throughCorner: saved.corner, radius: g.radius,
                from: (saved.part.x - saved.square.x, saved.part.y - saved.square.y),
                circle: try cornerCircle(g.radius), alpha: 255)
        }
        stats.groupsDrawnInPlace += 1
    }

    /// A layer for a corner's pixels: a few thousand bytes, from the heap.
    private func cornerLayer(_ part: PixelRect) throws -> Layer {
        guard let layer = Layer(width: part.width, height: part.height) else {
            throw SDLBackendError.sdl(
                call: "pixman_image_create_bits(\(part.width)×\(part.height))", reason: "out of memory")
        }
        return layer
    }
}

/// A corner square of a group drawn in place, and the target's pixels there from before it.
struct SavedCorner {
    /// 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right.
    var corner: Int
    /// The whole r×r square, and the part of it this frame redraws, in the target's pixels.
    var square: PixelRect
    var part: PixelRect
    /// The target's pixels of `part` before the group drew.
    var under: Layer
}
