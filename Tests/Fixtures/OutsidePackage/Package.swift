// swift-tools-version:5.9
// A package outside Segue, as a user writes one: it depends on Segue by path and presents a
// transition of its own with public API only. scripts/outside-package builds and runs it.
import PackageDescription

let package = Package(
    name: "CurtainApp",
    dependencies: [
        .package(name: "Segue", path: "../../..")
    ],
    targets: [
        .executableTarget(name: "CurtainApp", dependencies: [.product(name: "Segue", package: "Segue")])
    ]
)
