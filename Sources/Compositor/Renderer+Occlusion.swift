import Foundation
import ViewKit

/// Skips what cannot show: everything drawn before the last top-level op that paints the
/// whole surface opaquely (a full-screen page's background, or a full-screen blur whose cached
/// result is still valid) is hidden, so a list under a presented page costs nothing.
extension Renderer {
    /// The index to start drawing from, how many blur ops come before it (their cache
    /// slots), and whether that op paints the whole surface (so the clear would be wasted).
    func firstVisibleOp(in list: DisplayList) -> (index: Int, blursBefore: Int, covers: Bool) {
        let surface = CGRect(origin: .zero, size: list.size)
        var depth = 0, blurs = 0
        var start = (index: 0, blursBefore: 0, covers: false)
        for (i, op) in list.ops.enumerated() {
            switch op {
            case .beginGroup: depth += 1
            case .endGroup: depth -= 1
            case let .fill(rect, radius, color, state):
                if depth == 0, radius == 0, color.alpha >= 1, isOpaqueCover(rect, state, surface) {
                    start = (i, blurs, true)
                }
            case let .backdropBlur(rect, radius, blur, tint, state):
                if depth == 0, radius == 0, isOpaqueCover(rect, state, surface),
                    hasCachedBlur(slot: blurs, rect: rect, blur: blur, tint: tint, state: state, index: i, list: list)
                {
                    start = (i, blurs, true)
                }
                blurs += 1
            default:
                break
            }
        }
        return start
    }

    /// Whether an op with `rect` and `state` covers the whole surface at full opacity.
    private func isOpaqueCover(_ rect: CGRect, _ state: DrawState, _ surface: CGRect) -> Bool {
        guard state.opacity >= 1, state.transform.isAxisAligned else { return false }
        let shown = rect.applying(state.transform)
        if let clip = state.clip, !clip.contains(surface) { return false }
        return shown.insetBy(dx: -0.01, dy: -0.01).contains(surface)
    }

    /// Whether the blur in `slot` was computed for exactly this backdrop, so the ops under it
    /// need not be drawn again. The root target is opaque, so its blur is too.
    private func hasCachedBlur(
        slot: Int, rect: CGRect, blur: CGFloat, tint: Color, state: DrawState, index: Int, list: DisplayList
    ) -> Bool {
        guard targets.count == 1, let entry = caches.blurs[slot], list.clearColor.alpha >= 1,
            let g = blurGeometry(rect, radius: 0, blur: blur, state: state),
            entry.width == g.out.width, entry.height == g.out.height
        else { return false }
        return entry.key == backdropKey(g, tint: tint, index: index, list: list)
    }
}
