import Foundation

/// The Segue checkout a module was compiled from, found from one of its source files
/// (`#filePath`, an absolute path the compiler fills in).
///
/// A package that depends on Segue by path has no Resources folder of its own and no
/// environment set up: this is how its tests and its executable still find Segue's fonts and
/// scenarios. The root is the nearest folder above the source file that holds `Package.swift`,
/// so moving a file to a folder deeper or shallower under `Sources/` changes nothing (counting
/// folders up from the file once did, and broke every outside package when a file moved).
package enum BuiltCheckout {
    /// The checkout that holds `sourceFile`: the nearest folder above it with a
    /// `Package.swift`; nil when none has one (the checkout was moved or deleted after the
    /// build).
    package static func root(ofSourceFile sourceFile: String) -> URL? {
        let fm = FileManager.default
        var folder = URL(fileURLWithPath: sourceFile).standardizedFileURL.deletingLastPathComponent()
        while true {
            if fm.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// A file of the checkout SDLBackend was compiled from: this one.
    package static let segueSourceFile = #filePath

    /// The checkout SDLBackend was compiled from.
    package static var segue: URL? { root(ofSourceFile: segueSourceFile) }

    /// Why `segue` is nil, for a message naming every place looked.
    package static var segueIsGone: String {
        "no folder above \(segueSourceFile) holds Package.swift: the Segue checkout it was built from was moved or deleted"
    }
}
