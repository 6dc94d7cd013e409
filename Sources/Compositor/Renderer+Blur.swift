import Foundation
import ViewKit

/// Backdrop blur (iOS's UIVisualEffectView): blur what is already drawn under a rect, lay a
/// tint over it, and keep the result while the backdrop does not change, so a blur fading in
/// or out over a still backdrop is blurred once and only its fade changes.
extension Renderer {
    /// Where a blur op draws, in the current target's pixels.
    struct BlurGeometry {
        /// The op's rect, snapped.
        var px: PixelRect
        /// The part of `px` within its clip (not within the frame's damage): what the blur holds.
        var out: PixelRect
        /// The clip the backdrop is read within.
        var clip: PixelRect
        /// Corner radius in pixels.
        var radius: Int
        /// Gaussian standard deviation in pixels.
        var sigma: Double

        /// The pixels the blur reads: only those under it, as a CABackdropLayer captures its
        /// own bounds (its `marginWidth` is 0). Past them the nearest one repeats, so what is
        /// drawn beside the blur (a bar fading in above a tab bar) never changes it.
        var reach: PixelRect { out }
    }

    /// Draws a backdrop blur op: within `parts` (output pixels) when later opaque ops cover the
    /// rest of it, else wherever the frame redraws it. Its backdrop is keyed and its cache
    /// looked up once, however many parts it is composited in.
    func backdropBlur(
        _ rect: CGRect, radius: CGFloat, blur: CGFloat, tint: Color, state: DrawState, index: Int, list: DisplayList,
        within parts: [PixelRect]? = nil
    ) throws {
        // Every blur op owns the slot of its position among blur ops, drawn or not, so skipping
        // hidden ops (see firstVisibleOp) keeps the numbering.
        let slot = blurSlot
        blurSlot += 1
        guard state.opacity > 0.001, let g = blurGeometry(rect, radius: radius, blur: blur, state: state),
            let shown = clipPixels(state.clip)
        else { return }
        // Outside the part of the frame that changed, and under what covers it, the pixels it
        // left there stand.
        let o = top
        let areas = (parts.map { $0.map { shown.intersection($0.offsetBy(-o.originX, -o.originY)) } } ?? [shown])
            .filter { $0.intersects(g.out) }
        guard !areas.isEmpty else { return }
        let key = backdropKey(g, tint: tint, index: index, list: list)
        var entry = caches.blurs[slot]
        if entry?.key != key || entry?.width != g.out.width || entry?.height != g.out.height {
            let found = blurMoved(to: slot, key: key, g)
            if found == nil { try requireRedrawn(g.reach) }
            keepDisplaced(from: slot)
            // Drawn straight from its reduced resolution: a backdrop that changes every frame
            // (a page sliding under the status bar) is enlarged once a frame, not twice.
            entry = try found ?? computeBlur(g, tint: tint, key: key, enlarged: g.radius > 0)
        } else if var e = entry, e.layer == nil {
            // The same blur in a second frame: scaled once, and copied from then on.
            e.layer = try enlarged(e, g)
            entry = e
        }
        guard var e = entry else { return }
        e.lastUsed = frame
        caches.blurs[slot] = e
        for area in areas {
            canvas.clip = area
            drawBlur(e, onto: g.out, opacity: state.opacity)
            if e.layer == nil { stats.drawCalls += 1 }
        }
    }

    /// Draws blur `e` over `out` (pixels of the current target) at `opacity`, within the
    /// canvas's clip: copied from its enlarged layer when it has one, else enlarged straight
    /// from its reduced resolution.
    func drawBlur(_ e: BlurEntry, onto out: PixelRect, opacity: Double) {
        if let layer = e.layer {
            copy(layer, PixelRect(0, 0, e.width, e.height), out, alpha: alpha(opacity))
        } else {
            canvas.draw(e.reduced, onto: out, alpha: alpha(opacity))
        }
    }

    /// The blur another slot holds for the same backdrop and size, taken for `slot`: a blur op
    /// whose place among blur ops changed finds the blur it had. The mini player's bar fades
    /// out in a group as the player opens, its blur computed there in the first slot; the tab
    /// bar's blur takes that slot once the bar has gone (`keepDisplaced`), and the bar, fading
    /// in as the player closes, finds its blur again; and a blur made between frames for a
    /// group about to fade (Renderer+FadingGroup) is found so in the fade's first frame. Only
    /// an entry no op has drawn this frame is taken.
    private func blurMoved(to slot: Int, key: Int, _ g: BlurGeometry) -> BlurEntry? {
        guard
            let (other, entry) = caches.blurs.first(where: { other, entry in
                other != slot && entry.key == key && entry.width == g.out.width && entry.height == g.out.height
                    && entry.lastUsed < frame
            })
        else { return nil }
        caches.blurs[other] = nil
        stats.blursMoved += 1
        return entry
    }

    /// Moves `slot`'s blur, which another backdrop is replacing, to one of the
    /// `Caches.displacedBlurSlots` (negative slots, which no op draws from), giving up the least
    /// recently drawn one there; `blurMoved` finds it. Age and the cache's limits evict it as
    /// any blur.
    private func keepDisplaced(from slot: Int) {
        guard let entry = caches.blurs.removeValue(forKey: slot), entry.lastUsed < frame else { return }
        setAside(entry)
    }

    /// Keeps `entry` in one of the `Caches.displacedBlurSlots`, giving up the least recently
    /// drawn one there, for a blur op to find by its key (`blurMoved`).
    func setAside(_ entry: BlurEntry) {
        let slots = Caches.displacedBlurSlots
        let free = slots.first { caches.blurs[$0] == nil }
        let kept = free ?? slots.min { caches.blurs[$0]!.lastUsed < caches.blurs[$1]!.lastUsed }!
        caches.blurs[kept] = entry
    }

    /// Enlarges into its layer each blur the last frame drew straight from its reduced
    /// resolution, so the next frame that draws it copies it: the tab bar's blur, drawn once as
    /// the scene came up, is copied by the first frame of the transition that follows, which
    /// would otherwise enlarge it then. `FrameDriver` calls it after a frame at rest only: a blur
    /// whose backdrop changes every frame (a page sliding under the status bar) is enlarged once
    /// in each frame, and enlarging it between frames as well would do it twice. The pixels are
    /// the same either way (`BackdropBlurTests`).
    package func enlargeBlursAtRest() {
        guard !isClosed else { return }
        for (slot, entry) in caches.blurs where entry.layer == nil && entry.lastUsed == frame {
            // A blur drawn from its reduced resolution has no rounded corners to mask (see
            // `backdropBlur`), so its layer is the plain enlargement.
            guard let made = try? makeLayer(entry.width, entry.height),
                canvas.enlarge(entry.reduced, into: made, size: (entry.width, entry.height))
            else { continue }
            caches.blurs[slot]?.layer = made
            stats.blursEnlargedAtRest += 1
        }
    }

    /// The blur op's pixels in the current target; nil when it shows nothing.
    func blurGeometry(_ rect: CGRect, radius: CGFloat, blur: CGFloat, state: DrawState) -> BlurGeometry? {
        guard rect.width > 0, rect.height > 0, let clip = clipPixels(state.clip, withinDamage: false) else {
            return nil
        }
        let t = state.transform
        let px = snappedRect(rect, t)
        let out = px.intersection(clip)
        guard !out.isEmpty else { return nil }
        return BlurGeometry(
            px: px, out: out, clip: clip, radius: t.isAxisAligned ? radiusPixels(radius, t, fitting: px) : 0,
            sigma: Double(blur * scale) / 2)
    }

    /// A hash of everything that decides the blurred pixels: the blur's own parameters and
    /// every op drawn before it in this target whose bounds overlap the pixels it reads.
    func backdropKey(_ g: BlurGeometry, tint: Color, index: Int, list: DisplayList) -> Int {
        var h = Hasher()
        h.combine(g.px); h.combine(g.out); h.combine(g.radius); h.combine(g.sigma); h.combine(tint)
        h.combine(top.originX); h.combine(top.originY)
        if targets.count == 1 { h.combine(list.clearColor) }
        // In window points. An op whose bounds only meet its edge covers no part of a pixel it
        // reads (Foundation on Linux counts rects that only touch as intersecting).
        let read = g.reach.offsetBy(top.originX, top.originY).cgRect
        let reach = CGRect(
            x: read.minX / scale, y: read.minY / scale, width: read.width / scale, height: read.height / scale)
        func touches(_ op: DisplayOp) -> Bool {
            let common = Renderer.bounds(of: op).intersection(reach)
            return !common.isNull && common.width > 0 && common.height > 0
        }
        // The ops in their order, not their positions in the list: a view added or removed
        // away from the blur (a cell hidden as its photo flies) shifts every later op, and the
        // backdrop it left alone must not be blurred again. A group's end counts when its
        // beginning did, so an op inside the group and the same op after it differ.
        var opened: [Bool] = []
        for i in top.firstOp..<index {
            let op = list.ops[i]
            switch op {
            case .beginGroup:
                let touched = touches(op)
                opened.append(touched)
                if touched { h.combine(op) }
            case .endGroup:
                if opened.popLast() == true { h.combine(op) }
            default:
                if touches(op) { h.combine(op) }
            }
        }
        return h.finalize()
    }

    /// Window-point bounds an op can touch (generous where unknown, such as text width).
    static func bounds(of op: DisplayOp) -> CGRect {
        func clipped(_ r: CGRect, _ s: DrawState) -> CGRect { s.clip.map { r.intersection($0) } ?? r }
        switch op {
        case let .fill(rect, _, _, s), let .image(_, _, rect, _, s), let .backdropBlur(rect, _, _, _, s),
            let .beginGroup(rect, _, s):
            return clipped(rect.applying(s.transform), s)
        case let .shadow(rect, _, _, blur, offset, s):
            let r = rect.applying(s.transform).offsetBy(dx: offset.width, dy: offset.height)
            return clipped(r.insetBy(dx: -blur * 1.5, dy: -blur * 1.5), s)
        case let .text(string, font, _, origin, s):
            let box = CGRect(
                x: origin.x, y: origin.y, width: font.size * CGFloat(string.count), height: font.size * 1.5)
            return clipped(box.applying(s.transform), s)
        case let .focusRing(rect, _, _, width, s):
            return clipped(rect.insetBy(dx: -width / 2, dy: -width / 2).applying(s.transform), s)
        case .endGroup:
            return .null
        }
    }

    /// The blur of the target's pixels under `g`, at its reduced resolution, and enlarged into
    /// its layer too when `enlarged` (a blur with rounded corners, or one blurred between frames
    /// to fade in). Only pixels under it and inside its clip are read (`BlurGeometry.reach`):
    /// beyond them the nearest read pixel repeats.
    func computeBlur(_ g: BlurGeometry, tint: Color, key: Int, enlarged: Bool) throws -> BlurEntry {
        stats.blurComputations += 1
        let margin = Int((3 * g.sigma).rounded(.up))
        let request = PixelCanvas.BlurRequest(
            region: g.out.insetBy(-margin), readable: g.reach, out: g.out, sigma: g.sigma, tint: tint)
        canvas.clip = nil
        guard let reduced = canvas.blur(request) else {
            throw SDLBackendError.sdl(call: "pixman blur of \(g.out)", reason: "could not make its images")
        }
        var entry = BlurEntry(
            key: key, reduced: reduced, layer: nil, width: g.out.width, height: g.out.height, lastUsed: frame)
        if enlarged { entry.layer = try self.enlarged(entry, g) }
        return entry
    }

    /// `entry`'s blur enlarged to the size shown, its corners masked to the op's rounded rect.
    func enlarged(_ entry: BlurEntry, _ g: BlurGeometry) throws -> Layer {
        let made = try makeLayer(entry.width, entry.height)
        guard canvas.enlarge(entry.reduced, into: made, size: (entry.width, entry.height)) else {
            throw SDLBackendError.sdl(
                call: "pixman enlargement of the blur of \(g.out)", reason: "could not make its images")
        }
        if g.radius > 0 {
            // Only the rounded rect's coverage stays; `out` lies within `px`, so only corners clear.
            PixelCanvas.keepInside(g.px.offsetBy(-g.out.x, -g.out.y).cgRect, radius: Double(g.radius), of: made)
            made.isOpaque = false
        }
        return made
    }
}
