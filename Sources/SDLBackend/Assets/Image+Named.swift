import Foundation
import ViewKit

extension Image {
    /// UIImage(named:): the image that `Resources/Images/Named.txt` lists under `name`, decoded
    /// when first drawn. Nil when no line names it or its file is missing, as UIKit returns nil.
    /// - Parameters:
    ///   - name: the name a line of `Named.txt` gives the image.
    ///   - resources: the folder that holds `Images/`; nil looks where `ResourceLocator` does.
    public convenience init?(named name: String, resources: URL? = nil) {
        guard let folder = try? resources ?? ResourceLocator.locate(),
            let entry = Image.catalogEntry(named: name, in: folder.appendingPathComponent("Images")),
            let loader = try? ImageLoader(),
            FileManager.default.isReadableFile(atPath: entry.path)
        else { return nil }
        guard let size = ImageHeader.pixelSize(ofFileAt: entry.path) else { return nil }
        let points = CGSize(width: CGFloat(size.width) / entry.scale, height: CGFloat(size.height) / entry.scale)
        self.init(size: points, scale: entry.scale, name: name) {
            (try? loader.loadBitmap(entry.path)) ?? ImageLoader.placeholder()
        }
    }

    /// The file and scale of `name` in `images/Named.txt`: tab-separated NAME, FILE, SCALE.
    static func catalogEntry(named name: String, in images: URL) -> (path: String, scale: CGFloat)? {
        let catalog = images.appendingPathComponent("Named.txt")
        guard let text = try? String(contentsOf: catalog, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0] == name, let scale = Double(fields[2]), scale > 0 else { continue }
            return (images.appendingPathComponent(String(fields[1])).path, CGFloat(scale))
        }
        return nil
    }
}
