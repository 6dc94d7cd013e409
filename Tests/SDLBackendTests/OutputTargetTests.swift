import Foundation
import SDLBackend
import XCTest

/// `OutputTarget.resolve` and `writeOutput` on nodes made in a fresh temporary folder (never
/// the real /dev): what each kind of path becomes, and what writing it leaves there.
final class OutputTargetTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        // Short: a socket's whole path must fit in 108 bytes.
        folder = Fixture.tempPath("out-\(name.filter(\.isLetter).suffix(16))")
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func path(_ name: String) -> String { folder + "/" + name }

    func testFilesAndMissingNamesAreReplacedWhereTheirLinksLead() throws {
        try FileManager.default.createDirectory(atPath: path("real"), withIntermediateDirectories: false)
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("real/a.csv")))
        try FileManager.default.createSymbolicLink(atPath: path("relative"), withDestinationPath: "real/a.csv")
        try FileManager.default.createSymbolicLink(atPath: path("chain"), withDestinationPath: path("relative"))
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: "real/new.csv")

        XCTAssertEqual(try OutputTarget.resolve(path("real/a.csv")), .file(path: path("real/a.csv")))
        XCTAssertEqual(try OutputTarget.resolve(path("missing.csv")), .file(path: path("missing.csv")))
        XCTAssertEqual(try OutputTarget.resolve(path("chain")), .file(path: path("real/a.csv")))
        XCTAssertEqual(try OutputTarget.resolve(path("dangling")), .file(path: path("real/new.csv")))

        try writeOutput(Array("new".utf8), to: path("chain"))
        XCTAssertEqual(try String(contentsOfFile: path("real/a.csv"), encoding: .utf8), "new")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("chain")), path("relative"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path("relative")), "real/a.csv")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: path("real")), ["a.csv"],
            "nothing temporary is left beside the file")
    }

    func testAFIFOIsStreamedToInPlace() throws {
        XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
        XCTAssertEqual(try OutputTarget.resolve(path("fifo")), .stream(path: path("fifo")))
        let reader = FIFOReader(path: path("fifo"))
        try writeOutput(Array("streamed\n".utf8), to: path("fifo"))
        XCTAssertEqual(reader.text(), "streamed\n")
        var info = stat()
        XCTAssertEqual(lstat(path("fifo"), &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
    }

    func testASocketIsConnectedToAndStreamedTo() throws {
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path("socket").utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 1), 0)
        XCTAssertEqual(try OutputTarget.resolve(path("socket")), .stream(path: path("socket")))

        // The connection is queued by the listen backlog, so the write completes before accept.
        try writeOutput(Array("over a socket\n".utf8), to: path("socket"))
        let connection = accept(listener, nil, nil)
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(connection, &buffer, buffer.count)
        XCTAssertEqual(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self), "over a socket\n")
        XCTAssertEqual(OutputTargetTests.kind(of: path("socket")), S_IFSOCK, "still a socket")
    }

    private static func kind(of path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    func testOwnDescriptorsAreWrittenThrough() throws {
        try FileManager.default.createSymbolicLink(atPath: path("stdout"), withDestinationPath: "/proc/self/fd/1")
        XCTAssertEqual(try OutputTarget.resolve(path("stdout")), .descriptor(1))
        let unopened = Int32(getdtablesize() - 1)
        XCTAssertThrowsError(try OutputTarget.resolve("/proc/self/fd/\(unopened)")) { error in
            XCTAssertEqual(
                error as? SDLBackendError,
                .notAFile(path: "/proc/self/fd/\(unopened)", kind: "a descriptor that is not open"))
        }
    }

    func testFoldersAndLinkLoopsAreNamedErrors() throws {
        try FileManager.default.createDirectory(atPath: path("dir"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path("to-dir"), withDestinationPath: "dir")
        try FileManager.default.createSymbolicLink(atPath: path("loop"), withDestinationPath: "loop")
        let cases: [(String, String)] = [
            (path("dir"), "a folder"), (path("to-dir"), "a link to the folder \(path("dir"))"),
            (path("loop"), "a loop of symbolic links"),
        ]
        for (given, kind) in cases {
            XCTAssertThrowsError(try writeOutput([1], to: given)) { error in
                XCTAssertEqual(error as? SDLBackendError, .notAFile(path: given, kind: kind))
                XCTAssertEqual("\(error)", "cannot write \(given): it is \(kind); give a file, a device or a FIFO")
            }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path("dir")), [], "nothing written")
    }
}

/// Reads a FIFO to its end on another thread, as a separate reader process would.
private final class FIFOReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        DispatchQueue.global().async {
            if let handle = FileHandle(forReadingAtPath: path) { self.data = handle.readDataToEndOfFile() }
            self.done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
