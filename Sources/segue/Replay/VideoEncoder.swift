import Foundation
import ViewKit

/// `--video OUT.gif|OUT.mp4|OUT.apng`: pipes every frame, as raw RGBA, into Debian's ffmpeg,
/// which writes the file. The output appears whole or not at all: ffmpeg writes beside it and
/// the result is renamed into place once ffmpeg succeeds.
final class VideoEncoder: FrameConsumer {
    enum Format: String, CaseIterable {
        case gif, mp4, apng

        /// The format `path`'s extension names, or nil.
        init?(path: String) {
            self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
        }

        /// GIF frames last whole hundredths of a second, and browsers slow any frame shorter than
        /// 2/100 s, so a GIF keeps every frame up to 50 fps and every other frame above it.
        func outputRate(for rate: Double) -> Double {
            self == .gif && rate > 50 ? rate / 2 : rate
        }
    }

    let path: String
    let format: Format
    /// Frames a second of the video.
    let rate: Double
    private var process: Process?
    private var input: FileHandle?
    private var size: (width: Int, height: Int)?
    private let partialPath: String
    private let log: URL
    private(set) var framesWritten = 0

    init(path: String, format: Format, rate: Double) {
        (self.path, self.format, self.rate) = (path, format, rate)
        let url = URL(fileURLWithPath: path)
        partialPath =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())").path
        log = FileManager.default.temporaryDirectory.appendingPathComponent("segue-ffmpeg-\(getpid()).log")
    }

    /// Where ffmpeg is, or nil when it is not installed.
    static var ffmpegPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func take(_ frame: Bitmap, index: Int, time: Double) throws {
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

    func finish() throws {
        guard let process, let input else { throw VideoError(message: "no frames to encode into \(path)") }
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw failure("ffmpeg exited with status \(process.terminationStatus)")
        }
        guard rename(partialPath, path) == 0 else {
            throw VideoError(message: "cannot write \(path): \(String(cString: strerror(errno)).lowercased())")
        }
        try? FileManager.default.removeItem(at: log)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let outputRate = format.outputRate(for: rate)
        let kept = outputRate < rate ? (framesWritten + 1) / 2 : framesWritten
        print(
            "video: \(kept) frames at \(String(format: "%g", outputRate)) fps, \(size!.width)×\(size!.height), "
                + "\(bytes) bytes → \(path)")
    }

    /// Stops ffmpeg and removes what it wrote, after the replay failed.
    func cancel() {
        try? input?.close()
        if let process, process.isRunning { process.terminate() }
        process?.waitUntilExit()
        try? FileManager.default.removeItem(atPath: partialPath)
        try? FileManager.default.removeItem(at: log)
    }

    private func start(width: Int, height: Int) throws {
        guard let ffmpeg = VideoEncoder.ffmpegPath else { throw VideoError.ffmpegMissing }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = VideoEncoder.arguments(
            format: format, width: width, height: height, rate: rate,
            output: partialPath)
        let pipe = Pipe()
        process.standardInput = pipe
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        (self.process, input, size) = (process, pipe.fileHandleForWriting, (width, height))
    }

    /// ffmpeg's command line: raw RGBA frames on standard input, `output` in `format`.
    static func arguments(format: Format, width: Int, height: Int, rate: Double, output: String) -> [String] {
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
                "-loop", "0", "-f", "gif", "-y", output,
            ]
        case .mp4:
            return input + [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:white", "-c:v", "libx264", "-preset", "medium",
                "-crf", "18", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", "-y", output,
            ]
        case .apng:
            return input + ["-plays", "0", "-f", "apng", "-y", output]
        }
    }

    /// `frame` drawn onto a white picture of `width`×`height`, top left: a video keeps the size
    /// of its first frame when a script resizes the window.
    static func fit(_ frame: Bitmap, width: Int, height: Int) -> [UInt8] {
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
        try? FileManager.default.removeItem(atPath: partialPath)
        let detail =
            (try? String(contentsOf: log, encoding: .utf8))?
            .split(separator: "\n").last.map { ": \($0)" } ?? ""
        try? FileManager.default.removeItem(at: log)
        return VideoError(message: "cannot encode \(path): \(what)\(detail)")
    }
}

/// Encoding a video failed, or cannot start.
struct VideoError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }

    static let ffmpegMissing = VideoError(
        message:
            "--video needs ffmpeg, which is not installed; install Debian's ffmpeg package (apt-get install ffmpeg)")
}
