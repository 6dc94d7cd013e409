import Foundation
import ViewKit

/// What draws lines of text for the compositor: a font library. SDLBackend's `FontLibrary`
/// (SDL_ttf, FreeType) is one; the compositor itself links no font code and no SDL.
public protocol TextRasterizer: AnyObject {
    /// Draws `text` on one line in `font`, white, at `scale` pixels per point, and calls `body`
    /// with its pixels (alpha is the glyphs' coverage) while they exist.
    /// - Returns: what `body` returned, or nil when the line cannot be drawn (an empty string,
    ///   a font that is missing).
    /// - Throws: what `body` throws, or an error naming the call that failed.
    func withRasterizedLine<Result>(
        _ text: String, font: Font, scale: CGFloat, _ body: (StraightPixels) throws -> Result
    ) throws -> Result?
}

/// Straight-alpha ARGB8888 pixels as native 32-bit words, which someone else owns: a line of
/// text, a decoded picture.
public struct StraightPixels {
    /// Pixels.
    public var width: Int, height: Int
    /// Bytes from one row's start to the next's.
    public var rowBytes: Int
    /// The first row's first pixel.
    public var base: UnsafeRawPointer

    public init(width: Int, height: Int, rowBytes: Int, base: UnsafeRawPointer) {
        (self.width, self.height, self.rowBytes, self.base) = (width, height, rowBytes, base)
    }
}
