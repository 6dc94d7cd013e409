import Foundation

/// One timed frame of a bench scenario: what `bench --frames-out` writes a row of.
///
/// A scenario's median hides which frames were slow and why. A frame's row tells whether it
/// took long compositing (`ms` less `presentMs`), presenting (`presentMs`), or because it
/// copied more of the window to the screen than its neighbours (`presentedPixels`).
public struct BenchFrame: Equatable {
    /// Milliseconds, on the clock the bench times frames on (`BenchSurface.now()`): the whole
    /// frame, its present included.
    public var ms: Double
    /// Milliseconds of `ms` the present took, from its call to its return on the wall clock;
    /// nil headless, where a present copies nothing.
    public var presentMs: Double?
    /// Pixels the frame's present copied to the screen: what changed, not the whole window;
    /// nil where the host noted none.
    public var presentedPixels: Int?
    /// What the renderer made besides compositing (`BenchFrameWork.summary`), such as
    /// "1 layer, 48 new pages; 39999 px redrawn"; nil where it was not logged.
    public var work: String?

    public init(ms: Double, presentMs: Double? = nil, presentedPixels: Int? = nil, work: String? = nil) {
        (self.ms, self.presentMs, self.presentedPixels, self.work) = (ms, presentMs, presentedPixels, work)
    }
}

extension Bench {
    /// The last `times.count` frames the surface presented, as timed frames: `times` in
    /// milliseconds, with what the host noted of each present and the renderer's `work`
    /// (oldest first; missing entries are nil). Call it right after the scenario's last frame,
    /// before anything else presents.
    public func timedFrames(_ times: [Double], work: [String] = []) -> [BenchFrame] {
        let presented = surface.host.presentedPixels.suffix(times.count).map(Optional.some)
        let presentTimes = surface.host.presentMilliseconds.suffix(times.count).map(Optional.some)
        func entry<T>(_ list: [T?], _ i: Int) -> T? {
            // Aligned on the last frame: a host that noted fewer frames is missing the first ones.
            let k = i - (times.count - list.count)
            return list.indices.contains(k) ? list[k] : nil
        }
        let works = work.map(Optional.some)
        return times.indices.map { i in
            BenchFrame(
                ms: times[i], presentMs: entry(presentTimes, i), presentedPixels: entry(presented, i),
                work: works.indices.contains(i) ? works[i] : nil)
        }
    }
}

extension BenchReport {
    /// The header of `framesCSV`.
    static let framesCSVHeader = "scenario,frame,ms,present_ms,presented_px,release,work"

    /// Every scenario's timed frames, a row each in the order timed, under `framesCSVHeader`:
    /// the scenario, the frame (from 0, the frame of the first input for a transition), its
    /// milliseconds and its present's (3 decimals; empty headless), the pixels presented, 1 on
    /// the frame the first release lands in (else 0), and the renderer's work, quoted.
    public var framesCSV: String {
        func decimals(_ v: Double?) -> String { v.map { String(format: "%.3f", $0) } ?? "" }
        var lines = [BenchReport.framesCSVHeader]
        for scenario in scenarios {
            for (i, frame) in scenario.timedFrames.enumerated() {
                let release = scenario.releaseFrame?.index == i ? "1" : "0"
                let work = frame.work.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" } ?? ""
                lines.append(
                    [
                        scenario.name, "\(i)", decimals(frame.ms), decimals(frame.presentMs),
                        frame.presentedPixels.map(String.init) ?? "", release, work,
                    ].joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Makes `path`'s folder when missing and creates the file empty, before a run of minutes
    /// would find it cannot be written.
    /// - Throws: `BenchError` naming the file and the system's reason.
    static func createFramesOut(_ path: String) throws {
        // Folder by folder, so the error is the system's own for the one that failed.
        var folder = ""
        for part in URL(fileURLWithPath: path).deletingLastPathComponent().pathComponents {
            folder = folder.isEmpty ? part : (folder as NSString).appendingPathComponent(part)
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                let reason = String(cString: strerror(errno))
                throw BenchError(description: "cannot make the folder \(folder) for --frames-out: \(reason)")
            }
        }
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else {
            throw BenchError(description: "cannot write --frames-out \(path): " + String(cString: strerror(errno)))
        }
        close(file)
    }

    /// Writes `framesCSV` to `path`, whose folder `createFramesOut` made.
    /// - Throws: `BenchError` naming the file and the cause when it cannot be written.
    public func writeFramesCSV(to path: String) throws {
        do {
            try framesCSV.write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            throw BenchError(description: "cannot write --frames-out \(path): \(error.localizedDescription)")
        }
    }

    /// Why `path` cannot take `--frames-out`'s file, checked before a run of minutes: it is a
    /// folder, or the nearest folder that exists above it is not one or cannot be written;
    /// nil when it can.
    static func framesOutProblem(_ path: String) -> String? {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue ? "--frames-out \(path) is a folder; name a file in it" : nil
        }
        var above = URL(fileURLWithPath: path).deletingLastPathComponent()
        while !files.fileExists(atPath: above.path, isDirectory: &isFolder) && above.path != "/" {
            above = above.deletingLastPathComponent()
        }
        guard isFolder.boolValue else { return "--frames-out \(path): \(above.path) is a file, not a folder" }
        guard files.isWritableFile(atPath: above.path) else {
            return "--frames-out \(path): the folder \(above.path) cannot be written"
        }
        return nil
    }
}
