import CSDL2
import Compositor
import Foundation
import ViewKit

/// SDL's own 2D renderer (SDL_Renderer) over a window's or a canvas's pixels, with none of
/// Segue's compositor: rectangles, text and images drawn with square corners and no
/// anti-aliasing, clipped to rectangles. Coordinates are window points; it scales them by
/// `scale` and rounds to whole pixels, as SDL draws.
///
/// What it draws replaces what the compositor drew there, and the compositor draws its next
/// frame whole. The bench draws its bare-SDL baseline with it (SegueTool's `BaselineDrawer`),
/// to read a frame's cost against what SDL alone takes. It caches its textures of text and
/// images as the compositor caches its layers.
public final class BareSDLRenderer {
    private let handle: OpaquePointer
    private let fonts: FontLibrary?
    /// Pixels per point.
    public var scale: CGFloat
    /// Shows what was drawn: SDL's present, or the window surface's update.
    private let showFrame: () -> Void
    /// Frees what the SDL renderer draws into, after it.
    private let release: () -> Void
    /// Whether the SDL renderer is this one's to destroy.
    private let ownsHandle: Bool
    private var text: [TextKey: (texture: OpaquePointer, width: Int32, height: Int32)] = [:]
    private var images: [ObjectIdentifier: (image: Weak<Image>, texture: OpaquePointer)] = [:]

    /// Draws with the SDL renderer `handle`, which this destroys when it `ownsHandle` (then
    /// calls `release`), and shows frames by `show`.
    init(
        handle: OpaquePointer, scale: CGFloat, fonts: FontLibrary?, ownsHandle: Bool = true,
        release: @escaping () -> Void = {}, show: @escaping () -> Void
    ) {
        (self.handle, self.scale, self.fonts, self.showFrame, self.release) = (handle, scale, fonts, show, release)
        self.ownsHandle = ownsHandle
    }

    deinit {
        text.values.forEach { SDL_DestroyTexture($0.texture) }
        images.values.forEach { SDL_DestroyTexture($0.texture) }
        if ownsHandle { SDL_DestroyRenderer(handle) }
        release()
    }

    /// Textures it holds for images, one an image: for tests of what it keeps.
    package var imageTextureCount: Int { images.count }

    /// Destroys every texture it holds, of text and of images; the next draw of each makes it
    /// again. Call it when a run of frames is over: its textures copy pixels the app's own
    /// renderer holds too, and would otherwise stay for as long as the images live.
    public func releaseTextures() {
        text.values.forEach { SDL_DestroyTexture($0.texture) }
        images.values.forEach { SDL_DestroyTexture($0.texture) }
        (text, images) = ([:], [:])
    }

    /// Fills the whole surface with `color`, with no clip.
    public func clear(_ color: Color) {
        // A frame starts here, so textures go here with their images: an app that makes new
        // images (each screen's, each bench scenario's app) would otherwise leave every old
        // one's pixels in SDL's memory until a new image happened to reuse its address.
        for (id, entry) in images where entry.image.value == nil {
            SDL_DestroyTexture(entry.texture)
            images[id] = nil
        }
        let c = color.rgba8
        SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
        SDL_RenderSetClipRect(handle, nil)
        SDL_RenderClear(handle)
    }

    /// Clips what follows to `rect` (points), or to nothing when nil; false when `rect` covers
    /// no whole pixel, and nothing would be drawn.
    public func clip(to rect: CGRect?) -> Bool {
        guard let rect else {
            SDL_RenderSetClipRect(handle, nil)
            return true
        }
        var r = pixels(rect)
        guard r.w > 0, r.h > 0 else { return false }
        SDL_RenderSetClipRect(handle, &r)
        return true
    }

    /// Fills each of `rects` (points) with `color`: copied when opaque, blended otherwise.
    public func fill(_ rects: [CGRect], with color: Color) {
        let c = color.rgba8
        SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(handle, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        var sdl = rects.map(pixels)
        SDL_RenderFillRects(handle, &sdl, Int32(sdl.count))
    }

    /// Draws `image` stretched over `rect` (points) at `opacity` (0–1), filtered linearly.
    public func draw(_ image: Image, in rect: CGRect, opacity: CGFloat) throws {
        let texture = try self.texture(for: image)
        SDL_SetTextureAlphaMod(texture, Color.white.withAlphaComponent(opacity).rgba8.a)
        var r = pixels(rect)
        SDL_RenderCopy(handle, texture, nil, &r)
    }

    /// Draws one line of `string` in `font` and `color`, its top left at `origin` (points);
    /// nothing without fonts.
    public func draw(_ string: String, font: Font, color: Color, at origin: CGPoint) throws {
        guard let line = try texture(for: string, font: font) else { return }
        let c = color.rgba8
        SDL_SetTextureColorMod(line.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(line.texture, c.a)
        var r = SDL_Rect(
            x: Int32((origin.x * scale).rounded()), y: Int32((origin.y * scale).rounded()), w: line.width,
            h: line.height)
        SDL_RenderCopy(handle, line.texture, nil, &r)
    }

    /// Finishes the frame's drawing and shows it.
    public func show() {
        SDL_RenderFlush(handle)
        showFrame()
    }

    /// `points` in whole pixels, each edge rounded.
    private func pixels(_ points: CGRect) -> SDL_Rect {
        let x0 = Int32((points.minX * scale).rounded()), y0 = Int32((points.minY * scale).rounded())
        return SDL_Rect(
            x: x0, y: y0, w: Int32((points.maxX * scale).rounded()) - x0, h: Int32((points.maxY * scale).rounded()) - y0
        )
    }

    private func texture(for string: String, font: Font) throws -> (
        texture: OpaquePointer, width: Int32, height: Int32
    )? {
        let key = TextKey(text: string, font: font, scale: scale)
        if let hit = text[key] { return hit }
        guard let fonts, let surface = fonts.rasterize(string, font: font, scale: scale) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(handle, surface) else {
            throw SDLBackendError.fromSDL("SDL_CreateTextureFromSurface(text \"\(string)\")")
        }
        let entry = (texture, surface.pointee.w, surface.pointee.h)
        text[key] = entry
        return entry
    }

    private func texture(for image: Image) throws -> OpaquePointer {
        let id = ObjectIdentifier(image)
        if let hit = images[id], hit.image.value === image { return hit.texture }
        images.removeValue(forKey: id).map { SDL_DestroyTexture($0.texture) }
        // The compositor hands a decoded file's pixels to its layer and lets the image drop
        // them; decoding them here must not leave the app's image holding them again.
        let wasDecoded = image.isDecoded
        defer { if !wasDecoded { image.discardDecodedPixels() } }
        let bitmap: Bitmap
        switch image.content {
        case let .bitmap(b): bitmap = b
        case .recording: bitmap = Bitmap(width: 1, height: 1, fill: .white)
        }
        guard
            let texture = SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(bitmap.width), Int32(bitmap.height))
        else { throw SDLBackendError.fromSDL("SDL_CreateTexture(image \"\(image.name)\")") }
        SDL_UpdateTexture(texture, nil, bitmap.pixels, Int32(bitmap.width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        images[id] = (Weak(image), texture)
        return texture
    }
}

/// A reference that does not keep its object alive.
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
