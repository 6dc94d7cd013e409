import SDLBackend
import ViewKit

/// Everything the demo loads from Resources/: fonts, card images and photos with their captions.
final class Assets {
    let fonts: FontLibrary
    let cards: [CardViewModel]
    let photos: [PhotoItem]
    let resources: URL

    /// - Throws: when a folder, list or image file is missing; the message names the path.
    init(resources: URL, session: SDLSession) throws {
        self.resources = resources
        fonts = try FontLibrary(directory: resources.appendingPathComponent("Fonts").path, session: session)
        let loader = try ImageLoader(session: session)
        let cardDir = resources.appendingPathComponent("Images/Cards")
        cards = try Assets.table(cardDir.appendingPathComponent("cards.txt"), columns: 3).map { row in
            CardViewModel(image: try loader.loadImage(cardDir.appendingPathComponent(row[0]).path, scale: 2),
                          title: row[1], subtitle: row[2])
        }
        let photoDir = resources.appendingPathComponent("Images/Photos")
        photos = try Assets.table(photoDir.appendingPathComponent("captions.txt"), columns: 2).map { row in
            PhotoItem(image: try loader.loadImage(photoDir.appendingPathComponent(row[0]).path, scale: 2), caption: row[1])
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
