// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        // MARK: - The toolkit, layer by layer, and all of it at once

        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "Compositor", targets: ["Compositor"]),
        .library(name: "SDLBackend", targets: ["SDLBackend"]),
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "Segue", targets: ["Segue"]),

        // MARK: - The tools an app is tested with

        /// Input scripts on a manual clock, shots and goldens, traces, the rest and leak checks.
        .library(name: "SegueScript", targets: ["SegueScript"]),
        /// Live recording, frame hashes, video export and trace and spring plots.
        .library(name: "SegueCapture", targets: ["SegueCapture"]),
        /// The random-input fuzzer, its shrinker and reproducers, and the soak's driver.
        .library(name: "SegueFuzz", targets: ["SegueFuzz"]),
        /// The command group an app's executable adopts: run-script, record, fuzz and the rest.
        .library(name: "SegueTool", targets: ["SegueTool"]),
        /// XCTest assertions over SegueScript: play a script, assert a golden.
        .library(name: "SegueTesting", targets: ["SegueTesting"]),

        // MARK: - The demo app

        .executable(name: "segue", targets: ["segue"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (scripts/docs); a plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: - System libraries

        // SDL2, SDL2_ttf and SDL2_image (apt: libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev), found
        // as <SDL2/…> on the default include path. Not through pkg-config: sdl2.pc's cflags carry
        // -D_REENTRANT, which SwiftPM drops with a "prohibited flag" warning in every build of
        // every package that depends on Segue (and glibc has long ignored it).
        .systemLibrary(name: "CSDL2"),
        // The software compositor: premultiplied blends, masks and bilinear scaling (SSE2/SSSE3).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // Anti-aliased rounded and transformed shapes, drawn through pixman into the same pixels.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Xlib, for the X server's Xft.dpi: the desktop's scale, which SDL2 does not report on X11.
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev"])]),
        // GIO's GSettings (apt: libglib2.0-dev), for GNOME's enable-animations (Reduce Motion).
        // Its few calls are declared in its shim, not through pkg-config: gio-2.0.pc's cflags carry
        // -pthread, which SwiftPM drops with a "prohibited flag" warning as it does sdl2.pc's.
        .systemLibrary(name: "CGIO"),
        // glibc's mallopt, for ProcessMemory: freed images and layers go back to the system.
        .systemLibrary(name: "CMalloc"),

        // MARK: - Layers (each imports only the ones above it in this list)

        .target(name: "Motion"),
        .target(name: "ViewKit", dependencies: ["Motion"]),
        // Display lists into pixels with pixman and cairo: every window's and the headless canvas's
        // frames, and the goldens'. It links no SDL; SDLBackend presents what it draws.
        .target(name: "Compositor", dependencies: ["CPixman", "CCairo", "ViewKit", "Motion"]),
        .target(
            name: "SDLBackend",
            dependencies: [
                "CSDL2", "CPixman", "CCairo", "CX11", "CGIO", "CMalloc", "Compositor", "ViewKit", "Motion",
            ]),
        .target(name: "Transitions", dependencies: ["ViewKit", "Motion"]),
        .target(name: "Segue", dependencies: ["Motion", "ViewKit", "SDLBackend", "Transitions"]),

        // MARK: - Tools (each imports the layers, never the demo)

        // SegueScript links no command-line parser, so neither does a test target that uses it
        // and SegueTesting: its option types are SegueTool's (LayeringTests keeps it so).
        .target(name: "SegueScript", dependencies: ["Motion", "ViewKit", "SDLBackend"]),
        .target(
            name: "SegueCapture",
            dependencies: [
                "SegueScript", "Motion", "ViewKit", "SDLBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "SegueFuzz",
            dependencies: [
                "SegueScript", "Motion", "ViewKit", "SDLBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "SegueTool",
            dependencies: [
                "SegueScript", "SegueCapture", "SegueFuzz", "Motion", "ViewKit", "SDLBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "SegueTesting", dependencies: ["SegueScript", "SDLBackend", "ViewKit"]),

        // MARK: - Executable: the demo's screens and its scene table, with SegueTool's commands

        .executableTarget(
            name: "segue",
            dependencies: [
                "Motion", "ViewKit", "SDLBackend", "Transitions", "SegueScript", "SegueCapture", "SegueFuzz",
                "SegueTool", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - The seed articles, ported (Examples/README.md)

        .executableTarget(name: "Example000Card", dependencies: ["Segue"], path: "Examples/Example000Card"),
        .executableTarget(name: "Example001SemiModal", dependencies: ["Segue"], path: "Examples/Example001SemiModal"),
        .executableTarget(name: "Example002Card", dependencies: ["Segue"], path: "Examples/Example002Card"),
        .executableTarget(name: "Example003Zoom", dependencies: ["Segue"], path: "Examples/Example003Zoom"),
        .executableTarget(name: "Example004Pop", dependencies: ["Segue"], path: "Examples/Example004Pop"),
        // Not a seed: a UIKit-style navigation app, with its own push animator from the delegate.
        .executableTarget(
            name: "Example005Navigation", dependencies: ["Segue"], path: "Examples/Example005Navigation"),

        // MARK: - Test helpers

        .target(
            name: "SegueTestSupport",
            dependencies: ["ViewKit", "Motion"],
            path: "Tests/SegueTestSupport"
        ),

        // MARK: - Tests

        .testTarget(name: "LayeringTests"),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "Motion", "SegueTestSupport"]),
        .testTarget(
            name: "SDLBackendTests",
            dependencies: ["SDLBackend", "Compositor", "ViewKit", "Motion", "CSDL2", "CPixman"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "ViewKit", "Motion", "SegueTestSupport"]),
        .testTarget(
            name: "AppTests",
            dependencies: ["segue", "SegueScript", "SegueCapture", "SegueFuzz", "SegueTool", "SegueTestSupport"]
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "SegueScript", "SegueTesting", "ViewKit",
                "Example000Card", "Example001SemiModal", "Example002Card", "Example003Zoom", "Example004Pop",
                "Example005Navigation",
            ]
        ),
    ]
)
