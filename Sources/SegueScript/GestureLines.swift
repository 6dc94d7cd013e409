import ViewKit

/// Input-script lines for pointer gestures too long to write by hand, for scripts built in code
/// (the bench's sessions). The screenshot scenarios in Tests/Scripts/Screenshots hold the same
/// lines written out, so they can be edited without a rebuild.
///
/// The two kinds of step differ on purpose: `verticalMoves` waits a whole 60 Hz frame between
/// moves, `moves` waits 0.016 s (a little less), as the scripts that use them were timed.
public enum GestureLines {
    /// Button down at `from`, then one move per frame along a straight line to `to` (points),
    /// without releasing, so the script can look while the pointer still holds what it pressed.
    public static func drag(from: CGPoint, to: CGPoint, frames: Int) -> String {
        "down \(Int(from.x)) \(Int(from.y))\n" + moves(from: from, to: to, frames: frames)
    }

    /// `frames` pairs of `wait 0.016` and a `move` along a straight line from `from` to `to`
    /// (points, written to two decimals), the last one exactly at `to`.
    public static func moves(from: CGPoint, to: CGPoint, frames: Int) -> String {
        var lines: [String] = []
        for i in 1...frames {
            let f = CGFloat(i) / CGFloat(frames)
            let x = from.x + (to.x - from.x) * f, y = from.y + (to.y - from.y) * f
            lines.append("wait 0.016")
            lines.append("move \(String(format: "%.2f", x)) \(String(format: "%.2f", y))")
        }
        return lines.joined(separator: "\n")
    }

    /// A vertical pointer movement at `x` from `from` to `to` (points), `step` points a frame:
    /// one frame's wait (1/60 s) then one `move` line per step, as a mouse reports at 60 Hz.
    /// The first move is one step past `from`; the last lands on `to` when `step` divides the way.
    public static func verticalMoves(x: Int, from: Int, to: Int, step: Int) -> String {
        let sign = to >= from ? 1 : -1
        return stride(from: from + sign * step, through: to, by: sign * step)
            .map { "wait \(1.0 / 60)\nmove \(x) \($0)" }
            .joined(separator: "\n")
    }
}
