import ViewKit

/// Stable numbers for views, so an element keeps its object path while it lives (AT clients
/// cache by path). Main thread only. A number is never given to two views: a view gone takes
/// its number with it.
final class ATSPIIdentities {
    private var numbers: [ObjectIdentifier: (view: WeakBox, id: Int)] = [:]
    private var next = ATSPISnapshot.windowID + 1
    weak var window: Window?

    func id(for view: View) -> Int {
        if view === window { return ATSPISnapshot.windowID }
        let key = ObjectIdentifier(view)
        if let known = numbers[key], known.view.view === view { return known.id }
        defer { next += 1 }
        numbers[key] = (WeakBox(view), next)
        return next
    }

    /// A number for a node with no view (none is made by ViewKit; kept total).
    func anonymous() -> Int {
        defer { next += 1 }
        return next
    }

    /// Forgets views that are gone, so the table does not grow with every cell ever shown.
    func prune() { numbers = numbers.filter { $0.value.view.view != nil } }

    /// The live view numbered `id`.
    func view(_ id: Int) -> View? {
        if id == ATSPISnapshot.windowID { return window }
        return numbers.values.first { $0.id == id }?.view.view
    }
}

final class WeakBox {
    weak var view: View?
    init(_ view: View) { self.view = view }
}
