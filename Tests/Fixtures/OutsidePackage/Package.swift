// swift-tools-version:5.9
// A package outside Segue, as a user writes one: it depends on Segue by path, presents a
// transition of its own with public API only, tests it with SegueScript and SegueTesting, and
// gets Segue's command-line tools from SegueTool. scripts/outside-package builds, tests and runs it.
import PackageDescription

let package = Package(
    name: "CurtainApp",
    dependencies: [
        .package(name: "Segue", path: "../../..")
    ],
    targets: [
        // MARK: - The app: its screens, its transition and its scene table

        .target(
            name: "Curtain",
            dependencies: [
                .product(name: "Segue", package: "Segue"), .product(name: "SegueScript", package: "Segue"),
            ]
        ),

        // MARK: - The executable: the window, and the tools' commands over the app's scenes

        .executableTarget(
            name: "CurtainApp",
            dependencies: ["Curtain", .product(name: "SegueTool", package: "Segue")]
        ),

        // MARK: - Tests, through the public testing API

        .testTarget(
            name: "CurtainTests",
            dependencies: [
                "Curtain", .product(name: "SegueScript", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue"),
            ]
        ),
    ]
)
