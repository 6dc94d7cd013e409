import CSDL2
import Foundation
import ViewKit

/// Recorded images (snapshots) and reading pixels back.
extension Renderer {
    /// Renders a recorded list once into an offscreen target of the image's pixel size and
    /// returns its pixels; the caller turns them into the image's cached texture.
    /// It may run in the middle of a frame, so it saves and restores the frame's state.
    func renderSnapshot(_ list: DisplayList, image: Image, _ r: OpaquePointer) throws -> ([UInt32], Int, Int) {
        let w = max(1, Int(image.pixelSize.width.rounded())), h = max(1, Int(image.pixelSize.height.rounded()))
        guard list.isBalanced else {
            throw SDLBackendError.invalidDisplayList("snapshot \"\(image.name)\" has unbalanced groups")
        }
        let target = try makeTexture(w, h, access: SDL_TEXTUREACCESS_TARGET, r)
        defer { SDL_DestroyTexture(target) }
        let saved = (targets, scale, SDL_GetRenderTarget(r), foldedOp)
        defer {
            (targets, scale, foldedOp) = (saved.0, saved.1, saved.3)
            SDL_SetRenderTarget(r, saved.2)
            appliedClip = nil
        }
        SDL_SetRenderTarget(r, target)
        SDL_RenderSetClipRect(r, nil)
        appliedClip = nil
        scale = image.scale
        targets = [
            TargetFrame(
                texture: target, originX: 0, originY: 0, width: w, height: h,
                firstOp: 0, opacity: 1, radius: 0, clip: nil, axisAligned: true)
        ]
        let c = list.clearColor.rgba8
        SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a)
        drawColor = nil
        SDL_RenderClear(r)
        // Its own op indices: a dim folded into a blur here must not skip an op of the frame.
        foldedOp = nil
        for index in list.ops.indices where index != foldedOp { try executeOp(list.ops[index], at: index, in: list, r) }
        stats.snapshotRenders += 1
        var pixels = [UInt32](repeating: 0, count: w * h)
        try readRegion(SDL_Rect(0, 0, w, h), into: &pixels, r)
        return (pixels, w, h)
    }

    /// Reads `rect` of the current target (pixels) as ARGB words into `out` (resized).
    func readRegion(_ rect: SDL_Rect, into out: inout [UInt32], _ r: OpaquePointer) throws {
        let n = Int(rect.w * rect.h)
        if out.count < n { out = [UInt32](repeating: 0, count: n) }
        var rc = rect
        let status = out.withUnsafeMutableBytes {
            SDL_RenderReadPixels(r, &rc, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, rect.w * 4)
        }
        guard status == 0 else { throw SDLBackendError.fromSDL("SDL_RenderReadPixels") }
    }

    /// The current output (window or canvas) as an RGBA bitmap.
    public func readPixels() throws -> Bitmap {
        guard let r = handle else { throw SDLBackendError.invalidDisplayList("the renderer was closed") }
        var w: Int32 = 0, h: Int32 = 0
        guard SDL_GetRendererOutputSize(r, &w, &h) == 0 else {
            throw SDLBackendError.fromSDL("SDL_GetRendererOutputSize")
        }
        var bytes = [UInt8](repeating: 0, count: Int(w * h * 4))
        var rc = SDL_Rect(x: 0, y: 0, w: w, h: h)
        // ABGR8888 on a little-endian machine is R, G, B, A in memory: Bitmap's byte order.
        let status = bytes.withUnsafeMutableBytes {
            SDL_RenderReadPixels(r, &rc, SDL_PIXELFORMAT_ABGR8888.rawValue, $0.baseAddress, w * 4)
        }
        guard status == 0 else { throw SDLBackendError.fromSDL("SDL_RenderReadPixels") }
        return Bitmap(width: Int(w), height: Int(h), pixels: bytes)
    }
}
