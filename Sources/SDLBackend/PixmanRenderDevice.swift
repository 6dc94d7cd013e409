import CPixman
import CSDL2

/// The device for a plain 32-bit surface: pixman's SIMD compositing instead of SDL's software
/// blitters, which blend one channel at a time and cost several times more per frame at 2×.
///
/// Pixels are stored premultiplied, as pixman works, so a translucent group composites
/// exactly (SDL's straight-alpha targets multiplied such content by its alpha twice). The
/// surface must be ARGB8888 or RGB888 and outlive the device.
final class PixmanRenderDevice: RenderDevice {
    private(set) var output: PixmanTexture
    /// The surface drawn into, asked again each frame: a window's surface is replaced when the
    /// window resizes. Nil for a surface that never changes (the headless canvas's).
    var surfaceProvider: (() -> UnsafeMutablePointer<SDL_Surface>?)?
    var current: PixmanTexture
    var targetHandle: OpaquePointer?
    var clip: SDL_Rect?
    var drawColor = (r: UInt8(0), g: UInt8(0), b: UInt8(0), a: UInt8(255))
    var drawBlend = SDL_BLENDMODE_NONE

    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let root = Self.wrap(surface) else { return nil }
        (output, current) = (root, root)
    }

    /// Wraps the provider's surface again if it has changed since the last frame.
    func refreshOutput() {
        guard let surface = surfaceProvider?(), let pixels = surface.pointee.pixels else { return }
        let s = surface.pointee
        guard UnsafeMutableRawPointer(output.bits) != pixels || output.width != Int(s.w) || output.height != Int(s.h),
            let root = Self.wrap(surface)
        else { return }
        let drawingToOutput = current === output
        output = root
        if drawingToOutput { current = root }
    }

    private static func wrap(_ surface: UnsafeMutablePointer<SDL_Surface>) -> PixmanTexture? {
        let s = surface.pointee
        guard let pixels = s.pixels,
            s.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
                || s.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue,
            let root = PixmanTexture(
                wrapping: pixels.assumingMemoryBound(to: UInt32.self), width: Int(s.w), height: Int(s.h),
                pitch: Int(s.pitch))
        else { return nil }
        return root
    }

    var name: String { "pixman" }

    /// Rounded fills with radii up to this many pixels take their corners from the renderer's
    /// coverage textures (`Coverage.quarterCircle`, as SDL's always have); larger ones, which
    /// grow on springs a new radius a frame, are drawn by cairo, in microseconds.
    static let largestTabulatedRadius = 48
    var texturesAreReadable: Bool { true }
    func outputSize() -> (width: Int, height: Int) { (output.width, output.height) }

    // MARK: - Textures

    static func texture(_ handle: OpaquePointer) -> PixmanTexture {
        Unmanaged<PixmanTexture>.fromOpaque(UnsafeRawPointer(handle)).takeUnretainedValue()
    }

    func makeTexture(width: Int, height: Int, access: SDL_TextureAccess) -> OpaquePointer? {
        guard let t = PixmanTexture(width: max(1, width), height: max(1, height)) else { return nil }
        return OpaquePointer(Unmanaged.passRetained(t).toOpaque())
    }

    func makeTexture(from surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let s = argb.pointee
        guard let handle = makeTexture(width: Int(s.w), height: Int(s.h), access: SDL_TEXTUREACCESS_STATIC),
            let pixels = s.pixels
        else { return nil }
        Self.texture(handle).store(pixels, pitch: Int(s.pitch))
        return handle
    }

    func destroyTexture(_ texture: OpaquePointer) {
        if targetHandle == texture { setTarget(nil) }
        Unmanaged<PixmanTexture>.fromOpaque(UnsafeRawPointer(texture)).release()
    }

    func textureSize(_ texture: OpaquePointer) -> (width: Int, height: Int) {
        let t = Self.texture(texture)
        return (t.width, t.height)
    }

    func update(_ texture: OpaquePointer, pixels: UnsafeRawPointer, pitch: Int) {
        Self.texture(texture).store(pixels, pitch: pitch)
    }

    /// Opaque pixels are lent as they are; others through a straight-alpha copy.
    func lock(_ texture: OpaquePointer, writing: Bool) -> (pixels: UnsafeMutableRawPointer, pitch: Int)? {
        let t = Self.texture(texture)
        t.lockedForWriting = writing
        if t.isOpaque { return (UnsafeMutableRawPointer(t.bits), t.rowWords * 4) }
        let copy = t.staging ?? UnsafeMutablePointer<UInt32>.allocate(capacity: t.width * t.height)
        t.readStraight(SDL_Rect(0, 0, t.width, t.height), into: copy, outRowWords: t.width)
        t.staging = copy
        return (UnsafeMutableRawPointer(copy), t.width * 4)
    }

    func unlock(_ texture: OpaquePointer) {
        let t = Self.texture(texture)
        defer {
            t.staging?.deallocate()
            (t.staging, t.lockedForWriting) = (nil, false)
        }
        guard t.lockedForWriting else { return }
        if let staging = t.staging {
            t.store(UnsafeRawPointer(staging), pitch: t.width * 4)
        } else {
            t.store(UnsafeRawPointer(t.bits), pitch: t.rowWords * 4)
        }
    }

    func setAlphaMod(_ texture: OpaquePointer, _ alpha: UInt8) { Self.texture(texture).alphaMod = alpha }
    func alphaMod(_ texture: OpaquePointer) -> UInt8 { Self.texture(texture).alphaMod }

    func setColorMod(_ texture: OpaquePointer, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        Self.texture(texture).colorMod = (r, g, b)
    }

    func colorMod(_ texture: OpaquePointer) -> (r: UInt8, g: UInt8, b: UInt8) { Self.texture(texture).colorMod }
    func setBlendMode(_ texture: OpaquePointer, _ mode: SDL_BlendMode) { Self.texture(texture).blendMode = mode }

    func setScaleMode(_ texture: OpaquePointer, _ mode: SDL_ScaleMode) {
        Self.texture(texture).linear = mode != SDL_ScaleModeNearest
    }

    // MARK: - Target and fills

    var target: OpaquePointer? { targetHandle }

    func setTarget(_ texture: OpaquePointer?) {
        targetHandle = texture
        current = texture.map(Self.texture) ?? output
        clip = nil
    }

    func setClip(_ rect: SDL_Rect?) { clip = rect }
    func setDrawColor(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { drawColor = (r, g, b, a) }
    func setDrawBlendMode(_ mode: SDL_BlendMode) { drawBlend = mode }

    /// SDL's clear replaces pixels, whatever the blend mode.
    func clear() {
        fillBox(SDL_Rect(0, 0, current.width, current.height), op: PIXMAN_OP_SRC)
        current.isOpaque = drawColor.a == 255
    }

    func fill(_ rect: SDL_Rect) {
        let visible = visibleArea(rect)
        guard !visible.isEmpty else { return }
        let replaces = drawColor.a == 255 || drawBlend == SDL_BLENDMODE_NONE
        fillBox(visible, op: replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER)
        if drawColor.a < 255 && replaces { current.isOpaque = false }
    }

    private func fillBox(_ rect: SDL_Rect, op: pixman_op_t) {
        var color = Self.premultiplied(drawColor.r, drawColor.g, drawColor.b, drawColor.a)
        var box = pixman_box32_t(x1: rect.x, y1: rect.y, x2: rect.x + rect.w, y2: rect.y + rect.h)
        pixman_image_fill_boxes(op, current.image, &color, 1, &box)
    }

    /// `rect` within the target and the clip.
    func visibleArea(_ rect: SDL_Rect) -> SDL_Rect {
        var out = rect.intersection(SDL_Rect(0, 0, current.width, current.height))
        if let c = clip { out = out.intersection(c) }
        return out
    }

    /// An 8-bit straight colour as pixman's 16-bit premultiplied one.
    static func premultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> pixman_color_t {
        func channel(_ c: UInt8) -> UInt16 { UInt16((UInt32(c) * UInt32(a) * 257 + 127) / 255) }
        return pixman_color_t(red: channel(r), green: channel(g), blue: channel(b), alpha: UInt16(a) * 257)
    }

    // MARK: - Reading

    func readPixels(_ rect: SDL_Rect, format: UInt32, into pixels: UnsafeMutableRawPointer, pitch: Int) -> Bool {
        let area = rect.intersection(SDL_Rect(0, 0, current.width, current.height))
        guard area.x == rect.x, area.y == rect.y, area.w == rect.w, area.h == rect.h,
            format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_ABGR8888.rawValue
        else { return false }
        current.readStraight(
            rect, into: pixels.assumingMemoryBound(to: UInt32.self), outRowWords: pitch / 4,
            swapRedBlue: format == SDL_PIXELFORMAT_ABGR8888.rawValue)
        return true
    }

    func flush() {}
}
