import Foundation
import ViewKit

/// Recorded images (snapshots) and reading pixels back.
extension Renderer {
    /// Draws a recorded list into a new layer of the image's pixel size, which becomes the
    /// image's cached layer. It may run in the middle of a frame, so it saves and restores the
    /// frame's state; it draws all of the list, whatever part of the frame is being redrawn and
    /// whatever part of the op that shows it a later opaque op covers (the layer is kept for
    /// frames where nothing covers it).
    func drawSnapshot(_ list: DisplayList, image: Image) throws -> Layer {
        let w = max(1, Int(image.pixelSize.width.rounded())), h = max(1, Int(image.pixelSize.height.rounded()))
        guard list.isBalanced else {
            throw SDLBackendError.invalidDisplayList("snapshot \"\(image.name)\" has unbalanced groups")
        }
        let layer = try makeLayer(w, h)
        let saved = (
            targets, scale, canvas.target, canvas.clip, damage.drawingWithin, blurSlot, coverCulling.drawingWithin
        )
        let undamagedClip = canvas.undamagedClip
        defer {
            (targets, damage.drawingWithin, blurSlot, coverCulling.drawingWithin) = (saved.0, saved.4, saved.5, saved.6)
            // Not through `scale`'s didSet: the frame under way must not be invalidated.
            restoreScale(saved.1)
            canvas.setTarget(saved.2 === canvas.output ? nil : saved.2)
            canvas.clip = saved.3
            canvas.undamagedClip = undamagedClip
        }
        canvas.setTarget(layer)
        restoreScale(image.scale)
        (damage.drawingWithin, coverCulling.drawingWithin) = (nil, nil)
        targets = [
            TargetFrame(
                layer: layer, originX: 0, originY: 0, width: w, height: h, firstOp: 0, opacity: 1, radius: 0,
                clip: nil, axisAligned: true)
        ]
        canvas.replace(with: list.clearColor.rgba8)
        // Blur slots of its own: a snapshot's blur must not take the frame's cached one.
        blurSlot = Renderer.snapshotBlurSlots
        for index in list.ops.indices { try executeOp(list.ops[index], at: index, in: list) }
        stats.snapshotRenders += 1
        return layer
    }

    /// Blur cache slots from this one on belong to snapshots.
    static let snapshotBlurSlots = 1 << 20

    /// The current output (window or canvas) as an RGBA bitmap.
    public func readPixels() throws -> Bitmap {
        guard !isClosed else { throw SDLBackendError.invalidDisplayList("the renderer was closed") }
        let out = canvas.output
        var bytes = [UInt8](repeating: 0, count: out.width * out.height * 4)
        // ABGR words on a little-endian machine are R, G, B, A in memory: Bitmap's byte order.
        bytes.withUnsafeMutableBytes {
            out.readStraight(
                out.bounds, into: $0.baseAddress!.assumingMemoryBound(to: UInt32.self), outRowWords: out.width,
                swapRedBlue: true)
        }
        return Bitmap(width: out.width, height: out.height, pixels: bytes)
    }
}
