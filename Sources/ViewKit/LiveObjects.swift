/// The views, view controllers and gesture recognizers that have been in one window, held
/// weakly, for leak checks. Each window owns one (`Window.liveObjects`): a view is tracked when
/// it enters the window, and with it its recognizers and the controller whose root view it is;
/// a recognizer added to a view already in the window is tracked then.
///
/// Per window rather than per process: what one window leaked never shows in another's checks,
/// so a leak fails the run that made it and no later one. Keep the registry past its window to
/// check that everything the window held went with it (`survivors`).
public final class LiveObjects {
    private struct Entry {
        weak var object: AnyObject?
        /// When it was first tracked, so reports list objects in the order they arrived.
        let order: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextOrder = 0
    /// The entry count at which dead entries are dropped next; doubles with the live ones.
    private var pruneAt = 512

    public init() {}

    /// Starts tracking `object` (a view, a view controller or a gesture recognizer); tracking
    /// it again does nothing.
    public func track(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        if let known = entries[id], known.object === object { return }
        entries[id] = Entry(object: object, order: nextOrder)
        nextOrder += 1
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.object != nil }
            pruneAt = max(512, entries.count * 2)
        }
    }

    /// A view entering the window: the view, its recognizers and the controller it is the root
    /// view of.
    func track(attached view: View) {
        track(view)
        for recognizer in view.gestureRecognizers { track(recognizer) }
        if let controller = view.owningViewController { track(controller) }
    }

    /// Every tracked object still alive, in the order each was first tracked.
    public var alive: [AnyObject] {
        entries.values.compactMap { entry in entry.object.map { (entry.order, $0) } }
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Tracked views alive now.
    public var views: Int { alive.count { $0 is View } }
    /// Tracked view controllers alive now.
    public var viewControllers: Int { alive.count { $0 is ViewController } }
    /// Tracked gesture recognizers alive now.
    public var gestureRecognizers: Int { alive.count { $0 is GestureRecognizer } }

    /// What is still alive once the window and everything that held it are gone: each should
    /// have gone with it. Each is named with where it was last attached; empty when nothing
    /// survived.
    public var survivors: [LeakedObject] { alive.map(LeakedObject.init) }
}
