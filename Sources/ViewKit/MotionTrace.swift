import Foundation

/// A motion trace: one row per frame with the time, the pointer, the fingers down and, for
/// each view in the window with a `traceName`, where it is drawn and how fast it moves
/// (`OnScreenMotion`). Rows are kept in memory and rendered as CSV at the end; a column set is
/// the union of the names seen, in the order they first appeared.
///
/// The pointer is what a script's or a window's input presses with, as the window's touch
/// dispatch sees it: the mouse, or while fingers are on the screen, the first finger down,
/// which drives a transition exactly as a click does (later fingers wait, or pinch). So
/// `isPointerDown` (the CSV's `pointer.down`) is true while the mouse button is down *or any
/// finger is*: it says that something is held, not that the mouse is. Each finger down is in
/// `fingers` too, by its id, so a pinch's spread can be read from the rows.
public final class MotionTrace {
    public struct Row {
        /// Seconds since the trace started.
        public var time: Double
        public var frameIndex: Int
        /// Window points: the mouse, or the first finger down while any is; nil before the
        /// first pointer or finger event.
        public var pointer: CGPoint?
        /// True while the mouse button or any finger is down.
        public var isPointerDown: Bool
        public var parts: [String: OnScreenMotion]
        /// Window points: each finger on the screen in this frame, by its id (a script's
        /// `finger down ID X Y`, SDL's finger index in a window); empty when none is.
        public var fingers: [Int: CGPoint] = [:]
    }

    public private(set) var rows: [Row] = []
    /// Every traced name, in the order it first appeared.
    public private(set) var names: [String] = []
    /// Every finger id any row has down, in increasing order: the `finger.N.x` and `.y` columns.
    public private(set) var fingerIDs: [Int] = []
    /// The part naming the view the keyboard focus ring surrounds, in rows where the ring
    /// shows: its columns say where the ring's view is drawn (the ring lies 3 pt outside it).
    public static let focusPartName = "focus"

    public init() {}

    /// Records `window` as drawn at `time` (seconds). A later record of the same frame index
    /// replaces the row (a script step landing between two 60 Hz ticks is one row). A record
    /// at the last row's very time adds nothing: no time has passed, so what changed since
    /// (input handled between two frames, as a shot right after a move draws it) is motion of
    /// the next frame, and shows there with its own velocity, not added to this row's. A view
    /// that no animation moves gets the velocity of its change since the last row: it is
    /// following the pointer, or coasting on a scroll view's own clock.
    public func record(_ window: View, time: Double, frameIndex: Int, pointer: CGPoint?, isPointerDown: Bool) {
        record(window, time: time, frameIndex: frameIndex, pointer: pointer, isPointerDown: isPointerDown, fingers: [:])
    }

    /// `record(_:time:frameIndex:pointer:isPointerDown:)` with the fingers down in the frame,
    /// by id (window points).
    public func record(
        _ window: View, time: Double, frameIndex: Int, pointer: CGPoint?, isPointerDown: Bool,
        fingers: [Int: CGPoint]
    ) {
        if let last = rows.last, last.frameIndex == frameIndex {
            guard time > last.time else { return }
            rows.removeLast()
        }
        var parts: [String: OnScreenMotion] = [:]
        collect(window, into: &parts)
        // The view the focus ring surrounds, while it shows (see `focusPartName`).
        if let ring = (window as? Window)?.focusRingTarget { parts[MotionTrace.focusPartName] = ring.onScreenMotion }
        if let previous = rows.last, time > previous.time {
            for (name, motion) in parts where !motion.isAnimated {
                guard let before = previous.parts[name] else { continue }
                let dt = CGFloat(time - previous.time)
                parts[name]?.velocity = CGVector(
                    dx: (motion.frame.midX - before.frame.midX) / dt,
                    dy: (motion.frame.midY - before.frame.midY) / dt)
                parts[name]?.sizeVelocity = CGVector(
                    dx: (motion.frame.width - before.frame.width) / dt,
                    dy: (motion.frame.height - before.frame.height) / dt)
            }
        }
        for name in parts.keys.sorted() where !names.contains(name) { names.append(name) }
        for id in fingers.keys where !fingerIDs.contains(id) {
            fingerIDs.insert(id, at: fingerIDs.firstIndex { $0 > id } ?? fingerIDs.endIndex)
        }
        rows.append(
            Row(
                time: time, frameIndex: frameIndex, pointer: pointer, isPointerDown: isPointerDown, parts: parts,
                fingers: fingers))
    }

    /// The first view with a given name, in drawing order, wins: names are meant to be unique.
    private func collect(_ view: View, into parts: inout [String: OnScreenMotion]) {
        if let name = view.traceName, parts[name] == nil { parts[name] = view.onScreenMotion }
        for sub in view.subviews { collect(sub, into: &parts) }
    }

    /// The columns, in order: time (s), frame, pointer.x, pointer.y (pt), pointer.down (0/1:
    /// the mouse button or any finger down), finger.N.x and finger.N.y (pt) for each finger id
    /// N any row has down, then for each name: x, y, width, height (pt, window), alpha,
    /// cornerRadius (pt), scale, vx, vy (the centre's pt/s), vw, vh (the size's pt/s).
    public var header: [String] {
        ["time", "frame", "pointer.x", "pointer.y", "pointer.down"]
            + fingerIDs.flatMap { ["finger.\($0).x", "finger.\($0).y"] }
            + names.flatMap { name in Self.partColumns.map { "\(name).\($0)" } }
    }

    static let partColumns = ["x", "y", "width", "height", "alpha", "cornerRadius", "scale", "vx", "vy", "vw", "vh"]

    /// The trace as CSV: the header, then one line per row. Cells of a part absent from a row
    /// (not in the window then) are empty.
    public var csv: String {
        var lines = [header.joined(separator: ",")]
        lines.reserveCapacity(rows.count + 1)
        for row in rows {
            var cells = [
                Self.format(row.time, digits: 4), "\(row.frameIndex)",
                row.pointer.map { Self.format(Double($0.x)) } ?? "",
                row.pointer.map { Self.format(Double($0.y)) } ?? "",
                row.isPointerDown ? "1" : "0",
            ]
            for id in fingerIDs {
                // Empty while that finger is up.
                cells += row.fingers[id].map { [Self.format(Double($0.x)), Self.format(Double($0.y))] } ?? ["", ""]
            }
            for name in names {
                guard let m = row.parts[name] else {
                    cells += Array(repeating: "", count: Self.partColumns.count)
                    continue
                }
                cells += [
                    m.frame.minX, m.frame.minY, m.frame.width, m.frame.height, m.alpha, m.cornerRadius,
                    m.scale, m.velocity.dx, m.velocity.dy, m.sizeVelocity.dx, m.sizeVelocity.dy,
                ].map { Self.format(Double($0)) }
            }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fixed decimals without trailing zeros; -0 prints as 0.
    static func format(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
