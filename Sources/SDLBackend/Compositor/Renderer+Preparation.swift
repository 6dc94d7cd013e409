import Foundation
import ViewKit

/// Images made ready between frames (`Window.prepare(_:pixelSize:)`): decoded at the size a
/// transition will show them, or rasterised, so the frame that first draws them only composites.
extension Renderer {
    /// Makes each image ready to draw: its file decoded at the pixels asked for (when more than
    /// it holds), or its recording rasterised. Call it between frames, with the time they leave.
    public func prepare(_ preparations: [ImagePreparation]) {
        guard !isClosed else { return }
        for preparation in preparations {
            let image = preparation.image
            let full = CGRect(origin: .zero, size: image.size)
            let pixels = preparation.pixelSize ?? image.pixelSize
            let shown = PixelRect(0, 0, Int(pixels.width.rounded()), Int(pixels.height.rounded()))
            guard !shown.isEmpty, let entry = try? imageEntry(image, shownAt: (full, shown)) else { continue }
            stats.prepared += 1
            guard let wanted = Self.wantedDimension(image, decoded: entry.levelSize, source: full, dst: shown),
                wanted > entry.decodedDimension, let bitmap = image.decode(maxPixelDimension: wanted)
            else { continue }
            entry.decodedDimension = wanted
            // What shows it now is drawn again from the new pixels.
            if (try? replaceLevels(of: entry, image: image, with: bitmap)) == true { invalidate() }
        }
    }
}

extension ImageEntry {
    /// Pixels of level 0, the largest.
    var levelSize: CGSize { CGSize(width: levels[0].width, height: levels[0].height) }
}
