import Motion
import SDLBackend
import SegueScript
import ViewKit

/// Everything the demo loads from Resources/: fonts, card images and photos with their captions.
final class Assets {
    let fonts: FontLibrary
    let cards: [CardViewModel]
    let photos: [PhotoItem]
    let resources: URL

    /// Points of the largest size an image is shown at on a phone-sized window; pixels beyond
    /// that are dropped at the first decode. Shown larger (a wider window, a denser screen), an
    /// image is decoded again at rest, up to its file's pixels (`Renderer.refineImages`).
    static let largestImageExtent: CGFloat = 500

    static func loadFonts(resources: URL, session: SDLSession) throws -> FontLibrary {
        try FontLibrary(directory: resources.appendingPathComponent("Fonts").path, session: session)
    }

    /// Images are decoded lazily, at what `displayScale` (pixels per point) can show.
    /// - Throws: when a folder, list or image file is missing; the message names the path.
    init(resources: URL, fonts: FontLibrary, session: SDLSession, displayScale: CGFloat) throws {
        self.resources = resources
        self.fonts = fonts
        let loader = try ImageLoader(session: session)
        let limit = Int((Assets.largestImageExtent * displayScale).rounded(.up))
        func load(_ url: URL) throws -> Image {
            try loader.loadImage(url.path, scale: 2, maxPixelDimension: limit)
        }
        let cardDir = resources.appendingPathComponent("Images/Cards")
        let cardList = try Assets.table(
            cardDir.appendingPathComponent("cards.txt"), columns: 3, items: "cards",
            row: "IMAGE<TAB>TITLE<TAB>SUBTITLE")
        cards = try cardList.map { row in
            CardViewModel(
                image: try load(cardDir.appendingPathComponent(row[0])),
                title: row[1], subtitle: row[2])
        }
        let photoDir = resources.appendingPathComponent("Images/Photos")
        let photoList = try Assets.table(
            photoDir.appendingPathComponent("captions.txt"), columns: 2,
            items: "photos", row: "IMAGE<TAB>CAPTION")
        photos = try photoList.map { row in
            PhotoItem(image: try load(photoDir.appendingPathComponent(row[0])), caption: row[1])
        }
    }

    struct ListError: Error, CustomStringConvertible {
        let description: String
    }

    /// Tab-separated rows of a small list file, each with exactly `columns` fields, at least one.
    /// - Parameters:
    ///   - items: what the rows are, for the message when there are none ("photos").
    ///   - row: the row's shape, for that message ("IMAGE<TAB>CAPTION").
    /// - Throws: `ListError` naming the folder or file: missing, empty, not a file, not UTF-8,
    ///   a row with the wrong number of fields, or no rows (the app needs one of each).
    static func table(_ url: URL, columns: Int, items: String = "rows", row: String = "") throws -> [[String]] {
        let folder = url.deletingLastPathComponent()
        let restore = "Restore Resources/ from the repository, or pass --resources DIR."
        var isDirectory: ObjCBool = false
        let fm = FileManager.default
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ListError(description: "The folder \(folder.path) is missing. " + restore)
        }
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            let empty = (try? fm.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? false
            throw ListError(
                description: empty
                    ? "The folder \(folder.path) is empty: it needs \(url.lastPathComponent) and the images it lists. "
                        + restore
                    : "Cannot read \(url.path): the resource list is missing. " + restore)
        }
        guard !isDirectory.boolValue, fm.isReadableFile(atPath: url.path),
            let data = Self.contents(of: url.path)
        else {
            throw ListError(
                description: "Cannot read \(url.path): "
                    + (isDirectory.boolValue ? "it is a directory, not a list file. " : "it is not a readable file. ")
                    + restore)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ListError(description: "\(url.path) is not UTF-8 text. " + restore)
        }
        var rows: [[String]] = []
        // isNewline, not "\n": a CRLF ending is one Character, which "\n" would not split.
        for (i, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: "\t").map(String.init)
            guard fields.count == columns else {
                throw ListError(
                    description: "\(url.path):\(i + 1): expected \(columns) tab-separated fields, "
                        + "found \(fields.count)")
            }
            rows.append(fields)
        }
        guard !rows.isEmpty else {
            throw ListError(
                description: "\(url.path) lists no \(items): it needs at least one line of \(row). " + restore)
        }
        return rows
    }

    /// The file's bytes, or nil when it cannot be read. An empty file is answered without a
    /// read: Foundation's reader leaks its 4 KB probe buffer on one (seen under LeakSanitizer).
    private static func contents(of path: String) -> Data? {
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
        if size?.intValue == 0 { return Data() }
        return FileManager.default.contents(atPath: path)
    }
}
