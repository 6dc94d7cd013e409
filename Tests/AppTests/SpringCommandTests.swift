import Foundation
import Motion
import XCTest

/// `segue spring`, run as a user would: the CSV it prints, the PNG it draws, and its errors.
final class SpringCommandTests: XCTestCase {
    private struct Row {
        let t: Double, position: Double, velocity: Double
        let text: String
    }

    /// Runs `segue spring ARGS --csv` and parses its rows, checking the header on the way.
    private func csv(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [Row] {
        let result = try SegueProcess.run(["spring"] + arguments + ["--csv"])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        var lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "t,position,velocity", file: file, line: line)
        lines.removeFirst()
        return try lines.map { text in
            let fields = text.split(separator: ",").compactMap { Double($0) }
            guard fields.count == 3 else { throw CSVError(line: text) }
            return Row(t: fields[0], position: fields[1], velocity: fields[2], text: text)
        }
    }

    private struct CSVError: Error { let line: String }

    func testHeaderThenRowsFromZeroToExactlyOnTarget() throws {
        let rows = try csv(["--damping-ratio", "0.75", "--duration", "0.6"])
        XCTAssertGreaterThan(rows.count, 10)
        XCTAssertEqual(rows.first?.text, "0.000000,0.000000,0.000000")
        XCTAssertTrue(rows.last!.text.hasSuffix(",1.000000,0.000000"), rows.last!.text)
        XCTAssertFalse(
            rows.dropLast().contains { $0.text.hasSuffix(",1.000000,0.000000") },
            "the output continues after the spring came to rest")
    }

    func testFrameRateSetsTheTimeStepAndTheRowCount() throws {
        let spring = Spring(dampingRatio: 1, duration: 0.5)
        let solution = SpringSolution(spring: spring, displacement: -1, velocity: 0)
        var restTimes: [Double] = []
        for fps in [30, 60] {
            let rows = try csv(["--damping-ratio", "1", "--duration", "0.5", "--fps", "\(fps)"])
            for (i, row) in rows.enumerated() {
                XCTAssertEqual(row.t, Double(i) / Double(fps), accuracy: 1e-6, "row \(i) at \(fps) fps")
            }
            // The first frame where the exact motion is within the unit-less rest threshold.
            let restFrame = (1...).first { k in
                let t = Double(k) / Double(fps)
                return RestThreshold.unitless.isResting(
                    displacement: solution.position(at: t),
                    velocity: solution.velocity(at: t))
            }!
            XCTAssertEqual(rows.count, restFrame + 1, "\(fps) fps")
            restTimes.append(rows.last!.t)
        }
        XCTAssertEqual(
            restTimes[0], restTimes[1], accuracy: 1.0 / 30 + 1e-9,
            "the motion does not depend on the frame rate")
    }

    func testRowsAgreeWithTheClosedForm() throws {
        let spring = Spring(dampingRatio: 0.5, response: 0.4)
        let solution = SpringSolution(spring: spring, displacement: -1, velocity: 1.5)
        let rows = try csv(["--damping-ratio", "0.5", "--response", "0.4", "--velocity", "1.5", "--fps", "120"])
        for (i, row) in rows.dropLast().enumerated() {
            let t = Double(i) / 120
            XCTAssertEqual(row.position, 1 + solution.position(at: t), accuracy: 1e-6, "row \(i)")
            XCTAssertEqual(row.velocity, solution.velocity(at: t), accuracy: 1e-6, "row \(i)")
        }
        let before = rows[rows.count - 2]
        XCTAssertFalse(RestThreshold.unitless.isResting(displacement: before.position - 1, velocity: before.velocity))
    }

    func testCoefficientsGiveTheSameMotionAsTheirSpring() throws {
        let solution = SpringSolution(
            spring: Spring(mass: 2, stiffness: 300, damping: 30), displacement: -1,
            velocity: 0)
        let rows = try csv(["--mass", "2", "--stiffness", "300", "--damping", "30"])
        for (i, row) in rows.dropLast().enumerated() {
            XCTAssertEqual(row.position, 1 + solution.position(at: Double(i) / 60), accuracy: 1e-6, "row \(i)")
        }
    }

    func testVelocityIsNormalisedToTheDistance() throws {
        // Header first, so the second line is t = 0, moving at 2 distances (2 units) per second.
        let rows = try csv(["--damping-ratio", "0.8", "--duration", "0.5", "--velocity", "2"])
        XCTAssertEqual(rows[0].text, "0.000000,0.000000,2.000000")
        let still = try csv(["--damping-ratio", "0.8", "--duration", "0.5"])
        XCTAssertGreaterThan(rows[1].position, still[1].position)
        let negative = try csv(["--damping-ratio", "0.8", "--duration", "0.5", "--velocity", "-2"])
        XCTAssertEqual(negative[0].velocity, -2)
        XCTAssertLessThan(negative[1].position, still[1].position, "a negative velocity holds the value back")
    }

    func testCriticallyDampedNeverOvershoots() throws {
        let rows = try csv(["--damping-ratio", "1", "--duration", "0.4"])
        XCTAssertTrue(rows.allSatisfy { $0.position <= 1 }, "a critically damped spring passed its target")
        XCTAssertTrue(
            zip(rows, rows.dropFirst()).allSatisfy { $0.position <= $1.position },
            "a critically damped spring from rest moved backwards")
    }

    func testConflictingAndIncompleteSpringsExit2NamingTheOptions() throws {
        let cases: [([String], [String])] = [
            (["--damping-ratio", "0.5", "--duration", "1", "--response", "1"], ["--duration", "--response"]),
            (
                ["--damping-ratio", "0.5", "--duration", "1", "--stiffness", "100"],
                ["--stiffness", "--damping-ratio", "--duration"]
            ),
            (["--mass", "1", "--stiffness", "100"], ["--damping"]),
            (["--damping-ratio", "0.5"], ["--duration", "--response"]),
            (["--response", "0.5"], ["--damping-ratio"]),
            ([], ["--damping-ratio", "--mass"]),
        ]
        for (arguments, names) in cases {
            let result = try SegueProcess.run(["spring"] + arguments + ["--csv"])
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.isEmpty, "\(arguments) printed rows: \(result.stdout)")
            for name in names {
                XCTAssertTrue(result.stderr.contains(name), "\(arguments) should name \(name): \(result.stderr)")
            }
        }
    }

    func testInvalidNumbersAndOutputsExit2() throws {
        let spring = ["--damping-ratio", "0.5", "--duration", "1"]
        let cases: [([String], String)] = [
            (spring + ["--fps", "0", "--csv"], "--fps"),
            (spring + ["--fps", "1001", "--csv"], "--fps"),
            (["--damping-ratio", "0.5", "--duration", "-1", "--csv"], "--duration"),
            (["--damping-ratio", "0", "--duration", "1", "--csv"], "--damping-ratio"),
            (["--damping-ratio", "-1", "--response", "1", "--csv"], "--damping-ratio"),
            (["--mass", "0", "--stiffness", "1", "--damping", "1", "--csv"], "--mass"),
            (spring + ["--velocity", "nan", "--csv"], "--velocity"),
            (spring, "--csv"),
            (spring + ["--csv", "--png", "/tmp/x.png"], "--png"),
        ]
        for (arguments, name) in cases {
            let result = try SegueProcess.run(["spring"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(name), "\(arguments) should name \(name): \(result.stderr)")
        }
    }

    func testASpringThatNeverRestsIsAnError() throws {
        let result = try SegueProcess.run(["spring", "--mass", "1", "--stiffness", "100", "--damping", "0", "--csv"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("not at rest after 60 s"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--damping 0"), result.stderr)
    }

    func testPNGIsWrittenAtTheDocumentedSize() throws {
        let dir = SegueProcess.temporaryDirectory("spring-png")
        for (scale, size) in [("2", (1120, 880)), ("1", (560, 440))] {
            let file = dir.appendingPathComponent("spring-\(scale).png")
            let result = try SegueProcess.run([
                "spring", "--damping-ratio", "0.6", "--response", "0.5",
                "--velocity", "1", "--png", file.path, "--scale", scale,
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stdout.isEmpty, "--png should not print rows")
            let data = try Data(contentsOf: file)
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "not a PNG")
            func be32(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            XCTAssertEqual(be32(16), size.0, "width at scale \(scale)")
            XCTAssertEqual(be32(20), size.1, "height at scale \(scale)")
        }
    }
}
