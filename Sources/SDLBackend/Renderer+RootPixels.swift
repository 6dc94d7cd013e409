import CSDL2
import Foundation
import ViewKit

/// The pixels of the surface the software renderer draws into, for the blends SDL's software
/// blitters do slowly: a translucent colour over a large area (a dimming view), and a faded
/// blur. SDL blends such pixels one channel at a time at about 5 ns a pixel here; two
/// channels to a 32-bit lane take about a fifth of that.
struct RootPixels {
    let base: UnsafeMutablePointer<UInt32>
    /// Words between rows.
    let stride: Int
    let width: Int, height: Int
}

extension Renderer {
    /// Pixels smaller than this are left to SDL: the call and the flush would cost more.
    static let directBlendMinimumPixels = 4096

    /// The root surface, with SDL's queued draws done; nil while an offscreen group is the
    /// target, or when the renderer does not draw into a plain 32-bit surface.
    func rootPixels() -> RootPixels? {
        guard targets.count == 1, targets[0].texture == nil, !isDrawingBaseline, let surface = rootSurface,
            let r = handle
        else { return nil }
        let s = surface.pointee
        let format = s.format.pointee.format
        guard format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue,
            s.flags & UInt32(SDL_RLEACCEL) == 0, let pixels = s.pixels
        else { return nil }
        device.flush()
        return RootPixels(
            base: pixels.assumingMemoryBound(to: UInt32.self), stride: Int(s.pitch) / 4, width: Int(s.w),
            height: Int(s.h))
    }

    /// `rect` within the root surface and the clip SDL would apply now.
    func clippedToRoot(_ rect: SDL_Rect, _ root: RootPixels) -> SDL_Rect {
        var out = rect.intersection(SDL_Rect(x: 0, y: 0, w: Int32(root.width), h: Int32(root.height)))
        if case let .some(.some(clip)) = appliedClip { out = out.intersection(clip) }
        return out
    }

    /// Blends `c` over `rect` of the root surface as SDL's blended fill would; false when it
    /// is SDL's to do (small, opaque, or not drawing into the root surface).
    func blendFillDirectly(_ rect: SDL_Rect, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        guard c.a > 0, c.a < 255, Int(rect.w) * Int(rect.h) >= Renderer.directBlendMinimumPixels,
            let root = rootPixels()
        else { return false }
        let area = clippedToRoot(rect, root)
        guard !area.isEmpty else { return true }
        let color = ARGB.pack(UInt32(c.r), UInt32(c.g), UInt32(c.b), UInt32(c.a))
        for y in Int(area.y)..<Int(area.y + area.h) {
            BoxBlur.fillRow(root.base + y * root.stride + Int(area.x), count: Int(area.w), color: color)
        }
        stats.directBlends += 1
        return true
    }
}
