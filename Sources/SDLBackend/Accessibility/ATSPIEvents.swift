import Foundation

/// The events an AT keeps its copy of the tree by, found by comparing two snapshots: focus
/// moving (the keyboard's, which is the AT's), selection changing (a tab), and children added
/// or removed (a presentation, a push, a list scrolled).
enum ATSPIEvents {
    /// At most this many children-changed events a snapshot: past it, ATs read the tree again.
    static let childrenChangedLimit = 64

    static func emitChanges(from old: ATSPISnapshot, to new: ATSPISnapshot, through server: ATSPIServer) {
        var budget = childrenChangedLimit
        for (id, object) in new.objects.sorted(by: { $0.key < $1.key }) {
            guard let before = old.objects[id] else { continue }
            if before.isSelected != object.isSelected {
                server.emit(from: id, member: "StateChanged", detail: "selected", object.isSelected ? 1 : 0)
            }
            guard before.children != object.children, budget > 0 else { continue }
            for (index, child) in before.children.enumerated() where !object.children.contains(child) && budget > 0 {
                budget -= 1
                server.emit(
                    from: id, member: "ChildrenChanged", detail: "remove", index, value: server.reference(child))
            }
            for (index, child) in object.children.enumerated() where !before.children.contains(child) && budget > 0 {
                budget -= 1
                server.emit(from: id, member: "ChildrenChanged", detail: "add", index, value: server.reference(child))
            }
        }
        guard old.focused != new.focused else { return }
        if let was = old.focused, new.objects[was] != nil {
            server.emit(from: was, member: "StateChanged", detail: "focused", 0)
        }
        if let now = new.focused {
            server.emit(from: now, member: "StateChanged", detail: "focused", 1)
            server.emit(from: now, interface: ATSPIInterfaces.focusEvents, member: "Focus")
        }
    }
}
