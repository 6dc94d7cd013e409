import Foundation

/// The XSETTINGS a desktop's settings manager publishes (freedesktop's XSETTINGS spec): GTK's
/// `Gtk/EnableAnimations` among them, which xfsettingsd, gsd-xsettings and the like set from
/// the desktop's "animations" switch.
public struct XSettings: Hashable {
    /// One setting's value.
    public enum Value: Hashable {
        case integer(Int32)
        case string(String)
        /// Red, green, blue, alpha, each 0…65535.
        case color(UInt16, UInt16, UInt16, UInt16)
    }

    /// Settings by name ("Gtk/EnableAnimations").
    public var values: [String: Value] = [:]

    /// `Gtk/EnableAnimations`: true or false when the manager publishes it, nil otherwise.
    public var enablesAnimations: Bool? {
        guard case let .integer(value)? = values["Gtk/EnableAnimations"] else { return nil }
        return value != 0
    }

    /// Reads the `_XSETTINGS_SETTINGS` property's bytes. Returns nil for bytes that are not
    /// XSETTINGS data (short, an unknown type, a length past the end).
    public init?(_ bytes: [UInt8]) {
        var reader = XSettingsReader(bytes: bytes)
        guard let order = reader.byte(), order <= 1 else { return nil }
        reader.bigEndian = order == 1
        reader.skip(3)
        guard reader.card32() != nil, let count = reader.card32() else { return nil }
        for _ in 0..<count {
            guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
                let name = reader.string(Int(nameLength)), reader.card32() != nil
            else { return nil }
            switch type {
            case 0:
                guard let value = reader.card32() else { return nil }
                values[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = reader.card32(), let text = reader.string(Int(length)) else { return nil }
                values[name] = .string(text)
            case 2:
                guard let r = reader.card16(), let g = reader.card16(), let b = reader.card16(),
                    let a = reader.card16()
                else { return nil }
                values[name] = .color(r, g, b, a)
            default:
                return nil
            }
        }
    }
}

/// Reads XSETTINGS' fields in the byte order the data names; strings are padded to 4 bytes.
private struct XSettingsReader {
    let bytes: [UInt8]
    var bigEndian = false
    private var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    @discardableResult
    mutating func skip(_ count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        offset += count
        return true
    }

    mutating func card16() -> UInt16? { unsigned(2).map { UInt16($0) } }
    mutating func card32() -> UInt32? { unsigned(4).map { UInt32($0) } }

    private mutating func unsigned(_ size: Int) -> UInt64? {
        guard offset + size <= bytes.count else { return nil }
        let field = bytes[offset..<offset + size]
        offset += size
        let ordered = bigEndian ? Array(field) : field.reversed()
        return ordered.reduce(0) { $0 << 8 | UInt64($1) }
    }

    mutating func string(_ length: Int) -> String? {
        let padded = (length + 3) / 4 * 4
        guard length >= 0, offset + padded <= bytes.count else { return nil }
        let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        offset += padded
        return text
    }
}
