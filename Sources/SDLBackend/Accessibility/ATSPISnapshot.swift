import Foundation
import ViewKit

/// One published object: what the bus thread answers for it, copied out of the view tree on
/// the main thread (`ATSPISnapshot.make`), so a query never touches a view.
struct ATSPIObject: Equatable {
    let id: Int
    let parent: Int
    var children: [Int]
    let role: UInt32
    let roleName: String
    let name: String
    let description: String
    /// AT-SPI's state set as its two 32-bit words.
    let states: [UInt32]
    /// Window points.
    let frame: CGRect
    /// Action names: "click" (`accessibilityActivate()`), "escape" (`accessibilityPerformEscape()`).
    let actions: [String]
    let isFocused: Bool
    let isSelected: Bool
}

/// The window's tree as the bus thread publishes it, with what turns window points into the
/// screen's coordinates. Ids are stable while a view lives (`ATSPIIdentities`): 0 is the
/// application, 1 the window.
struct ATSPISnapshot {
    static let applicationID = 0
    static let windowID = 1

    var objects: [Int: ATSPIObject] = [:]
    /// The SDL window's top-left on the screen, in SDL coordinates (pixels on X11).
    var windowOrigin = CGPoint.zero
    /// SDL coordinates per point: extents are correct at 2× and 3× when multiplied by it.
    var coordinatesPerPoint: CGFloat = 1
    var focused: Int?
    var applicationName = "Segue"

    /// The snapshot of `tree`, naming views by `identities`.
    static func make(
        tree: AccessibilityNode, identities: ATSPIIdentities, name: String, origin: CGPoint, scale: CGFloat
    ) -> ATSPISnapshot {
        var snapshot = ATSPISnapshot(windowOrigin: origin, coordinatesPerPoint: scale, applicationName: name)
        snapshot.add(tree, id: windowID, parent: applicationID, identities: identities, inDialog: false)
        snapshot.objects[applicationID] = ATSPIObject(
            id: applicationID, parent: -1, children: [windowID], role: ATSPIRole.application, roleName: "application",
            name: name, description: "", states: ATSPIState.words([]), frame: .zero, actions: [], isFocused: false,
            isSelected: false)
        return snapshot
    }

    private mutating func add(
        _ node: AccessibilityNode, id: Int, parent: Int, identities: ATSPIIdentities, inDialog: Bool
    ) {
        let dialog = inDialog || node.role == .dialog
        let children = node.children.map { child in child.view.map(identities.id(for:)) ?? identities.anonymous() }
        var actions: [String] = node.states.contains(.activatable) && node.role != .window ? ["click"] : []
        if dialog { actions.append("escape") }
        let focused = node.states.contains(.focused)
        if focused { self.focused = id }
        objects[id] = ATSPIObject(
            id: id, parent: parent, children: children, role: ATSPIRole.of(node.role),
            roleName: ATSPIRole.name(node.role),
            name: node.label ?? "", description: node.hint ?? node.value ?? "",
            states: ATSPIState.words(ATSPIState.of(node)), frame: node.frame, actions: actions, isFocused: focused,
            isSelected: node.states.contains(.selected))
        for (child, childID) in zip(node.children, children) {
            add(child, id: childID, parent: id, identities: identities, inDialog: dialog)
        }
    }

    /// Window points to the coordinates `type` asks for: 0 the screen, 1 the window, 2 the
    /// parent's (AT-SPI's `CoordType`), rounded to whole units.
    func extents(of object: ATSPIObject, coordinates type: UInt32) -> (x: Int, y: Int, width: Int, height: Int) {
        var rect = object.frame
        if type == 2, let parent = objects[object.parent] {
            rect.origin.x -= parent.frame.minX; rect.origin.y -= parent.frame.minY
        }
        let s = coordinatesPerPoint
        let origin = type == 0 ? windowOrigin : .zero
        return (
            Int((origin.x + rect.minX * s).rounded()), Int((origin.y + rect.minY * s).rounded()),
            Int((rect.width * s).rounded()), Int((rect.height * s).rounded())
        )
    }

    /// The deepest object whose frame holds `point` (in `type`'s coordinates), from the window.
    func object(at point: CGPoint, coordinates type: UInt32) -> ATSPIObject? {
        let s = coordinatesPerPoint
        let origin = type == 0 ? windowOrigin : .zero
        let local = CGPoint(x: (point.x - origin.x) / s, y: (point.y - origin.y) / s)
        var found: ATSPIObject?
        var next = objects[ATSPISnapshot.windowID]
        while let current = next, current.frame.contains(local) {
            found = current
            next = current.children.reversed().compactMap { objects[$0] }.first { $0.frame.contains(local) }
        }
        return found
    }
}
