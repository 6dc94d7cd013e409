import CSDL2
import Foundation
import ViewKit

/// Recorded images (snapshots) and reading pixels back.
extension Renderer {
    /// Renders a recorded list once into an offscreen target of the image's pixel size and
    /// returns its pixels; the caller turns them into the image's cached texture.
    /// It may run in the middle of a frame, so it saves and restores the frame's state.
    func renderSnapshot(_ list: DisplayList, image: Image, _ r: OpaquePointer) throws -> ([UInt32], Int, Int) {
        let (target, w, h) = try drawSnapshot(list, image: image, r)
        defer { device.destroyTexture(target) }
        let saved = device.target
        defer { device.setTarget(saved) }
        device.setTarget(target)
        var pixels = [UInt32](repeating: 0, count: w * h)
        try readRegion(SDL_Rect(0, 0, w, h), into: &pixels, r)
        return (pixels, w, h)
    }

    /// Draws a recorded list into a new target texture of the image's pixel size, which the
    /// caller owns: pixman's can serve as the image's texture as it is, with no read-back.
    func drawSnapshot(_ list: DisplayList, image: Image, _ r: OpaquePointer) throws -> (OpaquePointer, Int, Int) {
        let w = max(1, Int(image.pixelSize.width.rounded())), h = max(1, Int(image.pixelSize.height.rounded()))
        guard list.isBalanced else {
            throw SDLBackendError.invalidDisplayList("snapshot \"\(image.name)\" has unbalanced groups")
        }
        let target = try makeTexture(w, h, access: SDL_TEXTUREACCESS_TARGET, r)
        let saved = (targets, scale, device.target, foldedOp)
        defer {
            (targets, scale, foldedOp) = (saved.0, saved.1, saved.3)
            device.setTarget(saved.2)
            appliedClip = nil
        }
        device.setTarget(target)
        device.setClip(nil)
        appliedClip = nil
        scale = image.scale
        targets = [
            TargetFrame(
                texture: target, originX: 0, originY: 0, width: w, height: h,
                firstOp: 0, opacity: 1, radius: 0, clip: nil, axisAligned: true)
        ]
        let c = list.clearColor.rgba8
        device.setDrawColor(c.r, c.g, c.b, c.a)
        drawColor = nil
        device.clear()
        // Its own op indices: a dim folded into a blur here must not skip an op of the frame.
        foldedOp = nil
        do {
            for index in list.ops.indices where index != foldedOp {
                try executeOp(list.ops[index], at: index, in: list, r)
            }
        } catch {
            device.destroyTexture(target)
            throw error
        }
        stats.snapshotRenders += 1
        return (target, w, h)
    }

    /// Reads `rect` of the current target (pixels) as ARGB words into `out` (resized).
    func readRegion(_ rect: SDL_Rect, into out: inout [UInt32], _ r: OpaquePointer) throws {
        let n = Int(rect.w * rect.h)
        if out.count < n { out = [UInt32](repeating: 0, count: n) }
        let read = out.withUnsafeMutableBytes {
            device.readPixels(
                rect, format: SDL_PIXELFORMAT_ARGB8888.rawValue, into: $0.baseAddress!, pitch: Int(rect.w) * 4)
        }
        guard read else { throw SDLBackendError.fromSDL("SDL_RenderReadPixels") }
    }

    /// The current output (window or canvas) as an RGBA bitmap.
    public func readPixels() throws -> Bitmap {
        guard !isClosed else { throw SDLBackendError.invalidDisplayList("the renderer was closed") }
        let (w, h) = device.outputSize()
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        // ABGR8888 on a little-endian machine is R, G, B, A in memory: Bitmap's byte order.
        let read = bytes.withUnsafeMutableBytes {
            device.readPixels(
                SDL_Rect(0, 0, w, h), format: SDL_PIXELFORMAT_ABGR8888.rawValue, into: $0.baseAddress!, pitch: w * 4)
        }
        guard read else { throw SDLBackendError.fromSDL("SDL_RenderReadPixels") }
        return Bitmap(width: w, height: h, pixels: bytes)
    }
}
