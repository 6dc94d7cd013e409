import Foundation
import ViewKit
import XCTest

/// One row of Tests/Scripts/Releases/table.txt (its header says what each column means).
struct ReleaseEntry {
    enum Point: String { case pointer, top, left, width }
    enum Heading: Equatable {
        case on, away
        case turn(base: String, frames: Int)
    }

    let script: String
    let before: String
    let after: String
    let point: Point
    let heading: Heading
    /// As measured (nil, written "-": not held to one, as for a turn).
    let first: Double?
    let mean3: Double?
    let rest: Int?
    /// Seconds: when the hand let go, for a script with no press (a touchpad's deltas); nil: the
    /// frame after the last one drawn pressed.
    let releaseTime: Double?

    static func table(at url: URL) throws -> [ReleaseEntry] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let name = fields.first, !name.hasPrefix("#") else { return nil }
            func figure<T>(_ text: String, _ make: (String) -> T?) throws -> T? {
                if text == "-" { return nil }
                guard let value = make(text) else { throw TableError(line: String(line)) }
                return value
            }
            guard fields.count == 7 || fields.count == 8, let point = Point(rawValue: fields[2]) else {
                throw TableError(line: String(line))
            }
            let (first, mean3) = (try figure(fields[4], Double.init), try figure(fields[5], Double.init))
            let rest = try figure(fields[6]) { Int($0) }
            let releaseTime = fields.count == 8 ? Double(fields[7]) : nil
            if fields.count == 8, releaseTime == nil { throw TableError(line: String(line)) }
            let parts = fields[1].split(separator: ">").map(String.init)
            let heading: Heading
            switch fields[3] {
            case "on": heading = .on
            case "away": heading = .away
            case let turn where turn.hasPrefix("turn:"):
                let pieces = turn.split(separator: ":").map(String.init)
                guard pieces.count == 3, let frames = Int(pieces[2]) else { throw TableError(line: String(line)) }
                heading = .turn(base: pieces[1], frames: frames)
            default: throw TableError(line: String(line))
            }
            return ReleaseEntry(
                script: name, before: parts[0], after: parts.last ?? parts[0], point: point, heading: heading,
                first: first, mean3: mean3, rest: rest, releaseTime: releaseTime)
        }
    }

    struct TableError: Error, CustomStringConvertible {
        let line: String
        var description: String { "table.txt: cannot read the row \"\(line)\" (see the header)" }
    }
}

/// What one run measured: where the followed point was on every frame from two before the
/// release on, and the figures the table holds.
struct ReleaseRun {
    /// Index into `positions` of the release's frame (the first drawn with the hand gone).
    let release: Int
    /// Points (a width for `.width`), window coordinates, from the trace's first frame.
    let positions: [CGPoint?]
    /// Points: the hand's step on the release's frame, and the first three steps after.
    let hand: CGFloat
    let steps: [CGFloat]
    /// Points from where it rests, before each of those three steps.
    let remaining: [CGFloat]
    let restFrames: Int

    var first: Double { Double(steps[0] / hand) }
    var mean3: Double { Double(steps.reduce(0, +) / 3 / hand) }

    init?(_ rows: [MotionTrace.Row], _ entry: ReleaseEntry) {
        let last =
            entry.releaseTime.map { time in rows.firstIndex { $0.time >= time - 1e-6 }.map { $0 - 1 } ?? -1 }
            ?? rows.lastIndex(where: \.isPointerDown) ?? -1
        guard last + 4 < rows.count, last >= 2 else { return nil }
        let r = last + 1
        guard let dragged = rows[r].parts[entry.before] else { return nil }
        let relative: CGPoint
        switch entry.point {
        case .pointer:
            guard let pointer = rows[r].pointer else { return nil }
            let f = dragged.frame
            relative = CGPoint(x: (pointer.x - f.minX) / f.width, y: (pointer.y - f.minY) / f.height)
        case .top: relative = CGPoint(x: 0.5, y: 0)
        case .left: relative = CGPoint(x: 0, y: 0.5)
        case .width: relative = .zero
        }
        func point(_ motion: OnScreenMotion) -> CGPoint {
            if entry.point == .width { return CGPoint(x: motion.frame.width, y: 0) }
            let f = motion.frame
            return CGPoint(x: f.minX + relative.x * f.width, y: f.minY + relative.y * f.height)
        }
        let shown: [CGPoint?] = rows.indices.map { i in
            let part =
                i <= r ? rows[i].parts[entry.before] : (rows[i].parts[entry.after] ?? rows[i].parts[entry.before])
            return part.map(point)
        }
        func distance(_ a: CGPoint?, _ b: CGPoint?) -> CGFloat {
            guard let a, let b else { return 0 }
            return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
        let rest = shown.last { $0 != nil } ?? nil
        let away = shown.indices.last { $0 >= r && shown[$0] != nil && distance(shown[$0], rest) > 0.5 }
        (positions, release) = (shown, r)
        // The hand's last step: on the release's frame, or the frame before when the hand rested
        // that last frame before lifting (fingers lifted a frame after their last move).
        let onRelease = distance(shown[r], shown[r - 1])
        hand = onRelease > 0.01 ? onRelease : distance(shown[r - 1], shown[r - 2])
        steps = (1...3).map { distance(shown[r + $0], shown[r + $0 - 1]) }
        remaining = (1...3).map { distance(shown[r + $0 - 1], rest) }
        restFrames = (away ?? r) + 1 - r
    }

    /// Points: the step drawn on frame `index` (from the frame before).
    func step(at index: Int) -> CGFloat {
        guard index > 0, index < positions.count, let a = positions[index], let b = positions[index - 1] else {
            return 0
        }
        return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    func line(_ entry: ReleaseEntry) -> String {
        String(
            format: "release %@: hand %.2f pt, then %@ (first %.3f, mean of 3 %.3f), rest after %d frames",
            entry.script, hand, steps.map { String(format: "%.2f", $0) }.joined(separator: ", "), first, mean3,
            restFrames)
    }
}
