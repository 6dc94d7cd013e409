import Foundation
import ViewKit

/// The backdrop blurs of a view about to fade, made between frames (`Window.prepareToFade(_:)`).
///
/// A fading view with subviews is drawn in a group, and a backdrop blur inside a group blurs
/// only what the group drew before it (Renderer+Group), not the blur the view showed at full
/// opacity. So the fade's first frame made a new blur: the mini player's bar, fading out as the
/// player opens, at 1× 1.8 million instructions of that frame's 6.3. But what such a blur reads
/// depends on the group's own ops and place alone, which a recording of the view as it will
/// fade holds: the blur is made from it between frames, keyed as the fade's first frame keys
/// it (`backdropKey`), and set aside where that frame's blur op finds it by its key
/// (`blurMoved`). The pixels are those the frame would make: the same ops drawn into the same
/// group, blurred by the same code.
extension Renderer {
    /// Makes the backdrop blurs inside each top-level group of `list` (window points, as a
    /// frame draws them), drawing nothing in the output.
    func prepareGroupBlurs(in list: DisplayList) {
        guard !isClosed, list.isBalanced, list.ops.contains(where: \.isBlur) else { return }
        let saved = (targets, canvas.target, canvas.clip, blurSlot)
        let within = (damage.drawingWithin, coverCulling.drawingWithin)
        defer {
            (targets, blurSlot) = (saved.0, saved.3)
            canvas.setTarget(saved.1 === canvas.output ? nil : saved.1)
            canvas.clip = saved.2
            (damage.drawingWithin, coverCulling.drawingWithin) = within
        }
        resetTargets()
        // The whole group is drawn, as a frame that blurs in it draws it (`requireRedrawn`).
        (damage.drawingWithin, coverCulling.drawingWithin) = (nil, nil)
        var index = 0
        while index < list.ops.count {
            guard case .beginGroup = list.ops[index], let end = endOfGroup(at: index, in: list) else {
                index += 1
                continue
            }
            if let last = (index..<end).last(where: { list.ops[$0].isBlur }) {
                try? blurs(inGroupAt: index, through: last, in: list)
            }
            index = end + 1
        }
    }

    /// Draws the group opened at `index` into a layer of its own, up to its last blur op at
    /// `last`, making and setting aside each blur on the way; then lets the layers go.
    private func blurs(inGroupAt index: Int, through last: Int, in list: DisplayList) throws {
        guard case let .beginGroup(rect, radius, state) = list.ops[index] else { return }
        let depth = targets.count
        defer {
            while targets.count > depth {
                if let layer = targets.removeLast().layer { releaseTarget(layer) }
            }
        }
        try beginGroup(rect, radius: radius, state: state, index: index, list: list, inPlace: false)
        for i in (index + 1)...last {
            if case let .backdropBlur(rect, radius, blur, tint, state) = list.ops[i] {
                try blurAhead(rect, radius: radius, blur: blur, tint: tint, state: state, index: i, list: list)
            } else {
                try executeOp(list.ops[i], at: i, in: list)
            }
        }
    }

    /// The blur op at `index` of a group being drawn ahead: its blur found by its key or made
    /// and set aside, then drawn into the group as a frame draws it, for the ops after it.
    private func blurAhead(
        _ rect: CGRect, radius: CGFloat, blur: CGFloat, tint: Color, state: DrawState, index: Int, list: DisplayList
    ) throws {
        guard state.opacity > 0.001, let g = blurGeometry(rect, radius: radius, blur: blur, state: state),
            let shown = clipPixels(state.clip)
        else { return }
        let key = backdropKey(g, tint: tint, index: index, list: list)
        var entry = caches.blurs.values.first { $0.key == key && $0.width == g.out.width && $0.height == g.out.height }
        if entry == nil {
            let made = try computeBlur(g, tint: tint, key: key, enlarged: g.radius > 0)
            setAside(made)
            stats.groupBlursPrepared += 1
            entry = made
        }
        guard let e = entry, case let area = shown.intersection(g.out), !area.isEmpty else { return }
        canvas.clip = area
        drawBlur(e, onto: g.out, opacity: state.opacity)
    }
}
