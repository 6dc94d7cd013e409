import Foundation
import ViewKit

/// The output as it stood after a frame's first ops, kept so the next frames, whose lists
/// start with the same ops, begin from it rather than draw them again: during a transition the
/// screen under what moves (a list under a card's blur, the photo grid under a zoom) is drawn
/// once and composited, as Core Animation keeps a still layer's pixels.
struct PrefixCache {
    /// The output's pixels after `ops`.
    var layer: Layer?
    /// The ops drawn, from the list's first.
    var ops: ArraySlice<DisplayOp> = []
    /// Blur ops among them: the blur cache slots the next op takes from.
    var blurSlots = 0
    /// A transparent blur right after the ops, whose backdrop the kept pixels are: it is blurred
    /// between frames (`blurBetweenFrames`), before the frame it fades in.
    var pendingBlur: PendingBlur?
    /// Whether frames keep and reuse a prefix (off for the damage check's reference).
    var isEnabled = true
    /// The output copied between frames, when a transition's page was prepared (a press), for
    /// that transition's first frame to carry as its prefix (Renderer+CarriedPrefix): the
    /// output as it stood when `Renderer.outputChanges` was `changes`, so still the output
    /// while the count stands.
    var ahead: (layer: Layer, changes: Int)?

    /// The fewest ops, past what the frame skips anyway, worth copying the output for.
    static let minimumOps = 8
}

/// A blur op not yet shown, and what its cached blur must be made from.
struct PendingBlur {
    let slot: Int
    let geometry: Renderer.BlurGeometry
    let tint: Color
    let key: Int
}

extension Renderer {
    /// Whether frames start from the pixels kept after a prefix of ops they share with the
    /// frame before (the default); off, every frame draws every op it redraws.
    public var reusesPrefix: Bool {
        get { prefix.isEnabled }
        set { prefix = PrefixCache(isEnabled: newValue) }
    }

    /// Where `list` can start drawing from the kept prefix: its length and blur slots, when the
    /// list begins with the same ops and the prefix holds more than `start` skips.
    func reusablePrefix(for list: DisplayList, beyond start: Int) -> (count: Int, blurSlots: Int)? {
        let count = prefix.ops.count
        guard prefix.isEnabled, count > start, count <= list.ops.count, let layer = prefix.layer,
            layer.width == canvas.output.width, layer.height == canvas.output.height,
            list.ops[0..<count] == prefix.ops
        else { return nil }
        return (count, prefix.blurSlots)
    }

    /// Whether the kept prefix's ops draw `image`.
    func prefixHolds(_ image: Image) -> Bool {
        prefix.ops.contains { op in
            if case let .image(drawn, _, _, _, _) = op { drawn === image } else { false }
        }
    }

    /// Copies the kept prefix's pixels into `area` of the output, only within `parts` of it
    /// when the frame's later ops cover the rest (see Renderer+Covers), unless `copying` is
    /// false: the output holds them already. Notes the blurs it holds as drawn this frame, as
    /// drawing them would. (The images it shows are noted by `noteShownImages`, as every image
    /// a frame shows is.)
    func restorePrefix(into area: PixelRect, within parts: [PixelRect]? = nil, list: DisplayList, copying: Bool = true)
    {
        guard let layer = prefix.layer else { return }
        canvas.setTarget(nil)
        if copying {
            let copied = parts ?? [area]
            stats.coveredPixelsSkipped += area.area - copied.reduce(0) { $0 + $1.area }
            for part in copied {
                canvas.clip = part
                canvas.draw(layer, from: part, to: part, opaque: true)
            }
        }
        canvas.clip = area
        for slot in 0..<prefix.blurSlots { caches.blurs[slot]?.lastUsed = frame }
    }

    /// After the first `count` ops of a frame drawn whole, which the last frame drew too: keeps
    /// the output, when they are worth it (`minimumOps` past the `start` the frame skipped to).
    func keepPrefix(_ list: DisplayList, count: Int, skipped start: Int, blurSlots: Int) {
        guard mayKeepPrefix(count: count, skipped: start), targets.count == 1 else { return }
        storePrefix(list, count: count, blurSlots: blurSlots)
    }

    /// Whether a frame drawing within `damage.drawingWithin` may keep its first `count` ops as
    /// the prefix, having skipped to `start`: they are worth it, and the frame redraws the whole
    /// output. Asked before the frame draws, so that ops a prefix it will not keep would hold
    /// are left out where later ops cover them.
    func mayKeepPrefix(count: Int, skipped start: Int) -> Bool {
        prefix.isEnabled && count - start >= PrefixCache.minimumOps && damage.drawingWithin == canvas.output.bounds
    }

    /// Keeps the output as the pixels of `list`'s first `count` ops, which it must hold in
    /// full, and notes a transparent blur right after them to blur between frames. With
    /// `copy`, the output copied ahead (`copyOutputAhead`), only `changed` is copied into it:
    /// the part of the output drawn since.
    func storePrefix(
        _ list: DisplayList, count: Int, blurSlots: Int, into copy: Layer? = nil, changed: PixelRect? = nil
    ) {
        let out = canvas.output
        if let copy {
            prefix.layer = copy
            if let changed { Self.copyRows(of: changed, from: out, into: copy) }
            stats.prefixesCarriedInCopy += 1
        } else {
            guard let layer = prefixLayer() else { return }
            Self.copyRows(of: out.bounds, from: out, into: layer)
        }
        prefix.layer?.isOpaque = out.isOpaque
        (prefix.ops, prefix.blurSlots, prefix.pendingBlur) = (list.ops[0..<count], blurSlots, nil)
        stats.prefixesKept += 1
        guard count < list.ops.count, case let .backdropBlur(rect, radius, blur, tint, state) = list.ops[count],
            state.opacity <= 0.001, let g = blurGeometry(rect, radius: radius, blur: blur, state: state)
        else { return }
        let key = backdropKey(g, tint: tint, index: count, list: list)
        prefix.pendingBlur = PendingBlur(slot: blurSlots, geometry: g, tint: tint, key: key)
    }

    /// The layer a prefix is kept in, at the output's size, made now when there is none. Nil
    /// when memory runs out.
    func prefixLayer() -> Layer? {
        let out = canvas.output
        if let layer = prefix.layer, layer.width == out.width, layer.height == out.height { return layer }
        prefix.layer = nil
        guard let layer = try? makeLayer(out.width, out.height) else { return nil }
        prefix.layer = layer
        return layer
    }

    /// Copies `rect` of `source` into the same pixels of `layer`, row by row.
    static func copyRows(of rect: PixelRect, from source: Layer, into layer: Layer) {
        let rect = rect.intersection(source.bounds).intersection(layer.bounds)
        guard !rect.isEmpty else { return }
        for y in rect.y..<rect.maxY {
            (layer.bits + y * layer.rowWords + rect.x).update(
                from: source.bits + y * source.rowWords + rect.x, count: rect.width)
        }
    }

    /// Where to keep the prefix: right before the first transparent blur at the top level that
    /// the last frame drew too, so the kept pixels are its backdrop; else after all `stable`
    /// ops the two frames share.
    func prefixEnd(in list: DisplayList, from start: Int, stable: Int) -> Int {
        var depth = 0
        for index in 0..<stable {
            switch list.ops[index] {
            case .beginGroup: depth += 1
            case .endGroup: depth -= 1
            case let .backdropBlur(_, _, _, _, state) where depth == 0 && state.opacity <= 0.001 && index > start:
                return index
            default: break
            }
        }
        return stable
    }

    /// Blurs the kept prefix for the transparent blur right after it, when its cached blur is
    /// not of this backdrop: between frames, so the frame it fades in only composites it.
    func blurBetweenFrames() {
        guard let pending = prefix.pendingBlur, let layer = prefix.layer, !isClosed else { return }
        prefix.pendingBlur = nil
        let entry = caches.blurs[pending.slot]
        guard
            entry?.key != pending.key || entry?.width != pending.geometry.out.width
                || entry?.height != pending.geometry.out.height
        else { return }
        let saved = (targets, canvas.target, canvas.clip)
        defer {
            targets = saved.0
            canvas.setTarget(saved.1 === canvas.output ? nil : saved.1)
            canvas.clip = saved.2
        }
        // The kept pixels stand in for the output at the blur's op, which is where it reads.
        canvas.setTarget(layer)
        targets = [
            TargetFrame(
                layer: layer, originX: 0, originY: 0, width: layer.width, height: layer.height, firstOp: 0,
                opacity: 1, radius: 0, clip: nil, axisAligned: true)
        ]
        if var made = try? computeBlur(pending.geometry, tint: pending.tint, key: pending.key, enlarged: true) {
            made.lastUsed = frame
            caches.blurs[pending.slot] = made
            stats.blursPrepared += 1
        }
    }

    /// Forgets the kept prefix: the pixels it would restore are no longer what its ops draw.
    func dropPrefix() { (prefix.ops, prefix.blurSlots, prefix.pendingBlur) = ([], 0, nil) }
}
