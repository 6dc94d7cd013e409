import ViewKit

/// What sees every frame a script plays: frame hashes, PNGs of each frame, a video
/// (SegueCapture's `FrameSampler`).
public protocol FrameOutput: AnyObject {
    /// A frame ended at `time` (seconds of script time); `drawn` is its pixels, or nil when
    /// nothing changed and the last frame stands.
    func frameFinished(at time: Double, drawn: Bitmap?) throws
    /// The script ended: write what is pending.
    func finish() throws
    /// The script failed: stop without finishing what was being written.
    func cancel()
}
