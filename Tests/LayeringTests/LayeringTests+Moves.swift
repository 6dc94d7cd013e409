import Foundation
import XCTest

/// Issue 36, section 4: what moved out of a layer it did not belong to stays out.
/// - SegueScript and SegueTesting link no command-line parser (a test target using them
///   linked ArgumentParser once): none of their sources imports it, and in Package.swift no
///   target either depends on, directly or through others, names it.
/// - SDLBackend has no bench-only drawer: the bench's bare-SDL baseline is SegueTool's.
/// - The bench scripts are files the bench plays, not Swift string literals.
/// - The table and the grid share one cell-reuse core instead of each tiling and tracking
///   touches of its own.
/// - The zoom's geometry, release and motion are Transitions', the only module that uses them;
///   ViewKit declares no zoom type.
final class LayeringMoveTests: XCTestCase {
    private var root: URL { Layering.repositoryRoot }

    func testSegueScriptAndSegueTestingLinkNoArgumentParser() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = PackageTargets(manifest: manifest)
        for module in ["SegueScript", "SegueTesting"] {
            XCTAssertNotNil(targets.dependencies[module], "no target \(module) found in Package.swift")
            XCTAssertFalse(
                targets.closure(of: module).contains("ArgumentParser"),
                "\(module) links ArgumentParser through \(targets.closure(of: module).sorted())")
            for (file, text) in try sources(of: module) {
                XCTAssertFalse(
                    Layering.importedModules(in: text).contains { $0.module == "ArgumentParser" },
                    "\(file) imports ArgumentParser: SegueScript's option types are SegueTool's")
            }
        }
        XCTAssertTrue(targets.closure(of: "SegueTool").contains("ArgumentParser"), "the scan sees the parser at all")
    }

    func testTheCheckerSeesAParserLinkedThroughAnotherTarget() {
        let manifest = """
            .target(name: "A", dependencies: ["B", .product(name: "Log", package: "log")]),
            .target(
                name: "B",
                dependencies: [
                    "C", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ]
            ),
            .target(name: "C"),
            """
        let targets = PackageTargets(manifest: manifest)
        XCTAssertEqual(Set(targets.closure(of: "A")), ["B", "C", "Log", "ArgumentParser"])
        XCTAssertEqual(targets.closure(of: "C"), [])
    }

    func testSDLBackendHasNoBenchOnlyDrawer() throws {
        for (file, text) in try sources(of: "SDLBackend") {
            for declaration in ["class BaselineDrawer", "struct BaselineDrawer", "func makeBaselineDrawer"] {
                XCTAssertFalse(text.contains(declaration), "\(file) declares the bench's \(declaration)")
            }
        }
        let drawer = try sources(of: "SegueTool").filter { $0.text.contains("final class BaselineDrawer") }
        XCTAssertEqual(drawer.map(\.file), ["Sources/SegueTool/BaselineDrawer.swift"])
    }

    /// A multi-line string literal whose lines are script steps is a script kept in Swift.
    func testNoScriptIsASwiftStringLiteral() throws {
        var literals: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
            for (file, text) in try sources(of: module) where ScriptLiteral.holdsScript(text) { literals.append(file) }
        }
        XCTAssertEqual(literals, [], "scripts belong in files the runner plays (the bench's: Resources/Bench)")
        let bench = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Resources/Bench").path)
        XCTAssertGreaterThanOrEqual(bench.filter { $0.hasSuffix(".txt") }.count, 16, "the bench's scripts are files")
    }

    func testTheScriptLiteralCheckCatchesOne() {
        XCTAssertTrue(ScriptLiteral.holdsScript("let s = \"\"\"\n    tap 195 300\n    wait 1.2\n    \"\"\"\n"))
        XCTAssertFalse(ScriptLiteral.holdsScript("let s = \"\"\"\n    Plays a script: tap, then wait.\n    \"\"\"\n"))
        XCTAssertFalse(ScriptLiteral.holdsScript("// tap 195 300\n// wait 1\n"))
    }

    func testTheTableAndTheGridShareOneReuseCore() throws {
        let viewKit = try sources(of: "ViewKit")
        let core = viewKit.filter { $0.text.contains("protocol CellReusingView") }.map(\.file)
        XCTAssertEqual(core, ["Sources/ViewKit/CellReusingView.swift"])
        for view in ["TableView", "CollectionView"] {
            let own = viewKit.filter { $0.file.hasPrefix("Sources/ViewKit/\(view)") && !$0.file.contains("Cell.swift") }
            XCTAssertTrue(
                own.contains { $0.text.contains("extension \(view): CellReusingView") }, "\(view) adopts the core")
            for (file, text) in own {
                for own in ["visible.update(", "removeAll(discard:", "touchStoppedMotion"] {
                    XCTAssertFalse(text.contains(own), "\(file) does \(own) itself: that is CellReusingView's")
                }
            }
        }
    }

    func testTheZoomsGeometryReleaseAndMotionAreTransitions() throws {
        let zoomTypes = ["ZoomGeometry", "ZoomRelease", "ZoomMotion"]
        for (file, text) in try sources(of: "ViewKit") {
            for type in zoomTypes {
                for kind in ["struct", "class", "enum", "protocol"] {
                    XCTAssertFalse(declares(text, kind, type), "\(file) declares \(type): it is Transitions'")
                }
            }
        }
        let declared = try sources(of: "Transitions").filter { file in
            zoomTypes.contains { type in
                ["struct", "class"].contains { declares(file.text, $0, type) }
            }
        }
        XCTAssertEqual(
            declared.map(\.file).sorted(),
            [
                "Sources/Transitions/ZoomGeometry.swift", "Sources/Transitions/ZoomMotion.swift",
                "Sources/Transitions/ZoomRelease.swift",
            ])
    }

    /// True when `text` declares a `kind` (struct, class…) named `type` exactly.
    private func declares(_ text: String, _ kind: String, _ type: String) -> Bool {
        text.range(of: "\\b\(kind) \(type)\\b", options: .regularExpression) != nil
    }

    /// Every Swift file of `module` (Sources/MODULE), with its path from the repository's root.
    private func sources(of module: String) throws -> [(file: String, text: String)] {
        try Layering.swiftFiles(under: root.appendingPathComponent("Sources")).filter { $0.module == module }.map {
            (
                $0.url.path.replacingOccurrences(of: root.path + "/", with: ""),
                try String(contentsOf: $0.url, encoding: .utf8)
            )
        }
    }
}

/// Package.swift's targets and what each depends on (targets and products by name), read from
/// its text: `.target(`, `.executableTarget(` and `.testTarget(` calls, parentheses balanced.
struct PackageTargets {
    private(set) var dependencies: [String: [String]] = [:]

    init(manifest: String) {
        let text = Array(manifest)
        var index = 0
        while let call = Self.nextTargetCall(in: text, from: index) {
            let body = String(text[call])
            if let name = Self.firstString(after: "name:", in: body) {
                let list = body.range(of: "dependencies:").map { String(body[$0.upperBound...]) } ?? ""
                dependencies[name] = Self.dependencyNames(in: list)
            }
            index = call.upperBound
        }
    }

    /// Everything `target` depends on, directly or through other targets, in the order found.
    func closure(of target: String) -> [String] {
        var seen: [String] = []
        var queue = dependencies[target] ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !seen.contains(next) else { continue }
            seen.append(next)
            queue += dependencies[next] ?? []
        }
        return seen
    }

    /// The span of the next target call's arguments, from its `(` to the matching `)`.
    private static func nextTargetCall(in text: [Character], from start: Int) -> Range<Int>? {
        let string = String(text[start...])
        guard let match = string.range(of: #"\.(target|executableTarget|testTarget)\("#, options: .regularExpression)
        else { return nil }
        var index = start + string.distance(from: string.startIndex, to: match.upperBound)
        let open = index
        var depth = 1
        while index < text.count, depth > 0 {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            index += 1
        }
        return open..<max(open, index - 1)
    }

    private static func firstString(after label: String, in body: String) -> String? {
        guard let at = body.range(of: label) else { return nil }
        let rest = body[at.upperBound...]
        guard let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"")
        else { return nil }
        return String(rest[rest.index(after: open)..<close])
    }

    /// "A", .product(name: "P", package: …) and .target(name: "T") entries, in order.
    private static func dependencyNames(in list: String) -> [String] {
        guard let open = list.firstIndex(of: "[") else { return [] }
        var depth = 0, end = list.endIndex
        for index in list[open...].indices {
            if list[index] == "[" { depth += 1 }
            if list[index] == "]" { depth -= 1 }
            if depth == 0 {
                end = index
                break
            }
        }
        let entries = list[list.index(after: open)..<end]
        var names: [String] = []
        var scanner = entries[...]
        while let quote = scanner.firstIndex(of: "\"") {
            let before = entries[..<quote]
            let after = scanner[scanner.index(after: quote)...]
            guard let close = after.firstIndex(of: "\"") else { break }
            // In .product(name: "P", package: "p") only the name counts.
            if !before.hasSuffix("package: ") { names.append(String(after[..<close])) }
            scanner = after[after.index(after: close)...]
        }
        return names
    }
}

/// Whether a Swift source holds an input script as a multi-line string literal: two lines in
/// a row inside `"""` that each begin with a script command and its numbers.
enum ScriptLiteral {
    static let commands = ["tap", "down", "move", "up", "drag", "wait", "key", "finger", "pinch", "wheel", "scene"]

    static func holdsScript(_ text: String) -> Bool {
        var inLiteral = false, scriptLines = 0
        for raw in text.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            // A literal opens on a line ending in three quotes and closes on one starting so.
            if line.hasSuffix("\"\"\"") || line.hasPrefix("\"\"\"") {
                (inLiteral, scriptLines) = (!inLiteral, 0)
                continue
            }
            guard inLiteral else { continue }
            scriptLines = isStep(line) ? scriptLines + 1 : 0
            if scriptLines >= 2 { return true }
        }
        return false
    }

    /// "tap 195 300", "wait 1.2", "key escape": a command, then a number or one word.
    private static func isStep(_ line: String) -> Bool {
        let words = line.split(separator: " ").map(String.init)
        guard words.count >= 2, commands.contains(words[0]) else { return false }
        return Double(words[1]) != nil || (["key", "scene"].contains(words[0]) && words.count == 2)
    }
}
