import CSDL2

/// What the renderer draws with: the handful of SDL_Renderer calls it makes, behind one seam,
/// so a software target can be drawn by pixman instead of SDL's per-channel blitters.
///
/// Textures are opaque handles made by the device that owns them; a handle from one device
/// must never reach another. Pixels cross the seam as straight-alpha ARGB8888 words, as SDL
/// takes them; a device may store them otherwise (pixman stores them premultiplied).
protocol RenderDevice: AnyObject {
    /// The backend's name, as `segue bench` reports it ("software", "opengl", "pixman").
    var name: String { get }
    /// Whether a streaming texture's pixels can be locked and read back cheaply.
    var texturesAreReadable: Bool { get }
    /// The output's size in pixels (the window or surface, whatever the target).
    func outputSize() -> (width: Int, height: Int)

    func makeTexture(width: Int, height: Int, access: SDL_TextureAccess) -> OpaquePointer?
    /// A texture holding a copy of `surface`'s pixels (text from SDL_ttf).
    func makeTexture(from surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer?
    func destroyTexture(_ texture: OpaquePointer)
    /// Size in pixels.
    func textureSize(_ texture: OpaquePointer) -> (width: Int, height: Int)
    /// Replaces every pixel: `pitch` bytes between the rows of `pixels`.
    func update(_ texture: OpaquePointer, pixels: UnsafeRawPointer, pitch: Int)
    /// The pixels of a streaming texture, to read (or change, when `writing`) until `unlock`.
    func lock(_ texture: OpaquePointer, writing: Bool) -> (pixels: UnsafeMutableRawPointer, pitch: Int)?
    func unlock(_ texture: OpaquePointer)

    func setAlphaMod(_ texture: OpaquePointer, _ alpha: UInt8)
    func alphaMod(_ texture: OpaquePointer) -> UInt8
    func setColorMod(_ texture: OpaquePointer, _ r: UInt8, _ g: UInt8, _ b: UInt8)
    func colorMod(_ texture: OpaquePointer) -> (r: UInt8, g: UInt8, b: UInt8)
    func setBlendMode(_ texture: OpaquePointer, _ mode: SDL_BlendMode)
    func setScaleMode(_ texture: OpaquePointer, _ mode: SDL_ScaleMode)

    /// The texture draws go to; nil for the output.
    var target: OpaquePointer? { get }
    func setTarget(_ texture: OpaquePointer?)
    /// Limits draws to `rect` (target pixels); nil for the whole target.
    func setClip(_ rect: SDL_Rect?)
    func setDrawColor(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8)
    func setDrawBlendMode(_ mode: SDL_BlendMode)
    /// Sets every pixel of the target to the draw colour, clip or not.
    func clear()
    func fill(_ rect: SDL_Rect)
    /// Draws `src` of `texture` stretched over `dst`, with its alpha and colour mods.
    func copy(_ texture: OpaquePointer, _ src: SDL_Rect, _ dst: SDL_Rect)
    /// Draws triangles of `texture`; vertex colours must all be equal.
    func geometry(_ texture: OpaquePointer, _ vertices: [SDL_Vertex], _ indices: [Int32])
    /// Copies `rect` of the target, as straight-alpha pixels of `format`, to `pixels`.
    func readPixels(_ rect: SDL_Rect, format: UInt32, into pixels: UnsafeMutableRawPointer, pitch: Int) -> Bool
    /// Runs queued draws, so the output's memory holds them.
    func flush()
}
