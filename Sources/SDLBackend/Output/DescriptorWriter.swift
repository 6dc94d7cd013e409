import Foundation

/// write(2) until every byte is out, through short writes and interruptions: what every output
/// the tools write by descriptor shares (files, streams, the recording, the fuzz journal,
/// messages to stderr). It never traps, as FileHandle's `write(_:)` does on a failed write.
public enum DescriptorWriter {
    /// Writes `bytes` to `descriptor`; returns false, with errno saying why, when the
    /// descriptor takes no more.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
