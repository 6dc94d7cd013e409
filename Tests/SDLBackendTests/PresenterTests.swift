import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// How a window's frames reach the screen: a GPU that is really the CPU is not taken for one,
/// and a window presents only what its frames changed.
final class PresenterTests: XCTestCase {
    func testSoftwareOpenGLIsNotAGPU() {
        for name in [
            "llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "Mesa X11 swrast",
            "lavapipe (LLVM 15.0.6, 256 bits)",
        ] {
            XCTAssertTrue(GLDriver.isSoftware(name), name)
        }
        for name in [
            "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "NVIDIA GeForce RTX 3060/PCIe/SSE2", "AMD Radeon RX 6600",
        ] {
            XCTAssertFalse(GLDriver.isSoftware(name), name)
        }
    }

    /// A render node or NVIDIA's device is a GPU to ask OpenGL about; with neither, `automatic`
    /// presents the surface without loading OpenGL (Mesa's llvmpipe costs about 58 MB).
    func testOnlyAMachineWithAGPUDeviceOpensOpenGLToAsk() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("segue-dev-\(UUID())")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("dri"), withIntermediateDirectories: true)
        XCTAssertFalse(GLDriver.machineHasGPUDevice(devices: root.path), "an empty /dev/dri")
        XCTAssertTrue(fm.createFile(atPath: root.appendingPathComponent("dri/card0").path, contents: nil))
        XCTAssertFalse(GLDriver.machineHasGPUDevice(devices: root.path), "a display controller alone renders nothing")
        XCTAssertTrue(fm.createFile(atPath: root.appendingPathComponent("dri/renderD128").path, contents: nil))
        XCTAssertTrue(GLDriver.machineHasGPUDevice(devices: root.path))
        try fm.removeItem(at: root.appendingPathComponent("dri"))
        XCTAssertTrue(fm.createFile(atPath: root.appendingPathComponent("nvidia0").path, contents: nil))
        XCTAssertTrue(GLDriver.machineHasGPUDevice(devices: root.path))
    }

    /// On SDL's offscreen driver there is no GPU (at most Mesa's llvmpipe through EGL): the
    /// window presents its surface.
    func testAWindowWithoutAGPUPresentsItsSurfaceAndOnlyWhatChanged() throws {
        let window = try WindowHost(
            size: CGSize(width: 100, height: 80), renderer: .automatic, videoDriver: "offscreen")
        XCTAssertEqual(window.presenterName, "surface")
        if let gl = window.glRenderer { XCTAssertTrue(GLDriver.isSoftware(gl), gl) }
        XCTAssertFalse(window.hasVSync)
        func list(_ x: CGFloat) -> DisplayList {
            DisplayList(
                size: window.size, clearColor: .white,
                ops: [
                    .fill(
                        rect: CGRect(x: x, y: 10, width: 10, height: 10), cornerRadius: 0, color: .red,
                        state: DrawState())
                ])
        }
        try window.render(list(10))
        XCTAssertEqual(window.lastPresentedPixels, 100 * 80, "the first frame goes whole")
        try window.render(list(12))
        XCTAssertEqual(window.lastPresentedPixels, 14 * 12, "the square's old and new places, a pixel around")
        try window.render(list(12))
        XCTAssertEqual(window.lastPresentedPixels, 0, "nothing changed, nothing presented")
        XCTAssertEqual(try window.screenshot().px(15, 15).r, 255)
    }
}
