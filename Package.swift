// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .executable(name: "segue", targets: ["segue"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: - System libraries

        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),

        // MARK: - Layers (each imports only the ones above it in this list)

        .target(name: "Motion"),
        .target(name: "ViewKit", dependencies: ["Motion"]),
        .target(name: "SDLBackend", dependencies: ["CSDL2", "ViewKit", "Motion"]),
        .target(name: "Transitions", dependencies: ["ViewKit", "Motion"]),

        // MARK: - Executable

        .executableTarget(
            name: "segue",
            dependencies: [
                "Motion", "ViewKit", "SDLBackend", "Transitions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Test helpers

        .target(
            name: "SegueTestSupport",
            dependencies: ["ViewKit"],
            path: "Tests/SegueTestSupport"
        ),

        // MARK: - Tests

        .testTarget(name: "LayeringTests"),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "Motion", "SegueTestSupport"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "ViewKit", "CSDL2"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "ViewKit", "Motion", "SegueTestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["segue", "SegueTestSupport"]),
    ]
)
