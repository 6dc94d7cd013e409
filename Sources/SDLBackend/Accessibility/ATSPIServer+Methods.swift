import CGIO
import Foundation

/// One method call on the bus.
struct ATSPICall {
    let sender: String
    let path: String
    let interface: String
    let member: String
    let parameters: OpaquePointer?
}

/// The answers: every query from the last snapshot; actions queued for the main thread
/// (answered true at once, as GTK answers DoAction: the action happens at the next frame).
extension ATSPIServer {
    /// The object id a path names, nil for a path outside the tree.
    static func id(ofPath path: String) -> Int? {
        guard path.hasPrefix(pathPrefix) else { return nil }
        let node = path.dropFirst(pathPrefix.count)
        return node == "root" ? ATSPISnapshot.applicationID : Int(node)
    }

    func call(_ call: ATSPICall, _ invocation: OpaquePointer) {
        guard let id = ATSPIServer.id(ofPath: call.path), let snapshot = shared.snapshotForQuery(wake: wake),
            let object = snapshot.objects[id]
        else {
            return g_dbus_method_invocation_return_dbus_error(
                invocation, "org.freedesktop.DBus.Error.UnknownObject", "no such accessible: \(call.path)")
        }
        let reply: [OpaquePointer]?
        switch call.interface {
        case ATSPIInterfaces.accessible: reply = accessible(call, object, snapshot)
        case ATSPIInterfaces.component: reply = component(call, object, snapshot)
        case ATSPIInterfaces.action: reply = action(call, object)
        case ATSPIInterfaces.application where call.member == "GetLocale": reply = [GV.string("en_US.UTF-8")]
        default: reply = nil
        }
        guard let reply else {
            return g_dbus_method_invocation_return_dbus_error(
                invocation, "org.freedesktop.DBus.Error.UnknownMethod", "\(call.interface).\(call.member)")
        }
        g_dbus_method_invocation_return_value(invocation, GV.tuple(reply))
    }

    private func accessible(_ call: ATSPICall, _ object: ATSPIObject, _ snapshot: ATSPISnapshot) -> [OpaquePointer]? {
        switch call.member {
        case "GetChildAtIndex":
            let index = GV.int32(at: 0, of: call.parameters) ?? -1
            return [reference(object.children.indices.contains(index) ? object.children[index] : nil)]
        case "GetChildren": return [GV.array(of: "(so)", object.children.map { reference($0) })]
        case "GetIndexInParent":
            return [GV.int32(snapshot.objects[object.parent]?.children.firstIndex(of: object.id) ?? -1)]
        case "GetRelationSet": return [GV.array(of: "(ua(so))", [])]
        case "GetRole": return [GV.uint32(object.role)]
        case "GetRoleName", "GetLocalizedRoleName": return [GV.string(object.roleName)]
        case "GetState": return [GV.array(of: "u", object.states.map(GV.uint32))]
        case "GetAttributes": return [GV.array(of: "{ss}", [])]
        case "GetApplication": return [reference(ATSPISnapshot.applicationID)]
        case "GetInterfaces":
            let node = object.id == ATSPISnapshot.applicationID ? "root" : String(object.id)
            var names = interfaces(ofNode: node)
            if object.actions.isEmpty { names.removeAll { $0 == ATSPIInterfaces.action } }
            return [GV.array(of: "s", names.map(GV.string))]
        default: return nil
        }
    }

    private func component(_ call: ATSPICall, _ object: ATSPIObject, _ snapshot: ATSPISnapshot) -> [OpaquePointer]? {
        let p = call.parameters
        switch call.member {
        case "GetExtents":
            let e = snapshot.extents(of: object, coordinates: GV.uint32(at: 0, of: p) ?? 0)
            return [GV.tuple([GV.int32(e.x), GV.int32(e.y), GV.int32(e.width), GV.int32(e.height)])]
        case "GetPosition":
            let e = snapshot.extents(of: object, coordinates: GV.uint32(at: 0, of: p) ?? 0)
            return [GV.int32(e.x), GV.int32(e.y)]
        case "GetSize":
            let e = snapshot.extents(of: object, coordinates: 1)
            return [GV.int32(e.width), GV.int32(e.height)]
        case "Contains", "GetAccessibleAtPoint":
            let point = CGPoint(x: GV.int32(at: 0, of: p) ?? 0, y: GV.int32(at: 1, of: p) ?? 0)
            let type = GV.uint32(at: 2, of: p) ?? 0
            if call.member == "Contains" {
                let e = snapshot.extents(of: object, coordinates: type)
                return [GV.bool(CGRect(x: e.x, y: e.y, width: e.width, height: e.height).contains(point))]
            }
            return [reference(snapshot.object(at: point, coordinates: type)?.id)]
        case "GetLayer": return [GV.uint32(object.id == ATSPISnapshot.windowID ? 7 : 3)]  // window, widget
        case "GetMDIZOrder": return [GV.int16(0)]
        case "GetAlpha": return [GV.double(1)]
        case "GrabFocus":
            shared.add(.focus(object.id))
            wake()
            return [GV.bool(object.states[0] & (1 << UInt32(ATSPIState.focusable)) != 0)]
        default: return nil
        }
    }

    private func action(_ call: ATSPICall, _ object: ATSPIObject) -> [OpaquePointer]? {
        let index = GV.int32(at: 0, of: call.parameters) ?? -1
        let name = object.actions.indices.contains(index) ? object.actions[index] : ""
        switch call.member {
        case "GetName", "GetLocalizedName": return [GV.string(name)]
        case "GetDescription":
            return [GV.string(name == "click" ? "Activates it" : name == "escape" ? "Goes back or closes" : "")]
        case "GetKeyBinding": return [GV.string(name == "click" ? "Return" : name == "escape" ? "Escape" : "")]
        case "GetActions":
            let rows = object.actions.map { action in
                GV.tuple([GV.string(action), GV.string(action), GV.string(action == "click" ? "Return" : "Escape")])
            }
            return [GV.array(of: "(sss)", rows)]
        case "DoAction":
            guard !name.isEmpty else { return [GV.bool(false)] }
            shared.add(name == "click" ? .activate(object.id) : .escape(object.id))
            wake()
            return [GV.bool(true)]
        default: return nil
        }
    }

    /// A property of object `path`, answered from the last snapshot; nil for an unknown one.
    func property(_ name: String, of path: String, interface: String) -> OpaquePointer? {
        guard let id = ATSPIServer.id(ofPath: path) else { return nil }
        // The registry reads the application's toolkit before any AT asks: no snapshot needed.
        switch name {
        case "ToolkitName": return GV.string("Segue")
        case "Version": return GV.string("")  // the app's, which SDLBackend does not know
        case "AtspiVersion": return GV.string("2.1")
        case "Id": return GV.int32(0)
        case "Locale": return GV.string("en_US.UTF-8")
        default: break
        }
        let object = shared.snapshotForQuery(wake: wake)?.objects[id]
        switch name {
        case "Name": return GV.string(object?.name ?? "")
        case "Description", "HelpText": return GV.string(object?.description ?? "")
        case "Parent": return reference(object?.parent)
        case "ChildCount": return GV.int32(object?.children.count ?? 0)
        case "AccessibleId": return GV.string(object.map { String($0.id) } ?? "")
        case "NActions": return GV.int32(object?.actions.count ?? 0)
        default: return nil
        }
    }
}
