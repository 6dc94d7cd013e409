import Foundation
import ViewKit

/// What the output shows, so the next frame can redraw and present only what changed.
struct DamageState {
    /// The list the output holds; nil before the first frame and after `invalidate()`.
    var shown: DisplayList?
    /// Output pixels each op of `shown` can touch.
    var shownBounds: [PixelRect] = []
    /// The output's size when `shown` was drawn.
    var outputBounds = PixelRect.zero
    /// While a frame draws: the output pixels it redraws (its damage's bounds); nil otherwise,
    /// as while a snapshot draws, which draws all of its list.
    var drawingWithin: PixelRect?
    /// The rects the last frame changed.
    var last: [PixelRect] = []
    /// The rects frames changed since a presenter last took them.
    var unpresented = DamageRegion()
    /// Whether frames redraw only what changed.
    var isTracking = true
}

/// The part of the output one frame redraws: a few rects, and their bounds.
struct DamageRegion {
    var rects: [PixelRect] = []
    var bounds: PixelRect? { rects.isEmpty ? nil : rects.dropFirst().reduce(rects[0]) { $0.union($1) } }
}

/// Where a frame starts drawing (see `Renderer.frameStart(for:)`).
struct FrameStart {
    /// The first op that shows, the blur ops before it, and whether it covers the output.
    var visible: (index: Int, blursBefore: Int, covers: Bool)
    /// The kept prefix the list begins with: its length, and the blur ops in it.
    var kept: (count: Int, blurSlots: Int)?
}

/// A blur had to read a backdrop the frame did not redraw; the frame starts again, whole.
struct RedrawAll: Error {}

/// Damage: the rects a frame changes, found by comparing its display list with the last one,
/// op by op, as Flutter's and Core Animation's compositors track what is dirty. A frame draws
/// within their bounds and a window presents only them, so a row's press highlight or a small
/// spring costs its own pixels, not the whole window's.
extension Renderer {
    /// Rects the last frame changed, in output pixels: present these alone. Empty when it
    /// changed nothing; the whole output after `invalidate()`.
    public var lastDamage: [PixelRect] { damage.last }

    /// The most rects `lastDamage` holds; beyond it, the closest are merged.
    public static let maxDamageRects = 8

    /// Whether a frame redraws only what changed since the last one (the default), or all of it.
    public var tracksDamage: Bool {
        get { damage.isTracking }
        set { (damage.isTracking, damage.shown) = (newValue, nil) }
    }

    /// Redraws the whole output at the next frame: its pixels were replaced, exposed, or drawn by
    /// something else.
    public func invalidate() {
        damage.shown = nil
        dropPrefix()
        dropRetainedGroups(all: true)
    }

    /// Draws `list` within `region` of the output, from the kept prefix when it can, and keeps
    /// the output after the first `stable` ops, which the last frame drew too.
    /// With `continuing`, the frame has begun already: its first ops were drawn and kept as
    /// the prefix, which the output still holds (see Renderer+CarriedPrefix). With `begun`,
    /// the frame has begun too, but the output does not hold the prefix: it is restored as in
    /// any frame (see Renderer+ShortenedPrefix). `known` is where it starts, when the caller
    /// found it already.
    func drawFrame(
        _ list: DisplayList, within region: DamageRegion, bounds opBounds: [PixelRect], stable: Int,
        continuing: Bool = false, begun: Bool = false, from known: FrameStart? = nil
    ) throws {
        // A frame that changes nothing draws nothing, and does not count: what the last frame
        // drew (and the sizes its images wanted) is still what shows.
        guard let bounds = region.bounds else { return continuing || begun ? () : stats.beginFrame() }
        if continuing || begun { resetTargets() } else { beginFrame() }
        (damage.drawingWithin, frameOpBounds) = (bounds, opBounds)
        defer { (damage.drawingWithin, frameOpBounds) = (nil, nil) }
        let begin = known ?? frameStart(for: list)
        var (start, slots, covered) = begin.visible
        if let kept = begin.kept { (start, slots, covered) = (kept.count, kept.blurSlots, true) }
        // A longer prefix than the one restored, or one in place of a prefix no longer shared;
        // kept right before a transparent blur, whose backdrop it then is (see Renderer+Prefix).
        let keepPoint = prefixEnd(in: list, from: start, stable: stable)
        let keepsAfter =
            keepPoint > (begin.kept?.count ?? 0) && mayKeepPrefix(count: keepPoint, skipped: start) ? keepPoint - 1 : -1
        let covers = self.covers(in: list, from: start)
        // The prefix kept must be whole: what ops past it cover is not left out of it, or a
        // later frame would show the holes.
        let prefixCovers = covers.filter { $0.index <= keepsAfter }
        if let kept = begin.kept {
            // The kept pixels are restored only where no op of this frame paints over them.
            let parts = visibleParts(
                of: bounds, at: start - 1, before: blur(after: start - 1, in: list),
                covers: keepsAfter >= start ? prefixCovers : covers)
            restorePrefix(into: bounds, within: parts, list: list, copying: !continuing)
            stats.prefixOpsSkipped = kept.count
        }
        if !covered { canvas.replace(bounds, with: list.clearColor.rgba8) }
        blurSlot = slots
        var nextBlur = start - 1
        // The ops inside a kept group (Renderer+RetainedGroup): skipped while its layer is
        // composited, or drawn whole while it is kept.
        var (reusedUntil, recordedUntil) = (-1, -1)
        for index in start..<list.ops.count {
            let op = list.ops[index]
            if nextBlur < index { nextBlur = list.ops[index...].firstIndex(where: \.isBlur) ?? list.ops.count }
            let shown = opBounds[index].intersection(bounds)
            if index < reusedUntil {
                skip(op)
            } else if case .beginGroup = op, let retention = retention(ofGroupAt: index, in: list, within: bounds) {
                try beginRetainedGroup(at: index, in: list, retention)
                if case .reusing = retention { reusedUntil = retention.end } else { recordedUntil = retention.end }
            } else if case .endGroup = op,
                let parts = visibleLayerParts(
                    closingAt: index, within: bounds, before: nextBlur,
                    covers: index <= keepsAfter ? prefixCovers : covers)
            {
                try endGroup(at: index, in: list, within: parts)
            } else if index == top.firstOp, let within = top.firstFillWithin {
                // Culled as any op, but in a layer to keep.
                let visible =
                    index < recordedUntil
                    ? nil
                    : visibleParts(
                        of: shown, at: index, before: nextBlur, covers: index <= keepsAfter ? prefixCovers : covers)
                try drawFirstFill(at: index, in: list, within: within, visible: visible ?? [shown], of: shown)
            } else if op.opensOrClosesGroup || (index < recordedUntil && !shown.isEmpty) {
                try executeOp(op, at: index, in: list)
            } else if shown.isEmpty {
                skip(op)
            } else if op.isCullable,
                let parts = visibleParts(
                    of: shown, at: index, before: op.isBlur ? blur(after: index, in: list) : nextBlur,
                    covers: index <= keepsAfter ? prefixCovers : covers)
            {
                try drawOp(at: index, in: list, within: parts, of: shown)
            } else {
                try executeOp(op, at: index, in: list)
            }
            if index == keepsAfter { keepPrefix(list, count: keepPoint, skipped: start, blurSlots: blurSlot) }
        }
    }

    /// Where a frame of `list` starts: its first visible op, and the kept prefix it restores
    /// in place of its first ops, if it shares them. Found once a frame: comparing those ops a
    /// second time cost each frame of a sheet at 2× 0.15 million instructions (7.49 against 7.34).
    func frameStart(for list: DisplayList) -> FrameStart {
        let visible = firstVisibleOp(in: list)
        return FrameStart(visible: visible, kept: reusablePrefix(for: list, beyond: visible.index))
    }

    /// Notes every image the frame drawn of `list` shows (its op's output pixels, `bounds`, not
    /// empty) as shown, with the pixels it wants, whether this frame drew it or not: outside
    /// what it redrew, under what covers it, or in the kept prefix it restored. So an image
    /// stays decoded as it is while it stands, and which decode an image has follows from the
    /// frames' display lists alone: the damage check's reference, which draws every op of every
    /// frame and keeps no prefix, notes the same images, and so decodes them as this renderer
    /// does. (A prefix's image that no frame shows, off screen, is not noted.)
    func noteShownImages(in list: DisplayList, bounds: [PixelRect]) {
        for (index, op) in list.ops.enumerated() {
            guard case let .image(image, source, rect, _, state) = op, !bounds[index].isEmpty,
                state.transform.isUpright, let entry = caches.images[ObjectIdentifier(image)], entry.image === image
            else { continue }
            entry.lastUsed = frame
            noteWantedPixels(entry, image: image, source: source, dst: snappedRect(rect, state.transform))
        }
    }

    /// Throws `RedrawAll` unless the frame redraws all of `reach` (current-target pixels).
    func requireRedrawn(_ reach: PixelRect) throws {
        guard let within = damage.drawingWithin else { return }
        if !within.contains(reach.offsetBy(top.originX, top.originY)) { throw RedrawAll() }
    }

    /// What `list` changes of what the output shows, each op's output pixels, and how many of
    /// its first ops the last frame drew too.
    func damagedRegion(for list: DisplayList) -> (DamageRegion, bounds: [PixelRect], stable: Int) {
        let output = canvas.output.bounds
        let (bounds, blurReads) = opBounds(list, within: output)
        guard let old = damage.shown, damage.outputBounds == output, old.size == list.size,
            old.clearColor == list.clearColor
        else { return (DamageRegion(rects: [output]), bounds, 0) }
        var head = 0
        while head < min(old.ops.count, list.ops.count), old.ops[head] == list.ops[head] { head += 1 }
        guard damage.isTracking else { return (DamageRegion(rects: [output]), bounds, head) }
        var region = DamageRegion()
        for rect in changedRects(from: old.ops, damage.shownBounds, to: list.ops, bounds, head: head) + blurReads {
            Renderer.add(rect, to: &region)
        }
        return (region, bounds, head)
    }

    /// The bounds of ops that differ between the two lists: the ops past their common start
    /// (`head` ops) and end, paired by position when as many changed on each side, and of
    /// those pairs only the ones that draw different pixels.
    private func changedRects(
        from old: [DisplayOp], _ oldBounds: [PixelRect], to new: [DisplayOp], _ newBounds: [PixelRect], head: Int
    ) -> [PixelRect] {
        var tail = 0
        while tail < min(old.count, new.count) - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let oldMiddle = head..<(old.count - tail), newMiddle = head..<(new.count - tail)
        guard oldMiddle.count == newMiddle.count else {
            return Array(oldBounds[oldMiddle]) + Array(newBounds[newMiddle])
        }
        // Paired ops that moved in points but not in pixels change nothing (Renderer+SamePixels).
        // Inside a group whose own op changed (a page fading in), the group's bounds are
        // already damaged: an op there whose bounds lie within them adds nothing to the region
        // (`add` ignores a rect inside one it holds), so its pixel form is not looked for.
        var rects: [PixelRect] = []
        var groups: [(old: PixelRect, new: PixelRect)?] = []
        for i in oldMiddle {
            let (a, b) = (old[i], new[i])
            if case .endGroup = a {
                _ = groups.popLast()
                if a == b { continue }
            }
            if a == b {
                if case .beginGroup = a { groups.append(nil) }
                continue
            }
            let (was, now) = (oldBounds[i], newBounds[i])
            let covered = groups.contains { group in
                guard let group else { return false }
                return (group.old.contains(was) || group.new.contains(was))
                    && (group.old.contains(now) || group.new.contains(now))
            }
            if covered {
                if case .beginGroup = a { groups.append(nil) }
                continue
            }
            stats.pixelFormComparisons += 1
            let same = drawsSamePixels(a, b)
            if case .beginGroup = a { groups.append(same ? nil : (was, now)) }
            if !same {
                rects.append(was)
                rects.append(now)
            }
        }
        return rects
    }

    /// Each op's output pixels, and the backdrops the frame's blurs will read because what is
    /// under them changed: those must be redrawn before the blur reads them.
    func opBounds(_ list: DisplayList, within output: PixelRect) -> ([PixelRect], [PixelRect]) {
        let saved = targets
        defer { targets = saved }
        targets = [
            TargetFrame(
                layer: nil, originX: 0, originY: 0, width: output.width, height: output.height, firstOp: 0,
                opacity: 1, radius: 0, clip: nil, axisAligned: true)
        ]
        var bounds: [PixelRect] = [], reads: [PixelRect] = [], slot = 0
        bounds.reserveCapacity(list.ops.count)
        for (index, op) in list.ops.enumerated() {
            switch op {
            case let .beginGroup(rect, radius, state):
                bounds.append(pixels(of: op, within: output))
                targets.append(groupFrame(rect, radius: radius, state: state, index: index))
            case .endGroup:
                bounds.append(.zero)
                if targets.count > 1 { targets.removeLast() }
            case let .backdropBlur(rect, radius, blur, tint, state):
                bounds.append(pixels(of: op, within: output))
                if let read = blurRead(slot, rect, radius, blur, tint, state, index, list) { reads.append(read) }
                slot += 1
            default:
                bounds.append(pixels(of: op, within: output))
            }
        }
        return (bounds, reads)
    }

    /// The output pixels a blur op will read, with what it covers, when its cached blur no
    /// longer matches its backdrop; nil when it can draw its cached one.
    private func blurRead(
        _ slot: Int, _ rect: CGRect, _ radius: CGFloat, _ blur: CGFloat, _ tint: Color, _ state: DrawState,
        _ index: Int, _ list: DisplayList
    ) -> PixelRect? {
        guard state.opacity > 0.001, let g = blurGeometry(rect, radius: radius, blur: blur, state: state) else {
            return nil
        }
        let entry = caches.blurs[slot]
        if entry?.width == g.out.width, entry?.height == g.out.height,
            entry?.key == backdropKey(g, tint: tint, index: index, list: list)
        {
            return nil
        }
        return g.reach.union(g.out).offsetBy(top.originX, top.originY)
    }

    /// The output pixels `op` can touch: one to spare for a hairline's pixel, two for
    /// anti-aliased edges under a rotation or scale and for a shadow's rounding.
    private func pixels(of op: DisplayOp, within output: PixelRect) -> PixelRect {
        // An op drawn at opacity 0 (a blur preparing its backdrop) changes no pixel.
        if op.isTransparent { return .zero }
        var points = Renderer.bounds(of: op)
        // A line already drawn has its exact size; one not drawn yet keeps the generous guess,
        // rather than be rasterised here for a frame that may not draw it.
        if case let .text(string, font, _, origin, state) = op,
            let line = caches.text[TextKey(text: string, font: font, scale: scale)]
        {
            let size = CGSize(width: CGFloat(line.width) / scale, height: CGFloat(line.height) / scale)
            points = CGRect(origin: origin, size: size).applying(state.transform)
            if let clip = state.clip { points = points.intersection(clip) }
        }
        guard !points.isNull, !points.isEmpty else { return .zero }
        let s = scale
        let px = CGRect(x: points.minX * s, y: points.minY * s, width: points.width * s, height: points.height * s)
        return PixelRect(enclosing: px).insetBy(-Renderer.spare(for: op)).intersection(output)
    }

    /// Pixels of rounding an op's bounds are grown by (see `pixels(of:within:)`).
    private static func spare(for op: DisplayOp) -> Int {
        switch op {
        case .fill, .image, .text, .beginGroup, .backdropBlur:
            return op.isDrawnAxisAligned ? 1 : 2
        case .shadow, .endGroup, .focusRing:
            return 2
        }
    }

    /// Adds `rect` to `region`, merging it with rects it meets or comes near, and the closest
    /// pair once there are more than `maxDamageRects`.
    static func add(_ rect: PixelRect, to region: inout DamageRegion) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        while index < region.rects.count {
            let other = region.rects[index]
            if other.contains(merged) { return }
            let union = merged.union(other)
            if merged.insetBy(-8).intersects(other) || union.area <= (merged.area + other.area) * 5 / 4 {
                merged = union
                region.rects.remove(at: index)
                index = 0
            } else {
                index += 1
            }
        }
        region.rects.append(merged)
        while region.rects.count > maxDamageRects {
            var best = (0, 1, Int.max)
            for i in region.rects.indices {
                for j in (i + 1)..<region.rects.count {
                    let a = region.rects[i], b = region.rects[j]
                    let growth = a.union(b).area - a.area - b.area
                    if growth < best.2 { best = (i, j, growth) }
                }
            }
            let joined = region.rects[best.0].union(region.rects[best.1])
            region.rects.remove(at: best.1)
            region.rects.remove(at: best.0)
            add(joined, to: &region)
        }
    }

    /// Notes what the output now shows and what the frame changed.
    func finishDamage(_ list: DisplayList, _ region: DamageRegion, bounds: [PixelRect]) {
        (damage.shown, damage.shownBounds, damage.outputBounds) = (list, bounds, canvas.output.bounds)
        damage.last = region.rects
        for rect in region.rects { Renderer.add(rect, to: &damage.unpresented) }
        stats.damagedPixels = region.rects.reduce(0) { $0 + $1.area }
    }

    /// The rects of the output that frames changed since the last call: what a presenter
    /// copies to the screen.
    public func takePresentDamage() -> [PixelRect] {
        defer { damage.unpresented = DamageRegion() }
        return damage.unpresented.rects
    }
}
