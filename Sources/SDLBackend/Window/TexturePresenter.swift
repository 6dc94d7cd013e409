import CSDL2
import Compositor
import Foundation

/// Presents through a GPU: one streaming ARGB8888 texture, updated with the rects a frame
/// changed and copied to the window 1:1, with no blending and nearest sampling, so the screen
/// shows the compositor's pixels exactly. The GPU composites nothing of the frame itself.
final class TexturePresenter: Presenter {
    let window: OpaquePointer
    /// The SDL_Renderer* that owns the texture.
    let handle: OpaquePointer
    let glRenderer: String?
    private var buffer: Compositor.Layer?
    private var texture: OpaquePointer?
    private var presentsAll = true

    /// Takes over `handle`, an SDL renderer of `window` (destroyed with this).
    init(window: OpaquePointer, handle: OpaquePointer, glRenderer: String?) {
        (self.window, self.handle, self.glRenderer) = (window, handle, glRenderer)
    }

    deinit {
        texture.map { SDL_DestroyTexture($0) }
        SDL_DestroyRenderer(handle)
    }

    var name: String { "texture" }

    var hasVSync: Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0 else { return false }
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    func setVSync(_ on: Bool) -> Bool { SDL_RenderSetVSync(handle, on ? 1 : 0) == 0 }

    func drawableSize() -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    func output() -> Compositor.Layer? {
        let (w, h) = drawableSize()
        if let buffer, buffer.width == w, buffer.height == h, texture != nil { return buffer }
        texture.map { SDL_DestroyTexture($0) }
        (buffer, texture) = (nil, nil)
        guard w > 0, h > 0, let layer = Compositor.Layer(width: w, height: h),
            let made = SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w),
                Int32(h))
        else { return nil }
        layer.isOpaque = true
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE)
        SDL_SetTextureScaleMode(made, SDL_ScaleModeNearest)
        (buffer, texture, presentsAll) = (layer, made, true)
        return layer
    }

    func present(_ rects: [PixelRect]) -> Int {
        guard let buffer, let texture else { return 0 }
        let shown = presentsAll ? [buffer.bounds] : rects.map { $0.intersection(buffer.bounds) }.filter { !$0.isEmpty }
        presentsAll = false
        for r in shown {
            var area = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
            SDL_UpdateTexture(texture, &area, buffer.bits + r.y * buffer.rowWords + r.x, Int32(buffer.rowWords * 4))
        }
        // The back buffer is undefined after a present, so the whole texture goes every frame:
        // a copy the GPU makes in well under a millisecond, unlike the upload.
        SDL_RenderCopy(handle, texture, nil, nil)
        SDL_RenderPresent(handle)
        return shown.reduce(0) { $0 + $1.area }
    }

    func showAll() { presentsAll = true }

    func makeBareSDLRenderer(scale: CGFloat, fonts: FontLibrary?, after: @escaping () -> Void) throws
        -> BareSDLRenderer
    {
        // The baseline draws with the window's own SDL renderer: a second one is not allowed.
        let handle = self.handle
        return BareSDLRenderer(handle: handle, scale: scale, fonts: fonts, ownsHandle: false) {
            SDL_RenderPresent(handle)
            after()
        }
    }
}

/// What the OpenGL driver behind an SDL renderer is, and whether it is a GPU at all.
enum GLDriver {
    /// GL_RENDERER of the current context: "llvmpipe (LLVM 15.0.6, 256 bits)", say; nil when
    /// the renderer is not OpenGL or the call is unavailable.
    static func rendererString(of handle: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0, let name = info.name,
            String(cString: name).hasPrefix("opengl"), let getString = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glRendererName: UInt32 = 0x1F01  // GL_RENDERER
        guard let text = unsafeBitCast(getString, to: GetString.self)(glRendererName) else { return nil }
        return String(cString: text)
    }

    /// Whether the machine has a device a GPU driver renders through: a DRM render node
    /// (`/dev/dri/renderD*`, Mesa's and most drivers') or NVIDIA's own (`/dev/nvidia0`). Without
    /// one, OpenGL can only be a rasteriser on the CPU.
    /// - Parameter devices: the folder to look in (tests give one of their own).
    static func machineHasGPUDevice(devices: String = "/dev") -> Bool {
        let fm = FileManager.default
        if fm.fileExists(atPath: devices + "/nvidia0") { return true }
        let nodes = (try? fm.contentsOfDirectory(atPath: devices + "/dri")) ?? []
        return nodes.contains { $0.hasPrefix("renderD") }
    }

    /// Whether `glRenderer` names a rasteriser that runs on the CPU (Mesa's llvmpipe and
    /// softpipe, the "Software Rasterizer" of others), as Chromium's software-rendering list does:
    /// presenting through it costs more than presenting the compositor's pixels directly.
    static func isSoftware(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "software rasterizer", "swrast", "lavapipe"].contains { name.contains($0) }
    }
}
