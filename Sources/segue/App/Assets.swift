import SDLBackend
import ViewKit

/// Everything the demo loads from Resources/: fonts, card images and photos with their captions.
final class Assets {
    let fonts: FontLibrary
    let cards: [CardViewModel]
    let photos: [PhotoItem]
    let resources: URL

    /// Points of the largest size an image is shown at; pixels beyond that are dropped at decode.
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
        cards = try Assets.table(cardDir.appendingPathComponent("cards.txt"), columns: 3).map { row in
            CardViewModel(image: try load(cardDir.appendingPathComponent(row[0])),
                          title: row[1], subtitle: row[2])
        }
        let photoDir = resources.appendingPathComponent("Images/Photos")
        photos = try Assets.table(photoDir.appendingPathComponent("captions.txt"), columns: 2).map { row in
            PhotoItem(image: try load(photoDir.appendingPathComponent(row[0])), caption: row[1])
        }
    }

    struct ListError: Error, CustomStringConvertible {
        let description: String
    }

    /// Tab-separated rows of a small list file, each with exactly `columns` fields.
    static func table(_ url: URL, columns: Int) throws -> [[String]] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw ListError(description: "Cannot read \(url.path): the resource list is missing. "
                + "Restore Resources/ from the repository, or pass --resources DIR.")
        }
        var rows: [[String]] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == columns else {
                throw ListError(description: "\(url.path):\(i + 1): expected \(columns) tab-separated fields, "
                    + "found \(fields.count)")
            }
            rows.append(fields)
        }
        return rows
    }
}
