import Foundation
import XCTest

/// Issue 36, section 3: the README is a front page of about 250 lines at most, whose pictures
/// exist and whose map of articles names articles that exist in the catalogs it says.
final class ReadmeTests: XCTestCase {
    private var root: URL { Layering.repositoryRoot }

    private func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    func testTheReadmeIsAFrontPage() throws {
        let lines = try readme().split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertLessThanOrEqual(lines, 250, "the reference belongs in the DocC catalogs")
    }

    func testEveryPictureTheReadmeShowsExists() throws {
        let text = try readme()
        let pictures = text.matches(of: try Regex(#"!\[[^\]]*\]\(([^)]+)\)"#)).compactMap {
            $0.output[1].substring.map(String.init)
        }
        XCTAssertGreaterThanOrEqual(pictures.count, 5, "the gallery and the new picture")
        for picture in pictures {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(picture).path),
                "README shows \(picture), which is not in the repository")
        }
    }

    /// Each row of the map, `| *Title* | Module | …`, names an article whose first line is
    /// `# Title` in `Sources/Module/Module.docc`.
    func testTheMapOfArticlesNamesArticlesInTheirCatalogs() throws {
        let rows = try readme().matches(of: try Regex(#"\n\| \*([^*]+)\* \| (\w+) \|"#)).compactMap {
            match -> (String, String)? in
            guard let title = match.output[1].substring, let module = match.output[2].substring else { return nil }
            return (String(title), String(module))
        }
        XCTAssertGreaterThanOrEqual(rows.count, 15)
        for (title, module) in rows {
            let catalog = root.appendingPathComponent("Sources/\(module)/\(module).docc")
            let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
            let titles = articles.filter { $0.hasSuffix(".md") }.compactMap { name -> String? in
                let text = try? String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
                return text?.split(separator: "\n").first.map(String.init)
            }
            XCTAssertTrue(
                titles.contains { $0 == "# \(title)" || $0.hasPrefix("# \(title):") },
                "README maps *\(title)* to \(module), whose catalog has no such article")
        }
    }
}
