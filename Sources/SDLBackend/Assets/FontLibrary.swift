import CSDL2
import Foundation
import ViewKit

/// The bundled Inter faces, opened with SDL_ttf at whatever pixel sizes are asked for.
///
/// Measurements are in points: text is measured at `measureScale` pixels per point and
/// divided back, so widths keep sub-point precision whatever the display's scale.
public final class FontLibrary: TextMeasurer {
    /// File names by weight, inside the fonts directory.
    public static let files: [Font.Weight: String] = [
        .regular: "Inter-Regular.otf", .medium: "Inter-Medium.otf", .semibold: "Inter-SemiBold.otf",
        .bold: "Inter-Bold.otf", .heavy: "Inter-ExtraBold.otf",
    ]

    /// The directory the faces were loaded from.
    public let directory: String
    /// Pixels per point used for measuring (2 keeps hinting from rounding widths to whole points).
    public let measureScale: CGFloat
    /// SDL_ttf hinting; light hinting keeps Inter's shapes closest to iOS's unhinted look.
    public let hinting: Int32 = TTF_HINTING_LIGHT

    /// Faces held open at once, each one weight at one pixel size. Every open face holds its
    /// own copy of the font's tables, about 300 KB of FreeType's and HarfBuzz's memory (the
    /// demo's bench opened 41, 12 MB, and kept them all); past this many, the least recently
    /// used is closed, and opened again if it is asked for. Lines already drawn stay in the
    /// renderer's text cache, and widths and metrics are kept here, so a face is opened again
    /// only to draw or measure something new in it.
    static let openFaceLimit = 12

    private let session: SDLSession
    private var fonts: [FontKey: OpenFace] = [:]
    /// Counts the lookups of open faces, so each face knows when it was last used.
    private var faceUses = 0
    /// Faces opened since the library was made, closed ones included.
    private(set) var facesOpened = 0
    private var warnedFamilies: Set<String> = []
    /// Faces that failed to open: warned about once and not retried on every draw.
    private var failedFaces: Set<FontKey> = []

    private struct FontKey: Hashable { var weight: Font.Weight; var quarterPixels: Int }
    private struct OpenFace { var font: OpaquePointer; var lastUse: Int }
    private struct MeasuredText: Hashable { var text: String; var font: Font }
    /// Points wide, by string and font: see `width(of:font:)`.
    private var widths: [MeasuredText: CGFloat] = [:]
    /// Ascent, descent and line height by font: asked for by every label's layout, every frame.
    private var metricsByFont: [Font: FontMetrics] = [:]

    /// Opens the five Inter weights in `directory`.
    /// - Throws: `SDLBackendError.missingResource` naming the directory or file when absent,
    ///   `badResource` naming the file when SDL_ttf cannot open it (a directory, garbage bytes).
    public init(directory: String, measureScale: CGFloat = 2, session: SDLSession? = nil) throws {
        var isDir: ObjCBool = false
        let hint = "run from the repository root (fonts live in Resources/Fonts), or pass --resources DIR"
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
            throw SDLBackendError.missingResource(path: directory, hint: "fonts directory not found; " + hint)
        }
        for name in FontLibrary.files.values.sorted() {
            let path = (directory as NSString).appendingPathComponent(name)
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw SDLBackendError.missingResource(path: path, hint: "font file not found; " + hint)
            }
        }
        self.session = try session ?? SDLSession(video: false)
        (self.directory, self.measureScale) = (directory, measureScale)
        // Open each face once now: a broken file is an error at start-up, not blank text later.
        for name in FontLibrary.files.values.sorted() {
            let path = (directory as NSString).appendingPathComponent(name)
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw SDLBackendError.badResource(path: path, reason: "is not a regular file, so not a font file")
            }
            guard let face = TTF_OpenFont(path, 12) else {
                throw SDLBackendError.badResource(
                    path: path,
                    reason: "SDL_ttf cannot open it as a font (\(String(cString: SDL_GetError()))); "
                        + "restore Resources/Fonts from the repository")
            }
            TTF_CloseFont(face)
        }
    }

    deinit { fonts.values.forEach { TTF_CloseFont($0.font) } }

    /// Faces open now (at most `openFaceLimit`).
    var openFaces: Int { fonts.count }

    /// The face for `font` at `pixelSize` pixels (quarter-pixel precision), opened on first use.
    func ttfFont(_ font: Font, pixelSize: CGFloat) -> OpaquePointer? {
        if font.family != Font.systemFamily, !warnedFamilies.contains(font.family) {
            warnedFamilies.insert(font.family)
            warn("font family \"\(font.family)\" is not bundled; using \(Font.systemFamily)")
        }
        let key = FontKey(weight: font.weight, quarterPixels: max(4, Int((pixelSize * 4).rounded())))
        faceUses += 1
        if let open = fonts[key] {
            fonts[key]?.lastUse = faceUses
            return open.font
        }
        guard !failedFaces.contains(key) else { return nil }
        let path = (directory as NSString).appendingPathComponent(FontLibrary.files[font.weight]!)
        // 18 dpi makes one "point" a quarter pixel, so fractional pixel sizes are exact.
        guard let f = TTF_OpenFontDPI(path, Int32(key.quarterPixels), 18, 18) else {
            // Once per file, not per size or per draw: a file broken after start-up would
            // otherwise print a line for every label.
            if !failedFaces.contains(where: { $0.weight == key.weight }) {
                warn("TTF_OpenFontDPI(\(path)) failed: \(String(cString: SDL_GetError())); its text is not drawn")
            }
            failedFaces.insert(key)
            return nil
        }
        TTF_SetFontKerning(f, 1)
        TTF_SetFontHinting(f, hinting)
        // Every caller uses the face it is given before it asks for another, so closing the
        // least recently used one here never closes a face still in use.
        if fonts.count >= Self.openFaceLimit, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            TTF_CloseFont(oldest.value.font)
            fonts[oldest.key] = nil
        }
        fonts[key] = OpenFace(font: f, lastUse: faceUses)
        facesOpened += 1
        return f
    }

    /// Renders one line in white at `font.size × scale` pixels (alpha carries the glyphs).
    func rasterize(_ text: String, font: Font, scale: CGFloat) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let f = ttfFont(font, pixelSize: font.size * scale) else { return nil }
        return TTF_RenderUTF8_Blended(f, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    }

    /// Advance width of one line, in points.
    public func width(of text: String, font: Font) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = MeasuredText(text: text, font: font)
        if let known = widths[key] { return known }
        guard let f = ttfFont(font, pixelSize: font.size * measureScale) else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(f, text, &w, &h)
        let width = CGFloat(w) / measureScale
        // Wrapping measures each growing line once per word, again whenever a label's width
        // changes (every frame of a card opening); the answers never change, so keep them.
        if widths.count >= FontLibrary.measuredTextLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// Strings whose widths are kept before the memo starts again (about 1 MB of short lines).
    static let measuredTextLimit = 8192

    /// Ascent, descent and line height, in points.
    public func metrics(of font: Font) -> FontMetrics {
        if let known = metricsByFont[font] { return known }
        guard let f = ttfFont(font, pixelSize: font.size * measureScale) else {
            return FontMetrics(ascent: font.size * 0.97, descent: font.size * 0.24, lineHeight: font.size * 1.21)
        }
        let s = measureScale
        let metrics = FontMetrics(
            ascent: CGFloat(TTF_FontAscent(f)) / s, descent: CGFloat(-TTF_FontDescent(f)) / s,
            lineHeight: CGFloat(TTF_FontLineSkip(f)) / s)
        // A font whose size animates would add one a frame: start again past the widths' bound.
        if metricsByFont.count >= FontLibrary.measuredTextLimit { metricsByFont.removeAll(keepingCapacity: true) }
        metricsByFont[font] = metrics
        return metrics
    }
}
