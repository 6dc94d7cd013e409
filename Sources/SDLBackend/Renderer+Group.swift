import CSDL2
import Foundation
import ViewKit

/// Groups: a subtree drawn into a pooled offscreen target, then composited with the group's
/// opacity and clipped to its rounded rect.
///
/// Limitation: a target starts transparent and SDL blends straight alpha, so translucent
/// content over the target's transparent pixels ends up with its colour multiplied by its
/// alpha twice when composited. Groups whose content starts with an opaque background (cards,
/// sheets) are exact; backdrop blurs inside a group see only the group's own content.
extension Renderer {
    func beginGroup(
        _ rect: CGRect, radius: CGFloat, state: DrawState, index: Int, list: DisplayList,
        _ r: OpaquePointer
    ) throws {
        let t = state.transform
        let full = snappedRect(rect, t)
        var area = clipPixels(state.clip).map { full.intersection($0) } ?? SDL_Rect(0, 0, 0, 0)
        if state.opacity <= 0.001 || rect.width <= 0 || rect.height <= 0 { area = SDL_Rect(0, 0, 0, 0) }
        let parent = top
        var frame = TargetFrame(
            texture: nil, originX: parent.originX + Int(area.x), originY: parent.originY + Int(area.y),
            width: Int(area.w), height: Int(area.h), firstOp: index + 1, opacity: state.opacity,
            radius: t.isAxisAligned ? radiusPixels(radius, t, fitting: full) : 0,
            clip: full, axisAligned: t.isAxisAligned)
        // An opaque first child that covers the whole group makes the target opaque, so an
        // opaque composite can skip blending (several times faster in software).
        if let o = occluder(after: index, in: list), SDLRectKey(o.intersection(full)) == SDLRectKey(full) {
            frame.opaque = true
        }
        if !area.isEmpty {
            let target = try acquireTarget(Int(area.w), Int(area.h), r)
            frame.texture = target
            device.setTarget(target)
            device.setDrawColor(0, 0, 0, 0)
            drawColor = nil
            device.clear()
        }
        // Ops inside an empty group find no visible pixels (width 0) and skip themselves.
        targets.append(frame)
        appliedClip = nil
    }

    func endGroup(_ r: OpaquePointer) throws {
        guard targets.count > 1 else {
            throw SDLBackendError.invalidDisplayList("endGroup without a matching beginGroup")
        }
        let g = targets.removeLast()
        guard let tex = g.texture else { return }
        defer { releaseTarget(tex, Int(g.width), Int(g.height)) }
        let p = top
        // Group geometry in parent pixels: `area` is what the target holds, `full` the rounded rect.
        let area = SDL_Rect(g.originX - p.originX, g.originY - p.originY, g.width, g.height)
        let full = g.clip ?? area
        let rad = g.radius
        let pixman = device as? PixmanRenderDevice
        // pixman draws the corners straight from the target through their coverage; SDL needs
        // them read back and uploaded as a patch.
        let patch = rad > 0 && pixman == nil ? try groupCorners(full: full, area: area, radius: rad, r) : nil
        device.setTarget(p.texture)
        appliedClip = nil
        _ = applyClip(nil, r)
        let alpha = rgba(.white, g.opacity).a
        device.setAlphaMod(tex, alpha)
        device.setBlendMode(tex, g.opaque && alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        let rr = Int32(rad)
        let pieces = [
            SDL_Rect(x: full.x + rr, y: full.y, w: full.w - 2 * rr, h: full.h),
            SDL_Rect(x: full.x, y: full.y + rr, w: rr, h: full.h - 2 * rr),
            SDL_Rect(x: full.x + full.w - rr, y: full.y + rr, w: rr, h: full.h - 2 * rr),
        ]
        for piece in pieces {
            let d = piece.intersection(area)
            copy(tex, SDL_Rect(x: d.x - area.x, y: d.y - area.y, w: d.w, h: d.h), d, r)
        }
        if let pixman, rad > 0 {
            let coverage = try cornerTexture(rad, r)
            let whole = PixmanRenderDevice.SourceMap(
                source: (0, 0, Double(area.w), Double(area.h)), within: SDL_Rect(x: 0, y: 0, w: area.w, h: area.h),
                onto: area)
            for (corner, square) in cornerSquares(full, rr).enumerated() {
                let d = square.intersection(area)
                guard !d.isEmpty else { continue }
                pixman.copy(
                    tex, whole, d, throughCorner: corner, radius: rad,
                    from: (d.x - square.x, d.y - square.y), coverage: coverage)
            }
        }
        if let patch = patch {
            device.setAlphaMod(patch, alpha)
            for (corner, square) in cornerSquares(full, rr).enumerated() {
                let d = square.intersection(area)
                let q = SDL_Rect(
                    x: Int32(corner & 1) * rr + d.x - square.x, y: Int32(corner >> 1) * rr + d.y - square.y,
                    w: d.w, h: d.h)
                copy(patch, q, d, r)
            }
        }
        stats.groupsComposited += 1
    }

    /// The four r×r corner squares of `full`: top-left, top-right, bottom-left, bottom-right.
    private func cornerSquares(_ full: SDL_Rect, _ rr: Int32) -> [SDL_Rect] {
        [
            SDL_Rect(x: full.x, y: full.y, w: rr, h: rr), SDL_Rect(x: full.x + full.w - rr, y: full.y, w: rr, h: rr),
            SDL_Rect(x: full.x, y: full.y + full.h - rr, w: rr, h: rr),
            SDL_Rect(x: full.x + full.w - rr, y: full.y + full.h - rr, w: rr, h: rr),
        ]
    }

    /// Reads the group's corner squares back from its target (still current), multiplies
    /// their alpha by the corner coverage and uploads them as one 2r×2r patch.
    private func groupCorners(full: SDL_Rect, area: SDL_Rect, radius rad: Int, _ r: OpaquePointer) throws
        -> OpaquePointer
    {
        let side = 2 * rad
        let patch: OpaquePointer
        caches.radiusUse[rad] = frame
        if let p = caches.groupPatches[rad] {
            patch = p
        } else {
            patch = try makeTexture(side, side, access: SDL_TEXTUREACCESS_STREAMING, r)
            caches.groupPatches[rad] = patch
        }
        var out = [UInt32](repeating: 0, count: side * side)
        let q = quarter(rad)
        for (corner, square) in cornerSquares(full, Int32(rad)).enumerated() {
            let d = square.intersection(area)
            guard !d.isEmpty else { continue }
            try readRegion(SDL_Rect(x: d.x - area.x, y: d.y - area.y, w: d.w, h: d.h), into: &scratch.pixels, r)
            for y in 0..<Int(d.h) {
                for x in 0..<Int(d.w) {
                    let sx = Int(d.x - square.x) + x, sy = Int(d.y - square.y) + y  // within the square
                    let cx = corner & 1 == 1 ? rad - 1 - sx : sx, cy = corner & 2 == 2 ? rad - 1 - sy : sy
                    let px = scratch.pixels[y * Int(d.w) + x]
                    let a = UInt32((Float(px >> 24) * q[cy * rad + cx]).rounded())
                    out[(Int(corner >> 1) * rad + sy) * side + (corner & 1) * rad + sx] = (px & 0x00FF_FFFF) | (a << 24)
                }
            }
        }
        out.withUnsafeBufferPointer { upload($0, width: side, to: patch) }
        stats.cornerPatchUploads += 1
        return patch
    }

    /// A pooled target at least `w`×`h`; sizes round up to 64 so animated groups reuse one.
    private func acquireTarget(_ w: Int, _ h: Int, _ r: OpaquePointer) throws -> OpaquePointer {
        let fits = caches.targetPool.indices.filter {
            caches.targetPool[$0].width >= w && caches.targetPool[$0].height >= h
        }
        if let best = fits.min(by: {
            caches.targetPool[$0].width * caches.targetPool[$0].height
                < caches.targetPool[$1].width * caches.targetPool[$1].height
        }) {
            return caches.targetPool.remove(at: best).texture
        }
        let (pw, ph) = ((w + 63) / 64 * 64, (h + 63) / 64 * 64)
        let t = try makeTexture(pw, ph, access: SDL_TEXTUREACCESS_TARGET, r)
        return t
    }

    private func releaseTarget(_ t: OpaquePointer, _ w: Int, _ h: Int) {
        let (qw, qh) = device.textureSize(t)
        caches.targetPool.append(CachedTexture(texture: t, width: qw, height: qh, lastUsed: frame))
    }
}
