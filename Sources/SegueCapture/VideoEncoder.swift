import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// `--video OUT.gif|OUT.mp4|OUT.apng`: pipes every frame, as raw RGBA, into Debian's ffmpeg,
/// which writes the output where `OutputTarget` says. A file appears whole or not at all:
/// ffmpeg writes a hidden partial file beside it (where a link leads, so the link stays),
/// which is renamed into place once ffmpeg succeeds and removed on a failure or a signal. A
/// device, FIFO or socket (`/dev/null`, `/dev/stdout`) is handed to ffmpeg as its standard
/// output and streamed to; an MP4 is then fragmented, since a stream cannot be sought back
/// into to write the index at the front.
public final class VideoEncoder: FrameConsumer {
    public enum Format: String, CaseIterable {
        case gif, mp4, apng

        /// The format `path`'s extension names. A device or FIFO named without one of the
        /// three (`/dev/null`, `/dev/stdout`) gets MP4, streamed as fragments; a file, nil.
        public init?(path: String, target: OutputTarget) {
            if let named = Format(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased()) {
                self = named
            } else if case .file = target {
                return nil
            } else {
                self = .mp4
            }
        }

        /// GIF frames last whole hundredths of a second, and browsers slow any frame shorter than
        /// 2/100 s, so a GIF keeps every frame up to 50 fps and every other frame above it.
        func outputRate(for rate: Double) -> Double {
            self == .gif && rate > 50 ? rate / 2 : rate
        }
    }

    public let path: String
    public let format: Format
    /// Frames a second of the video.
    public let rate: Double
    private var process: Process?
    private var input: FileHandle?
    private var size: (width: Int, height: Int)?
    /// The hidden file ffmpeg writes (`path`) and the file it becomes once ffmpeg succeeds
    /// (`file`, where the given path's links lead); nil while streaming to a device or FIFO.
    private var partial: (path: String, file: String)?
    /// The token of the leftovers a signal removes (`Interruption.removeIfInterrupted`).
    private var leftoverToken: Int?
    private let log: URL
    private(set) var framesWritten = 0

    public init(path: String, format: Format, rate: Double) {
        (self.path, self.format, self.rate) = (path, format, rate)
        log = FileManager.default.temporaryDirectory.appendingPathComponent("segue-ffmpeg-\(getpid()).log")
    }

    /// The hidden name ffmpeg writes `file` under until it succeeds, in `file`'s folder.
    static func partialPath(for file: String) -> String {
        let url = URL(fileURLWithPath: file)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
            .path
    }

    /// Where ffmpeg is, or nil when it is not installed.
    static var ffmpegPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public func take(_ frame: Bitmap, index: Int, time: Double) throws {
        if process == nil { try start(width: frame.width, height: frame.height) }
        guard let input, let size else { return }
        let pixels =
            frame.width == size.width && frame.height == size.height
            ? frame.pixels : VideoEncoder.fit(frame, width: size.width, height: size.height)
        do {
            try input.write(contentsOf: pixels)
        } catch {
            throw failure("ffmpeg stopped reading frames")
        }
        framesWritten += 1
    }

    public func finish() throws {
        guard let process, let input else { throw VideoError(message: "no frames to encode into \(path)") }
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw failure("ffmpeg exited with status \(process.terminationStatus)")
        }
        var bytes = ""
        if let partial {
            guard rename(partial.path, partial.file) == 0 else {
                let reason = String(cString: strerror(errno)).lowercased()
                removeOutput()
                throw VideoError(message: "cannot write \(path): \(reason)")
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: partial.file)[.size] as? Int) ?? 0
            bytes = ", \(size) bytes"
        }
        removeOutput()
        let outputRate = format.outputRate(for: rate)
        let kept = outputRate < rate ? (framesWritten + 1) / 2 : framesWritten
        print(
            "video: \(kept) frames at \(String(format: "%g", outputRate)) fps, \(size!.width)×\(size!.height)"
                + "\(bytes) → \(path)")
    }

    /// Stops ffmpeg and removes what it wrote, after the replay failed. SIGKILL rather than
    /// SIGTERM, on which ffmpeg would first finish the file that is about to go.
    public func cancel() {
        try? input?.close()
        if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process?.waitUntilExit()
        removeOutput()
    }

    /// Removes the partial file (renamed away already when ffmpeg succeeded) and the log,
    /// and takes them off the list a signal removes.
    private func removeOutput() {
        if let partial { unlink(partial.path) }
        try? FileManager.default.removeItem(at: log)
        if let leftoverToken { Interruption.forget(leftoverToken) }
        leftoverToken = nil
    }

    private func start(width: Int, height: Int) throws {
        guard let ffmpeg = VideoEncoder.ffmpegPath else { throw VideoError.ffmpegMissing }
        let target = try OutputTarget.resolve(path)
        // A stream is opened here, not by ffmpeg: a socket must be connected to, and
        // /dev/stdout must stay this process's own standard output.
        let stream: FileHandle?
        if case let .file(file) = target {
            (partial, stream) = ((VideoEncoder.partialPath(for: file), file), nil)
        } else {
            stream = FileHandle(fileDescriptor: try target.openStream(naming: path), closeOnDealloc: true)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = VideoEncoder.arguments(
            format: format, width: width, height: height, rate: rate, output: partial?.path)
        let pipe = Pipe()
        process.standardInput = pipe
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = stream ?? FileHandle.nullDevice
        try process.run()
        // ffmpeg holds its own copy: a FIFO's reader sees the end when ffmpeg closes it.
        try? stream?.close()
        leftoverToken = Interruption.removeIfInterrupted(
            .init(child: process.processIdentifier, files: [partial?.path, log.path].compactMap { $0 }))
        (self.process, input, size) = (process, pipe.fileHandleForWriting, (width, height))
    }

    /// ffmpeg's command line: raw RGBA frames on standard input, `output` in `format`, or,
    /// when `output` is nil, `format` streamed to ffmpeg's standard output.
    public static func arguments(format: Format, width: Int, height: Int, rate: Double, output: String?) -> [String] {
        let input = [
            "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba",
            "-video_size", "\(width)x\(height)", "-framerate", String(format: "%g", rate), "-i", "pipe:0",
        ]
        switch format {
        case .gif:
            // Two passes over the frames: one palette for the clip, then each frame mapped onto it
            // with an ordered dither, so gradients and photos do not band; ordered rather than error
            // diffusion, whose noise changes every frame (a quarter larger on the card opening).
            let keep = format.outputRate(for: rate) < rate ? "fps=\(String(format: "%g", rate / 2))," : ""
            return input + [
                "-filter_complex",
                "[0:v]\(keep)split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
                "-loop", "0", "-f", "gif", "-y", output ?? "pipe:1",
            ]
        case .mp4:
            // The index goes at the front of a file (for playback while downloading); a stream
            // cannot be sought back into to put it there, so it gets an index per fragment.
            let layout = output == nil ? "frag_keyframe+empty_moov" : "+faststart"
            return input + [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:white", "-c:v", "libx264", "-preset", "medium",
                "-crf", "18", "-pix_fmt", "yuv420p", "-movflags", layout, "-f", "mp4", "-y", output ?? "pipe:1",
            ]
        case .apng:
            return input + ["-plays", "0", "-f", "apng", "-y", output ?? "pipe:1"]
        }
    }

    /// `frame` drawn onto a white picture of `width`×`height`, top left: a video keeps the size
    /// of its first frame when a script resizes the window.
    public static func fit(_ frame: Bitmap, width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let rowBytes = min(frame.width, width) * 4
        for row in 0..<min(frame.height, height) {
            let source = row * frame.width * 4, target = row * width * 4
            pixels.replaceSubrange(target..<target + rowBytes, with: frame.pixels[source..<source + rowBytes])
        }
        return pixels
    }

    private func failure(_ what: String) -> VideoError {
        process?.waitUntilExit()
        let detail =
            (try? String(contentsOf: log, encoding: .utf8))?
            .split(separator: "\n").last.map { ": \($0)" } ?? ""
        removeOutput()
        return VideoError(message: "cannot encode \(path): \(what)\(detail)")
    }
}

/// Encoding a video failed, or cannot start.
public struct VideoError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    static let ffmpegMissing = VideoError(
        message:
            "--video needs ffmpeg, which is not installed; install Debian's ffmpeg package (apt-get install ffmpeg)")
}
