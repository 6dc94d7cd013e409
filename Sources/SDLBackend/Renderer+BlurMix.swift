import CSDL2
import Foundation
import ViewKit

/// What a blur entry's texture holds when its backdrop is opaque: the blur at an opacity
/// over the backdrop, and the translucent fill drawn right over it (a dimming view), if any.
struct BlurMix: Hashable {
    /// 0…255.
    var alpha: UInt8
    /// The fill's colour with its opacity in the alpha byte (ARGB); 0 when there is none.
    var dim: UInt32
}

/// A faded blur is mixed with its backdrop here and copied without blending: SDL's software
/// renderer blends a modulated texture several times slower. A dimming view right above a
/// full-rect blur (the card's and the sheet's backgrounds) is mixed in as well, which saves
/// blending the whole rect a second time every frame.
extension Renderer {
    /// The dim colour (ARGB, alpha multiplied by its opacity) of a square fill that is the
    /// next op and covers exactly `window` (the blur's rect, window points) under the same clip.
    func foldableDim(after index: Int, in list: DisplayList, over window: CGRect, clip: CGRect?) -> UInt32? {
        guard index + 1 < list.ops.count,
            case let .fill(rect, radius, color, state) = list.ops[index + 1],
            radius == 0, state.clip == clip, state.transform.isAxisAligned,
            rect.applying(state.transform) == window
        else { return nil }
        let c = rgba(color, state.opacity)
        guard c.a > 0 else { return nil }
        return ARGB.pack(UInt32(c.r), UInt32(c.g), UInt32(c.b), UInt32(c.a))
    }

    /// Puts the blur faded to `wanted.alpha` over its backdrop, and the dim over that, into the
    /// entry's texture: the pixels SDL's blends would make, to a level.
    func mix(_ e: inout BlurEntry, _ wanted: BlurMix) throws {
        let entry = e
        try withLockedPixels(of: e.texture) { pixels, pitch in
            Renderer.mix(entry, wanted, into: pixels, stride: pitch / 4)
        }
        e.mixed = wanted
    }

    /// The same mix written straight over the backdrop in the root surface, at `out`.
    func mix(_ e: BlurEntry, _ wanted: BlurMix, into root: RootPixels, at out: SDL_Rect) {
        Renderer.mix(e, wanted, into: root.base + Int(out.y) * root.stride + Int(out.x), stride: root.stride)
        stats.directBlends += 1
    }

    /// Writes the mix for the entry's `width`×`height` pixels to `pixels`, rows `stride` words apart.
    private static func mix(_ e: BlurEntry, _ wanted: BlurMix, into pixels: UnsafeMutablePointer<UInt32>, stride: Int) {
        guard let backdrop = e.backdrop else { return }
        let a = UInt32(wanted.alpha), dim = wanted.dim, w = e.width, h = e.height, rowWords = e.textureWidth
        let offset = e.backdropOffset, backRow = e.backdropRowWords
        e.blurred.withUnsafeBufferPointer { blur in
            backdrop.withUnsafeBufferPointer { back in
                for y in 0..<h {
                    let row = y * rowWords, outRow = y * stride, under = offset + y * backRow
                    let line = pixels + outRow
                    BoxBlur.mixRow(
                        blur.baseAddress! + row, over: back.baseAddress! + under, into: line, count: w, alpha: a,
                        sourceOpaque: e.opaqueRows[y])
                    if dim != 0 { BoxBlur.fillRow(line, count: w, color: dim) }
                }
            }
        }
    }

    /// Runs `body` with a streaming texture's memory and its row pitch in bytes.
    func withLockedPixels(of texture: OpaquePointer, _ body: (UnsafeMutablePointer<UInt32>, Int) throws -> Void) throws
    {
        guard let (raw, pitch) = device.lock(texture, writing: true) else {
            throw SDLBackendError.fromSDL("SDL_LockTexture")
        }
        defer { device.unlock(texture) }
        try body(raw.assumingMemoryBound(to: UInt32.self), Int(pitch))
    }
}
