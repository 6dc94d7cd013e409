import ArgumentParser
import Foundation
import SDLBackend
import SegueScript

/// How `run-script` steps virtual time and what it keeps of every frame.
public struct ReplayOptions: ParsableArguments {
    public init() {}

    /// Frames a second `--fps` may ask for: below 16 a frame would outlast the frame timer's
    /// 64 ms hitch cap, and animations would no longer keep to script time.
    static let rates = 16.0...240
    /// How much `--speed` may slow down or speed up.
    public static let speeds = 0.05...4.0

    @Option(help: "Frames a second of script time, 16…240; every event is applied in the frame containing its time.")
    public var fps: Double = 60

    @Option(
        help: ArgumentHelp(
            "Write one line per frame, FRAME TIME HASH (64-bit FNV-1a of the pixels), to this file.",
            valueName: "file"))
    public var hashes: String?

    @Option(help: ArgumentHelp("Write every frame as DIR/frame-00000.png (created when missing).", valueName: "dir"))
    public var frames: String?

    @Option(
        help: ArgumentHelp(
            "Encode every frame into OUT.gif, OUT.mp4 or OUT.apng with ffmpeg.",
            discussion: """
                MP4 is H.264 in yuv420p, padded to even sides; to a device or FIFO (/dev/null, \
                /dev/stdout) it is streamed as fragments, the format MP4 when the name has none of \
                the three extensions. GIF uses one palette for the clip \
                (ffmpeg's palettegen and paletteuse, two passes), and keeps every frame up to 50 fps \
                and every other one above, because a GIF frame lasts whole hundredths of a second and \
                browsers slow frames under 2/100 s (so --fps 60 gives a 30 fps GIF). Needs Debian's \
                ffmpeg package.
                """,
            valueName: "file"))
    public var video: String?

    @Option(help: "Keep frames from this many seconds of script time on (for --frames, --hashes and --video).")
    public var from: Double?

    @Option(help: "Keep frames up to this many seconds of script time.")
    public var to: Double?

    @Option(
        help: """
            Play the output at this speed, 0.05…4: 0.25 renders four times as many frames of script time and \
            encodes them at --fps, so motion plays four times slower (as the S key slows it in the window).
            """)
    public var speed: Double = 1

    /// Frames a second of script time the player steps at: `fps / speed`.
    public var stepRate: Double { fps / speed }

    var keepsFrames: Bool { hashes != nil || frames != nil || video != nil }

    public func validate() throws {
        guard fps.isFinite, Self.rates.contains(fps) else {
            throw ValidationError("--fps must be within 16…240 frames a second, found \(format(fps))")
        }
        guard speed.isFinite, Self.speeds.contains(speed) else {
            throw ValidationError("--speed must be within 0.05…4, found \(format(speed))")
        }
        for (name, value) in [("--from", from), ("--to", to)] {
            guard let value else { continue }
            guard value.isFinite, (0...InputScript.Limits.scriptTime).contains(value) else {
                throw ValidationError("\(name) must be within 0…3600 seconds, found \(format(value))")
            }
        }
        if let from, let to, from > to {
            throw ValidationError("--from \(format(from)) is after --to \(format(to)); nothing would be kept")
        }
        if let hashes { try validateOption { try OutputFile.validate(hashes, option: "--hashes") } }
        if let video { try validateVideo(video) }
        if let frames, frames.isEmpty { throw ValidationError("--frames needs a folder name, found an empty string") }
    }

    private func validateVideo(_ path: String) throws {
        let target = try validateOption { try OutputFile.validate(path, option: "--video") }
        guard VideoEncoder.Format(path: path, target: target) != nil else {
            throw ValidationError("--video \(path): the name must end in .gif, .mp4 or .apng, which picks the format")
        }
        guard VideoEncoder.ffmpegPath != nil else { throw ValidationError(VideoError.ffmpegMissing.message) }
    }

    /// What keeps the frames, or nil when nothing asked for them.
    public func makeSampler() throws -> FrameSampler? {
        guard keepsFrames else { return nil }
        var consumers: [FrameConsumer] = []
        if let hashes { consumers.append(FrameHashes(path: hashes)) }
        if let frames { consumers.append(FramePNGs(folder: try HeadlessRunner.makeDirectory(frames))) }
        if let video, let target = try? OutputTarget.resolve(video),
            let format = VideoEncoder.Format(path: video, target: target)
        {
            consumers.append(VideoEncoder(path: video, format: format, rate: fps))
        }
        return FrameSampler(rate: stepRate, range: (from ?? 0)...(to ?? .infinity), consumers: consumers)
    }
}
