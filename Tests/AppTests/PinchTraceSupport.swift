import Foundation
import XCTest

/// A pinch script's fingers, read back from the script itself (`finger down|move|up ID X Y`),
/// so a trace's rows can be matched with the centroid and the spread the app was given: the
/// trace's pointer is finger 1, and each step of the script moves finger 1 to a place of its own.
/// A one-finger script's steps have finger 2 where finger 1 is.
struct PinchScriptFingers {
    /// Each position finger 1 took, with finger 2's at the same step (points).
    struct Step {
        var first: CGPoint
        var second: CGPoint
        var centroid: CGPoint { CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2) }
        var spread: CGFloat {
            ((first.x - second.x) * (first.x - second.x) + (first.y - second.y) * (first.y - second.y)).squareRoot()
        }
    }

    private(set) var steps: [Step] = []

    init(script: URL) throws {
        var fingers: [Int: CGPoint] = [:]
        for line in try String(contentsOf: script, encoding: .utf8).split(separator: "\n") {
            let words = line.split(separator: "#").first?.split(separator: " ") ?? []
            guard words.count == 5, words[0] == "finger", let id = Int(words[2]), let x = Double(words[3]),
                let y = Double(words[4])
            else { continue }
            fingers[id] = CGPoint(x: x, y: y)
            // A step once both fingers have moved (or one finger alone, for a drag).
            guard let first = fingers[1] else { continue }
            if let second = fingers[2], id == 2 || words[1] == "up" {
                steps.append(Step(first: first, second: second))
            } else if fingers[2] == nil {
                steps.append(Step(first: first, second: first))
            }
        }
    }

    /// The step whose finger 1 is at the trace row's pointer (to the trace's 0.001 pt).
    func step(at row: [String: Double]) -> Step? {
        guard let x = row["pointer.x"], let y = row["pointer.y"] else { return nil }
        return steps.last { abs(Double($0.first.x) - x) < 0.0006 && abs(Double($0.first.y) - y) < 0.0006 }
    }
}

/// A traced view's drawn frame in a row (points), when it is in the row.
func tracedFrame(_ name: String, in row: [String: Double]) -> CGRect? {
    guard let x = row[name + ".x"], let y = row[name + ".y"], let w = row[name + ".width"],
        let h = row[name + ".height"]
    else { return nil }
    return CGRect(x: x, y: y, width: w, height: h)
}

/// Runs `Tests/Scripts/<name>.txt` with a trace and returns its rows and fingers.
func runPinchScript(_ name: String) throws -> (rows: [[String: Double]], fingers: PinchScriptFingers) {
    let out = SegueProcess.temporaryDirectory(name)
    let csv = out.appendingPathComponent("trace.csv")
    let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/\(name).txt")
    let result = try SegueProcess.run(["run-script", script.path, "--out", out.path, "--trace", csv.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    return (try traceRows(of: csv), try PinchScriptFingers(script: script))
}
