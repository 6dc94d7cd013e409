import CSDL2

/// The device for an SDL_Renderer: each call is the SDL function of the same name. Windows
/// with an accelerated renderer draw through it, and so does the bench's bare-SDL baseline.
final class SDLRenderDevice: RenderDevice {
    let handle: OpaquePointer

    init(handle: OpaquePointer) { self.handle = handle }

    var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// SDL's software renderer keeps streaming textures in plain memory.
    var texturesAreReadable: Bool { name == "software" }

    func outputSize() -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    func makeTexture(width: Int, height: Int, access: SDL_TextureAccess) -> OpaquePointer? {
        SDL_CreateTexture(
            handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue), Int32(max(1, width)),
            Int32(max(1, height)))
    }

    func makeTexture(from surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        SDL_CreateTextureFromSurface(handle, surface)
    }

    func destroyTexture(_ texture: OpaquePointer) { SDL_DestroyTexture(texture) }

    func textureSize(_ texture: OpaquePointer) -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &w, &h)
        return (Int(w), Int(h))
    }

    func update(_ texture: OpaquePointer, pixels: UnsafeRawPointer, pitch: Int) {
        SDL_UpdateTexture(texture, nil, pixels, Int32(pitch))
    }

    func lock(_ texture: OpaquePointer, writing: Bool) -> (pixels: UnsafeMutableRawPointer, pitch: Int)? {
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &raw, &pitch) == 0, let raw else { return nil }
        return (raw, Int(pitch))
    }

    func unlock(_ texture: OpaquePointer) { SDL_UnlockTexture(texture) }

    func setAlphaMod(_ texture: OpaquePointer, _ alpha: UInt8) { SDL_SetTextureAlphaMod(texture, alpha) }

    func alphaMod(_ texture: OpaquePointer) -> UInt8 {
        var a: UInt8 = 255
        SDL_GetTextureAlphaMod(texture, &a)
        return a
    }

    func setColorMod(_ texture: OpaquePointer, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        SDL_SetTextureColorMod(texture, r, g, b)
    }

    func colorMod(_ texture: OpaquePointer) -> (r: UInt8, g: UInt8, b: UInt8) {
        var c = (r: UInt8(255), g: UInt8(255), b: UInt8(255))
        SDL_GetTextureColorMod(texture, &c.r, &c.g, &c.b)
        return c
    }

    func setBlendMode(_ texture: OpaquePointer, _ mode: SDL_BlendMode) { SDL_SetTextureBlendMode(texture, mode) }
    func setScaleMode(_ texture: OpaquePointer, _ mode: SDL_ScaleMode) { SDL_SetTextureScaleMode(texture, mode) }

    var target: OpaquePointer? { SDL_GetRenderTarget(handle) }
    func setTarget(_ texture: OpaquePointer?) { SDL_SetRenderTarget(handle, texture) }

    func setClip(_ rect: SDL_Rect?) {
        if var r = rect { SDL_RenderSetClipRect(handle, &r) } else { SDL_RenderSetClipRect(handle, nil) }
    }

    func setDrawColor(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { SDL_SetRenderDrawColor(handle, r, g, b, a) }
    func setDrawBlendMode(_ mode: SDL_BlendMode) { SDL_SetRenderDrawBlendMode(handle, mode) }
    func clear() { SDL_RenderClear(handle) }

    func fill(_ rect: SDL_Rect) {
        var r = rect
        SDL_RenderFillRect(handle, &r)
    }

    func copy(_ texture: OpaquePointer, _ src: SDL_Rect, _ dst: SDL_Rect) {
        var s = src, d = dst
        SDL_RenderCopy(handle, texture, &s, &d)
    }

    func geometry(_ texture: OpaquePointer, _ vertices: [SDL_Vertex], _ indices: [Int32]) {
        SDL_RenderGeometry(handle, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    func readPixels(_ rect: SDL_Rect, format: UInt32, into pixels: UnsafeMutableRawPointer, pitch: Int) -> Bool {
        var r = rect
        return SDL_RenderReadPixels(handle, &r, format, pixels, Int32(pitch)) == 0
    }

    func flush() { SDL_RenderFlush(handle) }
}
