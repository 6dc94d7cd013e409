import Foundation
import SDLBackend
import XCTest

/// Issue 36: `ResourceLocator.locate()` looked in `<checkout>/Sources/Resources` once its file
/// moved a folder deeper, and every package depending on Segue by path failed to find the
/// fonts. The last place it looks is now the checkout found by `Package.swift`, wherever the
/// file sits.
final class ResourceLocatorTests: XCTestCase {
    /// Two folders up from Tests/SDLBackendTests/ResourceLocatorTests.swift.
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL

    func testTheBuiltCheckoutIsTheRepository() throws {
        let checkout = try XCTUnwrap(BuiltCheckout.segue, BuiltCheckout.segueIsGone)
        XCTAssertEqual(checkout.standardizedFileURL.path, Self.repository.path)
    }

    /// With nothing set and nothing near the executable or the current folder, as for an
    /// outside package's tests built in its own folder, the checkout's Resources are found.
    func testNothingSetFindsTheCheckoutsResources() throws {
        let elsewhere = try makeFolder("elsewhere/bin")
        let places = ResourceLocator.SearchPlaces(
            environment: [:], executableDirectory: elsewhere.path, currentDirectory: elsewhere.path,
            builtCheckout: BuiltCheckout.segue)
        let found = try ResourceLocator.locate(explicit: nil, in: places)
        XCTAssertEqual(found.path, Self.repository.appendingPathComponent("Resources").path)
        XCTAssertEqual(places.candidates.last, Self.repository.appendingPathComponent("Resources").path)
    }

    /// Whatever depth the source file sits at under the checkout, the root is the folder
    /// with Package.swift, never one counted up from the file.
    func testTheRootIsTheFolderWithThePackageAtAnyDepth() throws {
        let checkout = try makeFolder("checkout")
        try Data().write(to: checkout.appendingPathComponent("Package.swift"))
        for relative in ["Sources/A/File.swift", "Sources/A/B/File.swift", "Sources/A/B/C/D/File.swift"] {
            let file = checkout.appendingPathComponent(relative)
            XCTAssertEqual(BuiltCheckout.root(ofSourceFile: file.path)?.path, checkout.path, relative)
        }
    }

    func testNoPackageAboveMeansNoCheckout() throws {
        let bare = try makeFolder("bare/Sources/SDLBackend/Assets")
        XCTAssertNil(BuiltCheckout.root(ofSourceFile: bare.appendingPathComponent("ResourceLocator.swift").path))
    }

    /// A checkout that is gone after the build is named as such among the places looked.
    func testAGoneCheckoutIsNamedInTheError() throws {
        let elsewhere = try makeFolder("gone")
        let places = ResourceLocator.SearchPlaces(
            environment: [:], executableDirectory: elsewhere.path, currentDirectory: elsewhere.path, builtCheckout: nil)
        XCTAssertThrowsError(try ResourceLocator.locate(explicit: nil, in: places)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("the Segue checkout it was built from was moved or deleted"), text)
            XCTAssertTrue(text.contains(elsewhere.path + "/Resources"), text)
        }
    }

    func testTheEnvironmentComesFirst() throws {
        let resources = try makeFolder("env/Resources/Fonts").deletingLastPathComponent()
        let places = ResourceLocator.SearchPlaces(
            environment: ["SEGUE_RESOURCES": resources.path], executableDirectory: "/", currentDirectory: "/",
            builtCheckout: BuiltCheckout.segue)
        XCTAssertEqual(try ResourceLocator.locate(explicit: nil, in: places).path, resources.path)
    }

    /// A fresh folder under this test's own temporary one.
    private func makeFolder(_ relative: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("resource-locator-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(relative, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.standardizedFileURL
    }
}
