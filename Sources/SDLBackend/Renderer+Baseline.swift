import CSDL2
import Foundation
import ViewKit

/// The benchmark's comparison point: the same list drawn with bare SDL calls only — square
/// corners, no anti-aliasing, no offscreen groups, no shadows, blur as a plain tint. It shares
/// the text and image textures, so it measures the cost of quality, not of caching.
extension Renderer {
    /// Draws `list` the naive way (see the type's notes); groups' children draw directly.
    public func drawBaseline(_ list: DisplayList) throws {
        guard let r = handle else { throw SDLBackendError.invalidDisplayList("the renderer was closed") }
        isDrawingBaseline = true
        defer { isDrawingBaseline = false }
        frame += 1
        stats.beginFrame()
        let (w, h) = device.outputSize()
        targets = [
            TargetFrame(
                texture: nil, originX: 0, originY: 0, width: w, height: h,
                firstOp: 0, opacity: 1, radius: 0, clip: nil, axisAligned: true)
        ]
        appliedClip = nil
        device.setClip(nil)
        let c = list.clearColor.rgba8
        device.setDrawColor(c.r, c.g, c.b, c.a)
        device.clear()
        // Only the visible layers: what a full-screen opaque op hides is skipped here as well.
        let start = firstVisibleOp(in: list).index
        for op in list.ops[start...] { try baselineOp(op, r) }
        // SDL may queue draws; the next frame may draw into the same surface another way.
        device.flush()
    }

    private func baselineOp(_ op: DisplayOp, _ r: OpaquePointer) throws {
        stats.opsDrawn += 1
        switch op {
        case let .fill(rect, _, color, state), let .backdropBlur(rect, _, _, color, state):
            guard applyClip(state.clip, r) else { return }
            setDrawColor(rgba(color, state.opacity), r)
            fillPixels(snappedRect(rect, state.transform), r)
        case let .image(image, _, rect, _, state):
            guard applyClip(state.clip, r) else { return }
            let e = try imageEntry(image, r)
            let level = e.levels[0]
            device.setAlphaMod(level.texture, rgba(.white, state.opacity).a)
            copy(level.texture, SDL_Rect(0, 0, level.width, level.height), snappedRect(rect, state.transform), r)
        case let .text(string, font, color, origin, state):
            guard applyClip(state.clip, r), let e = try textTexture(string, font: font, r) else { return }
            tint(e.texture, rgba(color, state.opacity))
            let (x, y, _, _) = pixelBox(CGRect(origin: origin, size: .zero), state.transform)
            copy(e.texture, SDL_Rect(0, 0, e.width, e.height), SDL_Rect(Int(x), Int(y), e.width, e.height), r)
        case .shadow, .beginGroup, .endGroup:
            return
        }
    }
}
