import Foundation
import XCTest

/// Keeps each module to its layer. Low to high: CSDL2 (system library), Motion, ViewKit,
/// Compositor, SDLBackend, Transitions, Segue (all four re-exported), the tools (SegueScript, SegueCapture,
/// SegueFuzz, SegueTesting, SegueTool, which may not import Transitions or Segue), the examples, segue. The examples
/// (Examples/NAME, module NAME) are apps built on the toolkit, so the demo app is above them
/// and out of their reach. A module may import only layers below it, with two extra rules:
/// only SDLBackend may import a system library (CSDL2, CX11: every Sources folder with a
/// module.modulemap; with any attribute, `@_implementationOnly` included), except that the
/// Compositor imports pixman and cairo (CPixman, CCairo) and no other, and Transitions may
/// not import SDLBackend: it is written against ViewKit as an app against UIKit.
final class LayeringTests: XCTestCase {
    func testNoModuleImportsALayerAboveIt() throws {
        let sources = Layering.repositoryRoot.appendingPathComponent("Sources")
        let files = try Layering.swiftFiles(under: sources)
        XCTAssertFalse(files.isEmpty, "found no Swift files under \(sources.path)")
        var scanned: Set<String> = []
        var violations: [String] = []
        for (module, url) in files {
            scanned.insert(module)
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = url.path.replacingOccurrences(of: Layering.repositoryRoot.path + "/", with: "")
            violations += Layering.violations(in: text, module: module, file: relative)
        }
        let examples = try Layering.swiftFiles(under: Layering.repositoryRoot.appendingPathComponent("Examples"))
        for (module, url) in examples {
            scanned.insert(module)
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = url.path.replacingOccurrences(of: Layering.repositoryRoot.path + "/", with: "")
            violations += Layering.violations(in: text, module: module, file: relative)
        }
        // The scan must actually have seen the layers, or a moved folder would pass silently.
        for module in [
            "Motion", "ViewKit", "Compositor", "SDLBackend", "Segue", "SegueScript", "SegueCapture", "SegueFuzz",
            "SegueTesting",
            "SegueTool", "segue", "Example004Pop",
        ] {
            XCTAssertTrue(scanned.contains(module), "no Swift files found for \(module)")
        }
        XCTAssertEqual(violations, [], "\n" + violations.joined(separator: "\n"))
    }

    func testTheCheckerCatchesViolations() {
        let source = """
            import Foundation
            import ViewKit
            // import SDLBackend (a comment, not an import)
            @_implementationOnly import CSDL2
              @testable import struct SDLBackend.Renderer
            let s = "import Transitions"
            """
        XCTAssertEqual(
            Layering.violations(in: source, module: "Transitions", file: "Sources/Transitions/X.swift"),
            [
                "Sources/Transitions/X.swift:4: Transitions imports CSDL2: only SDLBackend may import CSDL2",
                "Sources/Transitions/X.swift:5: Transitions imports SDLBackend: Transitions is written against ViewKit and may not import SDLBackend",
            ])
        XCTAssertEqual(
            Layering.violations(in: "import ViewKit\nimport Motion", module: "Motion", file: "M.swift"),
            [
                "M.swift:1: Motion imports ViewKit: a layer may import only the layers below it (CSDL2 < Motion < ViewKit < Compositor < SDLBackend < Transitions < Segue < SegueScript < SegueCapture < SegueFuzz < SegueTesting < SegueTool < Examples < segue)",
                "M.swift:2: Motion imports itself",
            ])
        XCTAssertEqual(Layering.violations(in: "import Transitions", module: "SDLBackend", file: "S.swift").count, 1)
        XCTAssertEqual(Layering.violations(in: "import segue", module: "ViewKit", file: "V.swift").count, 1)
        XCTAssertEqual(Layering.violations(in: "import CSDL2", module: "segue", file: "A.swift").count, 1)
        XCTAssertEqual(Layering.violations(in: "import segue", module: "Example004Pop", file: "E.swift").count, 1)
        XCTAssertEqual(Layering.violations(in: "import segue", module: "SegueScript", file: "S.swift").count, 1)
        XCTAssertEqual(Layering.violations(in: "import SegueTool", module: "SegueFuzz", file: "F.swift").count, 1)
        XCTAssertEqual(
            Layering.violations(in: "import Transitions", module: "SegueFuzz", file: "F.swift"),
            [
                "F.swift:1: SegueFuzz imports Transitions: the tools drive any app through ViewKit and SDLBackend and know no transition"
            ])
        XCTAssertEqual(
            Layering.violations(
                in: "import SegueScript\nimport SegueCapture\nimport SegueFuzz\nimport ArgumentParser",
                module: "SegueTool",
                file: "T.swift"), [])
        XCTAssertEqual(Layering.violations(in: "import CSDL2", module: "Example004Pop", file: "E.swift").count, 1)
        XCTAssertEqual(
            Layering.violations(in: "import CX11", module: "segue", file: "A.swift"),
            ["A.swift:1: segue imports CX11: only SDLBackend may import CX11"])
        XCTAssertEqual(Layering.violations(in: "import CX11", module: "ViewKit", file: "V.swift").count, 1)
        XCTAssertEqual(
            Layering.violations(in: "import Segue\nimport ViewKit", module: "Example000Card", file: "E.swift"), [])
        XCTAssertEqual(
            Layering.violations(in: "import Glorp", module: "Glorp2", file: "G.swift"),
            ["G.swift: module Glorp2 is not in the layer table; add it to LayeringTests"])
        // Allowed imports.
        XCTAssertEqual(
            Layering.violations(
                in: "import CSDL2\nimport CX11\nimport ViewKit\nimport Motion", module: "SDLBackend", file: "S.swift"),
            [])
        XCTAssertEqual(
            Layering.violations(
                in: "import ViewKit\nimport Motion\nimport Foundation", module: "Transitions", file: "T.swift"), [])
        XCTAssertEqual(
            Layering.violations(
                in: "import SDLBackend\nimport Transitions\nimport ArgumentParser", module: "segue", file: "A.swift"),
            [])
        XCTAssertEqual(
            Layering.violations(in: "#if canImport(Glibc)\nimport Glibc\n#endif", module: "Motion", file: "M.swift"), []
        )
    }

    /// The compositor draws with pixman and cairo and knows nothing of SDL, X11 or GIO: the
    /// window, its events and its presenters are SDLBackend's (issue 38).
    func testTheCompositorImportsPixmanAndCairoButNoSDL() throws {
        let folder = Layering.repositoryRoot.appendingPathComponent("Sources/Compositor")
        var imported: Set<String> = []
        for (_, url) in try Layering.swiftFiles(under: folder.deletingLastPathComponent())
        where
            url.path.hasPrefix(folder.path + "/")
        {
            imported.formUnion(Layering.importedModules(in: try String(contentsOf: url, encoding: .utf8)).map(\.module))
        }
        XCTAssertTrue(imported.isSuperset(of: ["CPixman", "CCairo"]), "\(imported.sorted())")
        XCTAssertEqual(imported.intersection(["CSDL2", "CX11", "CGIO", "SDLBackend"]), [])
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: Layering.repositoryRoot.appendingPathComponent("Sources/SDLBackend/Compositor").path),
            "the compositor's files left SDLBackend")
        XCTAssertEqual(
            Layering.violations(
                in: "import CPixman\nimport CCairo\nimport ViewKit", module: "Compositor", file: "C.swift"),
            [])
        XCTAssertEqual(
            Layering.violations(in: "import CSDL2\nimport SDLBackend", module: "Compositor", file: "C.swift"),
            [
                "C.swift:1: Compositor imports CSDL2: the compositor imports pixman and cairo and no other system library",
                "C.swift:2: Compositor imports SDLBackend: a layer may import only the layers below it (CSDL2 < Motion < ViewKit < Compositor < SDLBackend < Transitions < Segue < SegueScript < SegueCapture < SegueFuzz < SegueTesting < SegueTool < Examples < segue)",
            ])
    }

    func testTheSystemLibrariesAreFoundInSources() {
        XCTAssertTrue(Layering.systemLibraries.isSuperset(of: ["CSDL2", "CX11"]), "\(Layering.systemLibraries)")
        XCTAssertFalse(Layering.systemLibraries.contains("SDLBackend"))
    }

    func testImportParsing() {
        XCTAssertEqual(
            Layering.importedModules(
                in: """
                    import A
                    @testable import B
                    @_implementationOnly import C
                    @preconcurrency @testable import D.Sub
                    import func E.f
                    /* import F */
                    /*
                     import G
                     */
                    // import H
                    importI()
                    let x = 1 // import J
                    """
            ).map { "\($0.line):\($0.module)" }, ["1:A", "2:B", "3:C", "4:D", "5:E"])
    }
}

/// The layer table and a line-based import scanner.
enum Layering {
    /// Low to high.
    static let order = [
        "CSDL2", "Motion", "ViewKit", "Compositor", "SDLBackend", "Transitions", "Segue", "SegueScript", "SegueCapture",
        "SegueFuzz",
        "SegueTesting", "SegueTool", "Examples", "segue",
    ]

    /// The tools an app is tested with: generic over any app, they drive it through ViewKit and
    /// SDLBackend and know none of the transitions.
    static let tools: Set<String> = ["SegueScript", "SegueCapture", "SegueFuzz", "SegueTesting", "SegueTool"]

    /// The layer a module is in: every example (Examples/ExampleNNNName) is in "Examples".
    static func layer(of module: String) -> String {
        module.hasPrefix("Example") && module != "Examples" ? "Examples" : module
    }

    /// The system libraries the compositor draws with.
    static let compositorLibraries: Set<String> = ["CPixman", "CCairo"]

    /// The system-library modules (a C library's headers): every folder under Sources that
    /// holds a module.modulemap, and CSDL2, the first layer, whether or not it is found.
    static let systemLibraries: Set<String> = {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return Set(
            folders.filter {
                FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/module.modulemap").path)
            }
        ).union(["CSDL2"])
    }()

    /// Two levels up from Tests/LayeringTests/LayeringTests.swift (symlinks resolved, so a
    /// scratch package that links this folder in still finds the real repository).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Every .swift file under `sources`, with its module (the first folder below `sources`).
    static func swiftFiles(under sources: URL) throws -> [(module: String, url: URL)] {
        let fm = FileManager.default
        var result: [(String, URL)] = []
        for module in try fm.contentsOfDirectory(atPath: sources.path).sorted() {
            let dir = sources.appendingPathComponent(module)
            guard let walker = fm.enumerator(at: dir, includingPropertiesForKeys: nil) else { continue }
            let urls = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for url in urls.sorted(by: { $0.path < $1.path }) { result.append((module, url)) }
        }
        return result
    }

    /// The modules named by `import` declarations, with 1-based line numbers; comments are skipped.
    static func importedModules(in text: String) -> [(line: Int, module: String)] {
        var found: [(Int, String)] = []
        var inBlockComment = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            var line = raw
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = String(line[end.upperBound...])
                inBlockComment = false
            }
            if let start = line.range(of: "/*"), !line[..<start.lowerBound].contains("//") {
                if let end = line.range(of: "*/", range: start.upperBound..<line.endIndex) {
                    line.removeSubrange(start.lowerBound..<end.upperBound)
                } else {
                    line = String(line[..<start.lowerBound])
                    inBlockComment = true
                }
            }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            let module = String(path.split(separator: ".").first ?? Substring(path))
            found.append((index + 1, module))
        }
        return found
    }

    /// One message per broken rule: "file:line: Module imports Other: rule".
    static func violations(in text: String, module: String, file: String) -> [String] {
        guard let level = order.firstIndex(of: layer(of: module)) else {
            return ["\(file): module \(module) is not in the layer table; add it to LayeringTests"]
        }
        var messages: [String] = []
        for (line, imported) in importedModules(in: text) {
            let at = "\(file):\(line): \(module) imports \(imported)"
            if imported == module {
                messages.append("\(file):\(line): \(module) imports itself")
            } else if module == "Compositor" && systemLibraries.contains(imported) {
                if !compositorLibraries.contains(imported) {
                    messages.append("\(at): the compositor imports pixman and cairo and no other system library")
                }
            } else if systemLibraries.contains(imported) && module != "SDLBackend" {
                messages.append("\(at): only SDLBackend may import \(imported)")
            } else if module == "Transitions" && imported == "SDLBackend" {
                messages.append("\(at): Transitions is written against ViewKit and may not import SDLBackend")
            } else if tools.contains(module) && (imported == "Transitions" || imported == "Segue") {
                messages.append("\(at): the tools drive any app through ViewKit and SDLBackend and know no transition")
            } else if let other = order.firstIndex(of: layer(of: imported)), other > level {
                messages.append(
                    "\(at): a layer may import only the layers below it (\(order.joined(separator: " < ")))")
            }
        }
        return messages
    }
}
