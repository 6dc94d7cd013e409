import CMalloc
import Foundation
import SDLBackend
import XCTest

/// `ProcessMemory.returnLargeBuffersPromptly()`: once it is called, a buffer of
/// `largeBufferBytes` or more that the heap has no room for is mapped on its own pages, even
/// after a larger one was freed (which, left alone, raises glibc's threshold to that size).
///
/// The check runs in a fresh process, this test bundle started again on one test: glibc serves
/// any size from free space its heap already has, and the tests before this one leave some.
final class ProcessMemoryTests: XCTestCase {
    private static let childVariable = "SEGUE_PROCESS_MEMORY_CHILD"

    /// Whether AddressSanitizer's runtime is in this process (scripts/sanitize): it replaces
    /// glibc's allocator, which then has no threshold to set.
    private var underAddressSanitizer: Bool { dlsym(nil, "__asan_init") != nil }

    func testABufferFromTheThresholdUpIsMappedEvenAfterALargerOneWasFreed() throws {
        // Under AddressSanitizer there is no threshold to set, and the call says so. (Not a
        // skip: scripts/test reads XCTest's summary line, which a skip changes.)
        if underAddressSanitizer { return XCTAssertFalse(ProcessMemory.returnLargeBuffersPromptly()) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["SDLBackendTests.ProcessMemoryTests/testInAFreshProcess"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        let output = Pipe()
        (child.standardOutput, child.standardError) = (output, output)
        try child.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, printed)
        XCTAssertTrue(printed.contains("Executed 1 test, with 0 failures"), printed)
    }

    /// The check itself; passes at once unless started by the test above.
    func testInAFreshProcess() throws {
        guard ProcessInfo.processInfo.environment[Self.childVariable] == "1", !underAddressSanitizer else { return }
        // A decode's 4 MB buffer freed: glibc alone would now serve anything under 4 MB from
        // its heap. (Its size is read so the compiler keeps the allocation.)
        let decode = try XCTUnwrap(malloc(4 << 20))
        XCTAssertGreaterThanOrEqual(malloc_usable_size(decode), 4 << 20)
        free(decode)
        XCTAssertTrue(ProcessMemory.returnLargeBuffersPromptly())
        // Not whole pages, so a mapped buffer's page rounding shows.
        let largeBytes = ProcessMemory.largeBufferBytes + 1000
        let large = try XCTUnwrap(malloc(largeBytes))
        defer { free(large) }
        XCTAssertTrue(isMapped(large, bytes: largeBytes), "\(malloc_usable_size(large)) bytes usable")
    }

    /// Whether glibc mapped `buffer`, of `bytes` asked for, on its own pages: a mapped buffer
    /// runs to the end of its last page, less glibc's two header words; one from the heap ends
    /// within 16 bytes of what was asked for.
    private func isMapped(_ buffer: UnsafeMutableRawPointer, bytes: Int) -> Bool {
        let usable = malloc_usable_size(buffer)
        return usable > bytes + 16 && (usable + 16) % Int(sysconf(Int32(_SC_PAGESIZE))) == 0
    }
}
