import CGIO
import Foundation

/// The bridge's side on the accessibility bus, on a thread of its own with its own GLib main
/// context, so that no bus (or a slow one) ever holds a frame: it finds the bus (the session
/// bus's `org.a11y.Bus.GetAddress`, or `AT_SPI_BUS_ADDRESS`), connects, answers every object
/// under /org/a11y/atspi/accessible from one GDBus subtree (objects are made on demand, not
/// registered one by one: the tree is never walked for a bus nobody reads), and registers the
/// application with the registry (`Socket.Embed`). Queries are answered from the main
/// thread's last snapshot (`ATSPIShared`); actions are queued for the main thread.
final class ATSPIServer {
    static let pathPrefix = "/org/a11y/atspi/accessible/"
    static let rootPath = pathPrefix + "root"
    static let nullPath = "/org/a11y/atspi/null"
    /// Seconds a call to the session bus or the registry may take before the bridge gives up.
    static let callTimeoutMs: Int32 = 3000

    let shared: ATSPIShared
    private let environment: [String: String]
    let wake: () -> Void
    private let log: (String) -> Void
    /// The connection once made; read by the main thread to emit signals (GDBus connections
    /// may be used from any thread).
    private let connectionLock = NSLock()
    private var lockedConnection: OpaquePointer?
    private var uniqueName = ""
    /// The registry's root, the application's parent, from `Embed`'s reply.
    private var registryRoot = ("", ATSPIServer.nullPath)
    private var loop: OpaquePointer?
    private var nodeInfo: OpaquePointer?
    var interfaceInfos: [String: OpaquePointer] = [:]
    /// GDBus keeps these pointers: they live as long as the server (the process, in practice).
    let interfaceVTable = UnsafeMutablePointer<CGIOInterfaceVTable>.allocate(capacity: 1)
    private let subtreeVTable = UnsafeMutablePointer<CGIOSubtreeVTable>.allocate(capacity: 1)

    init(
        shared: ATSPIShared, environment: [String: String], wake: @escaping () -> Void, log: @escaping (String) -> Void
    ) {
        (self.shared, self.environment, self.wake, self.log) = (shared, environment, wake, log)
        interfaceVTable.initialize(to: CGIOInterfaceVTable())
        subtreeVTable.initialize(to: CGIOSubtreeVTable())
    }

    var connection: OpaquePointer? {
        connectionLock.lock()
        defer { connectionLock.unlock() }
        return lockedConnection
    }

    /// Starts the bus thread. It keeps the server alive for as long as it runs.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "Segue AT-SPI"
        thread.start()
    }

    private func run() {
        let context = g_main_context_new()
        g_main_context_push_thread_default(context)
        do {
            let address = try busAddress()
            try connect(to: address)
        } catch {
            shared.phase = .failed("\(error)")
            wake()
            return
        }
        let loop = g_main_loop_new(context, 0)
        self.loop = loop
        g_main_loop_run(loop)
    }

    struct BusError: Error, CustomStringConvertible {
        let description: String
    }

    /// `AT_SPI_BUS_ADDRESS` when set (as at-spi2-core's own library reads it), else what the
    /// session bus's `org.a11y.Bus` says. Without a session bus address nothing is tried:
    /// GLib would otherwise try to autolaunch one.
    private func busAddress() throws -> String {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty else {
            throw BusError(description: "no session bus (DBUS_SESSION_BUS_ADDRESS is unset)")
        }
        let bus = try open(session, what: "the session bus")
        defer {
            _ = g_dbus_connection_close_sync(bus, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(bus))
        }
        var error: UnsafeMutablePointer<CGIOError>?
        let reply = "(s)".withCString { type in
            g_dbus_connection_call_sync(
                bus, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, OpaquePointer(type), 0,
                ATSPIServer.callTimeoutMs, nil, &error)
        }
        guard let reply else { throw BusError(description: "org.a11y.Bus.GetAddress: \(take(error))") }
        defer { g_variant_unref(UnsafeMutableRawPointer(reply)) }
        guard let address = GV.string(at: 0, of: reply), !address.isEmpty else {
            throw BusError(description: "org.a11y.Bus.GetAddress gave no address")
        }
        return address
    }

    private func open(_ address: String, what: String) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<CGIOError>?
        // 1 | 8: authenticate as a client, and say hello to a message bus.
        guard let bus = g_dbus_connection_new_for_address_sync(address, 1 | 8, nil, nil, &error) else {
            throw BusError(description: "\(what) at \(address): \(take(error))")
        }
        // A bus that goes away must not end the app (GDBus's default for shared connections).
        g_dbus_connection_set_exit_on_close(bus, 0)
        return bus
    }

    private func connect(to address: String) throws {
        let bus = try open(address, what: "the accessibility bus")
        uniqueName = g_dbus_connection_get_unique_name(bus).map { String(cString: $0) } ?? ""
        try loadInterfaces()
        try registerSubtree(on: bus)
        let closed:
            @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<CGIOError>?, UnsafeMutableRawPointer?) ->
                Void = { _, _, error, data in
                    guard let data else { return }
                    let reason = error.map { String(cString: $0.pointee.message) } ?? "closed"
                    Unmanaged<ATSPIServer>.fromOpaque(data).takeUnretainedValue().busClosed(reason)
                }
        _ = g_signal_connect_data(
            UnsafeMutableRawPointer(bus), "closed", unsafeBitCast(closed, to: (@convention(c) () -> Void).self),
            Unmanaged.passUnretained(self).toOpaque(), nil, 0)
        connectionLock.lock()
        lockedConnection = bus
        connectionLock.unlock()
        try embed(on: bus)
        shared.phase = .published(uniqueName)
        wake()
    }

    /// Registers the application's root with the registry, whose root becomes its parent.
    private func embed(on bus: OpaquePointer) throws {
        var error: UnsafeMutablePointer<CGIOError>?
        let plug = GV.tuple([GV.reference(uniqueName, ATSPIServer.rootPath)])
        let reply = "((so))".withCString { type in
            g_dbus_connection_call_sync(
                bus, "org.a11y.atspi.Registry", ATSPIServer.rootPath, "org.a11y.atspi.Socket", "Embed", plug,
                OpaquePointer(type), 0, ATSPIServer.callTimeoutMs, nil, &error)
        }
        guard let reply else { throw BusError(description: "the registry's Socket.Embed: \(take(error))") }
        defer { g_variant_unref(UnsafeMutableRawPointer(reply)) }
        if let inner = g_variant_get_child_value(reply, 0) {
            registryRoot = (GV.string(at: 0, of: inner) ?? "", GV.string(at: 1, of: inner) ?? ATSPIServer.nullPath)
            g_variant_unref(UnsafeMutableRawPointer(inner))
        }
    }

    /// The bus closed under the app: the main thread stops publishing, and says so once.
    private func busClosed(_ reason: String) {
        shared.phase = .closed(reason)
        connectionLock.lock()
        lockedConnection = nil
        connectionLock.unlock()
        wake()
        if let loop { g_main_loop_quit(loop) }
    }

    /// The message of `error`, which it frees.
    private func take(_ error: UnsafeMutablePointer<CGIOError>?) -> String {
        guard let error else { return "failed" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "failed"
    }

    // MARK: Objects

    private func loadInterfaces() throws {
        var error: UnsafeMutablePointer<CGIOError>?
        guard let info = g_dbus_node_info_new_for_xml(ATSPIInterfaces.xml, &error) else {
            throw BusError(description: "the AT-SPI interfaces' XML: \(take(error))")
        }
        nodeInfo = info
        for name in [
            ATSPIInterfaces.accessible, ATSPIInterfaces.application, ATSPIInterfaces.component, ATSPIInterfaces.action,
        ] {
            interfaceInfos[name] = g_dbus_node_info_lookup_interface(info, name)
        }
    }

    /// The interfaces object `node` ("root" or a number) implements.
    func interfaces(ofNode node: String) -> [String] {
        node == "root"
            ? [ATSPIInterfaces.accessible, ATSPIInterfaces.application]
            : [ATSPIInterfaces.accessible, ATSPIInterfaces.component, ATSPIInterfaces.action]
    }

    private func registerSubtree(on bus: OpaquePointer) throws {
        interfaceVTable.pointee.method_call = { _, sender, path, interface, method, parameters, invocation, data in
            guard let data, let path, let interface, let method, let invocation else { return }
            Unmanaged<ATSPIServer>.fromOpaque(data).takeUnretainedValue().call(
                ATSPICall(
                    sender: sender.map { String(cString: $0) } ?? "", path: String(cString: path),
                    interface: String(cString: interface), member: String(cString: method), parameters: parameters),
                invocation)
        }
        interfaceVTable.pointee.get_property = { _, _, path, interface, property, _, data in
            guard let data, let path, let interface, let property else { return nil }
            return Unmanaged<ATSPIServer>.fromOpaque(data).takeUnretainedValue().property(
                String(cString: property), of: String(cString: path), interface: String(cString: interface))
        }
        interfaceVTable.pointee.set_property = { _, _, _, _, property, _, _, _ in
            // The registry sets the application's Id; nothing else is writable.
            property.map { String(cString: $0) == "Id" ? 1 : 0 } ?? 0
        }
        subtreeVTable.pointee.enumerate = { _, _, _, _ in
            // Nothing enumerated: objects are answered on demand (dispatch below).
            g_malloc0(UInt(MemoryLayout<UnsafeMutablePointer<CChar>?>.size)).assumingMemoryBound(
                to: UnsafeMutablePointer<CChar>?.self)
        }
        subtreeVTable.pointee.introspect = { _, _, _, node, data in
            guard let data, let node else { return nil }
            let server = Unmanaged<ATSPIServer>.fromOpaque(data).takeUnretainedValue()
            let names = server.interfaces(ofNode: String(cString: node))
            let size = UInt(MemoryLayout<OpaquePointer?>.size * (names.count + 1))
            let array = g_malloc0(size).assumingMemoryBound(to: OpaquePointer?.self)
            for (i, name) in names.enumerated() {
                array[i] = server.interfaceInfos[name].map { g_dbus_interface_info_ref($0) }
            }
            return array
        }
        subtreeVTable.pointee.dispatch = { _, _, _, interface, node, out, data in
            guard let data, let interface, let node else { return nil }
            let server = Unmanaged<ATSPIServer>.fromOpaque(data).takeUnretainedValue()
            guard server.interfaces(ofNode: String(cString: node)).contains(String(cString: interface)) else {
                return nil
            }
            out?.pointee = data
            return UnsafePointer(server.interfaceVTable)
        }
        var error: UnsafeMutablePointer<CGIOError>?
        // 1: dispatch to nodes never enumerated (every element's).
        let id = g_dbus_connection_register_subtree(
            bus, String(ATSPIServer.pathPrefix.dropLast()), subtreeVTable, 1, Unmanaged.passUnretained(self).toOpaque(),
            nil, &error)
        guard id != 0 else { throw BusError(description: "registering the objects: \(take(error))") }
    }

    // MARK: Signals (any thread)

    /// Emits an `Event.Object`-style signal from object `id`: detail, two numbers, a value,
    /// and no properties. Returns whether it went out.
    @discardableResult
    func emit(
        from id: Int, interface: String = ATSPIInterfaces.objectEvents, member: String, detail: String = "",
        _ detail1: Int = 0, _ detail2: Int = 0, value: OpaquePointer? = nil
    ) -> Bool {
        guard let connection else { return false }
        let body = GV.tuple([
            GV.string(detail), GV.int32(detail1), GV.int32(detail2), GV.variant(value ?? GV.int32(0)), GV.noProperties,
        ])
        return g_dbus_connection_emit_signal(connection, nil, path(of: id), interface, member, body, nil) != 0
    }

    func path(of id: Int) -> String {
        id == ATSPISnapshot.applicationID ? ATSPIServer.rootPath : ATSPIServer.pathPrefix + String(id)
    }

    /// The object reference `(so)` of `id`; the null reference for none; the registry's root
    /// for the application's parent.
    func reference(_ id: Int?) -> OpaquePointer {
        guard let id else { return GV.reference("", ATSPIServer.nullPath) }
        if id < 0 { return GV.reference(registryRoot.0, registryRoot.1) }
        return GV.reference(uniqueName, path(of: id))
    }
}
