import CSDL2
import Compositor
import ViewKit

/// The compositor draws text through its `TextRasterizer`: SDL_ttf's white line, converted to
/// ARGB8888 words.
extension FontLibrary: TextRasterizer {
    public func withRasterizedLine<Result>(
        _ text: String, font: Font, scale: CGFloat, _ body: (StraightPixels) throws -> Result
    ) throws -> Result? {
        guard let surface = rasterize(text, font: font, scale: scale) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLBackendError.fromSDL("SDL_ConvertSurfaceFormat(text \"\(text)\")")
        }
        defer { SDL_FreeSurface(argb) }
        let s = argb.pointee
        guard let pixels = s.pixels else { return nil }
        return try body(
            StraightPixels(width: Int(s.w), height: Int(s.h), rowBytes: Int(s.pitch), base: UnsafeRawPointer(pixels)))
    }
}
