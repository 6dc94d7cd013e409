import CGIO

/// GVariant values built and read without C variadics (`g_variant_new("(so)", …)` cannot be
/// called from Swift): each constructor makes a floating reference, which the tuple, array
/// or method return that takes it sinks.
enum GV {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func objectPath(_ value: String) -> OpaquePointer { g_variant_new_object_path(value) }
    static func int32(_ value: Int) -> OpaquePointer { g_variant_new_int32(Int32(clamping: value)) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func int16(_ value: Int16) -> OpaquePointer { g_variant_new_int16(value) }
    static func bool(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    static func variant(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        let children: [OpaquePointer?] = items
        return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, UInt($0.count)) }
    }

    /// An array of `type` (a GVariant type string such as "(so)"), empty or not.
    static func array(of type: String, _ items: [OpaquePointer]) -> OpaquePointer {
        let children: [OpaquePointer?] = items
        return type.withCString { typeString in
            children.withUnsafeBufferPointer {
                g_variant_new_array(OpaquePointer(typeString), $0.baseAddress, UInt($0.count))
            }
        }
    }

    /// AT-SPI's object reference: the bus name and the object path.
    static func reference(_ bus: String, _ path: String) -> OpaquePointer { tuple([string(bus), objectPath(path)]) }

    /// The `a{sv}` of properties an event carries: none here.
    static var noProperties: OpaquePointer { array(of: "{sv}", []) }

    // MARK: Reading

    /// The `index`th child of a tuple as an Int32, or nil when it is not one.
    static func int32(at index: Int, of tuple: OpaquePointer?) -> Int? {
        child(index, of: tuple, type: "i") { Int(g_variant_get_int32($0)) }
    }

    static func uint32(at index: Int, of tuple: OpaquePointer?) -> UInt32? {
        child(index, of: tuple, type: "u") { g_variant_get_uint32($0) }
    }

    static func string(at index: Int, of tuple: OpaquePointer?) -> String? {
        child(index, of: tuple, type: nil) { value in g_variant_get_string(value, nil).map { String(cString: $0) } }
            ?? nil
    }

    /// `read` applied to the child while it is alive, when its type string is `type` (any
    /// string-like type when nil).
    private static func child<T>(_ index: Int, of tuple: OpaquePointer?, type: String?, read: (OpaquePointer) -> T)
        -> T?
    {
        guard let tuple, index < Int(g_variant_n_children(tuple)),
            let value = g_variant_get_child_value(tuple, UInt(index))
        else { return nil }
        defer { g_variant_unref(UnsafeMutableRawPointer(value)) }
        let found = g_variant_get_type_string(value).map { String(cString: $0) } ?? ""
        if let type, found != type { return nil }
        if type == nil, !["s", "o", "g"].contains(found) { return nil }
        return read(value)
    }
}
