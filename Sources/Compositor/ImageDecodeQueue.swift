import Foundation
import ViewKit

/// Decodes image files again, larger or smaller, on a thread of its own, so that neither a
/// transition's frame nor the frame after it comes to rest waits for a JPEG (a photo decoded
/// at a zoom's size took 800 million instructions, 100 ms and more on a frame). The renderer
/// draws what it holds until the decode is in, then shows the new pixels at the next frame
/// (`Renderer.takeBackgroundDecodes()`).
///
/// Only windows decode in the background (`Renderer.decodesImagesInBackground`): a headless run
/// decodes where a frame asks, so its frames do not depend on a thread's timing.
final class ImageDecodeQueue {
    /// One decode asked for: `image`'s file at `dimension` pixels on its longer side.
    struct Request {
        let image: Image
        let dimension: Int
        /// A first decode asked for ahead of any draw (a prefetch), not a decode again.
        var isFirst = false
    }

    /// One decode done: the new level 0, premultiplied, for the entry of `image`.
    struct Result {
        let image: Image
        let dimension: Int
        let level: ImageLevel?
        let isFirst: Bool
    }

    private let condition = NSCondition()
    private var waiting: [Request] = []
    private var done: [Result] = []
    private var started = false
    private var stopped = false
    /// Called on the decoding thread after each decode: a window wakes its frame loop with it.
    private let wake: () -> Void

    init(wake: @escaping () -> Void) { self.wake = wake }

    deinit { stop() }

    /// Asks for `request`, in place of any decode of the same image still waiting.
    func enqueue(_ request: Request) {
        condition.lock()
        waiting.removeAll { $0.image === request.image }
        waiting.append(request)
        if !started {
            started = true
            let thread = Thread { [self] in work() }
            thread.name = "segue.image-decoder"
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// The decodes finished since the last call, oldest first.
    func takeDone() -> [Result] {
        condition.lock()
        defer { condition.unlock() }
        let results = done
        done = []
        return results
    }

    /// Whether a decode is waiting or being made.
    var isBusy: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !waiting.isEmpty || inFlight
    }
    private var inFlight = false

    /// Returns once no decode is waiting or being made.
    func waitUntilIdle() {
        condition.lock()
        while (!waiting.isEmpty || inFlight) && !stopped { condition.wait() }
        condition.unlock()
    }

    /// Returns once no decode is waiting or being made, or at `deadline`, whichever comes first.
    func waitUntilIdle(before deadline: Date) {
        condition.lock()
        while (!waiting.isEmpty || inFlight) && !stopped {
            if !condition.wait(until: deadline) { break }
        }
        condition.unlock()
    }

    func stop() {
        condition.lock()
        stopped = true
        waiting = []
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            while waiting.isEmpty && !stopped { condition.wait() }
            if stopped { break }
            let request = waiting.removeFirst()
            inFlight = true
            condition.unlock()
            let level = request.image.decode(maxPixelDimension: request.dimension).flatMap(Self.level)
            condition.lock()
            done.append(
                Result(image: request.image, dimension: request.dimension, level: level, isFirst: request.isFirst))
            condition.unlock()
            wake()
            // Idle only once the loop has been woken, so whoever waits for idle sees the wake.
            condition.lock()
            inFlight = false
            condition.broadcast()
        }
        condition.unlock()
    }

    /// A level 0 holding `bitmap`'s pixels, premultiplied; nil when the layer cannot be made.
    private static func level(_ bitmap: Bitmap) -> ImageLevel? {
        guard let layer = Layer(width: bitmap.width, height: bitmap.height) else { return nil }
        ARGB.fromRGBA(bitmap.pixels).withUnsafeBytes { layer.store(straight: $0.baseAddress!, pitch: bitmap.width * 4) }
        return ImageLevel(layer: layer, width: bitmap.width, height: bitmap.height)
    }
}
