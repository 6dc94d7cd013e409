/// A view, view controller or other object that keeps views, controllers or recognizers out of
/// the window on purpose (a page kept for its next showing, a pool of reusable cells, a button
/// shown only on some pages) declares them here, so the leak check counts them as reachable
/// rather than leaked. The check walks from the window's roots (`Window.unreachableObjects`)
/// and reads `declaredCaches` of every object it reaches that adopts this protocol: the
/// window's views, the controllers, presentation controllers, and the transition in flight's
/// animator and grab handler.
///
///     final class GalleryController: ViewController, DeclaresCaches {
///         private var detailForNextTime: DetailController?
///         var declaredCaches: [AnyObject] { detailForNextTime.map { [$0] } ?? [] }
///     }
public protocol DeclaresCaches: AnyObject {
    /// What this object keeps out of the window on purpose: views, view controllers, gesture
    /// recognizers, or objects that declare caches of their own.
    var declaredCaches: [AnyObject] { get }
}

extension Window {
    /// Every view, view controller and gesture recognizer this window tracked (`liveObjects`)
    /// that is still alive but that nothing the window shows or keeps for later reaches: each
    /// is a leak, named with where it was last attached. Empty when there is none. What the
    /// walk reached is tracked from then on, views never in the window among it (an unselected
    /// tab's, a declared cache's), so that once let go and kept alive they leak too.
    ///
    /// Reachable means from the window's subviews (transition containers and overlays
    /// included); the root controller, its children and what it presents, with their
    /// presentation controllers; every navigation stack, changes still waiting included; every
    /// tab, shown or not; the transition coordinator's waiting requests, the transition in
    /// flight and the press holding it; and whatever a reached object declares
    /// (`DeclaresCaches`, which cell reuse pools and the navigation bar use too).
    public func unreachableObjects() -> [LeakedObject] {
        var walk = ReachabilityWalk()
        walk.add(self)
        walk.add(rootViewController)
        for object in transitionCoordinator.heldObjects { walk.add(object) }
        walk.run()
        let leaked = LeakedObject.grouped(liveObjects.alive.filter { !walk.hasReached($0) })
        for object in walk.reachedObjects
        where object is View || object is ViewController || object is GestureRecognizer {
            liveObjects.track(object)
        }
        return leaked
    }
}

/// A walk over what holds what, from roots to everything they keep.
struct ReachabilityWalk {
    private var reached: Set<ObjectIdentifier> = []
    private var pending: [AnyObject] = []
    /// Everything reached so far, in the order it was.
    private(set) var reachedObjects: [AnyObject] = []

    func hasReached(_ object: AnyObject) -> Bool { reached.contains(ObjectIdentifier(object)) }

    mutating func add(_ object: AnyObject?) {
        guard let object, reached.insert(ObjectIdentifier(object)).inserted else { return }
        pending.append(object)
        reachedObjects.append(object)
    }

    /// Follows every reference from what was added until nothing new is reached.
    mutating func run() {
        while let next = pending.popLast() {
            for object in ReachabilityWalk.references(of: next) { add(object) }
        }
    }

    static func references(of object: AnyObject) -> [AnyObject] {
        var found: [AnyObject] = []
        if let view = object as? View {
            found += view.subviews as [AnyObject]
            found += view.gestureRecognizers as [AnyObject]
            // A controller's view in the tree: whatever put it there keeps the controller.
            if let owner = view.owningViewController { found.append(owner) }
            found += view.keptOutOfTheTree
        }
        if let recognizer = object as? GestureRecognizer, let view = recognizer.view { found.append(view) }
        if let controller = object as? ViewController { found += controller.heldObjects }
        if let presentation = object as? PresentationController {
            found.append(presentation.presentedViewController)
            if let container = presentation.containerView { found.append(container) }
        }
        if let caches = object as? DeclaresCaches { found += caches.declaredCaches }
        return found
    }
}

extension View {
    /// Views the toolkit's own views keep out of their subviews on purpose: a list's reuse
    /// pool, a navigation bar's back button on a page without one.
    fileprivate var keptOutOfTheTree: [AnyObject] {
        switch self {
        case let table as TableView: return table.reuse.pooledCells
        case let collection as CollectionView: return collection.reuse.pooledCells
        case let bar as NavigationBar: return bar.itemViews
        default: return []
        }
    }
}

extension ViewController {
    /// What this controller keeps: its view once loaded, its children, what it presents and
    /// the presentation controller it is presented by; a navigation controller's stack with
    /// the changes still waiting, its bar and page container; a tab bar controller's tabs,
    /// shown or not (an unselected tab's view is out of the window), and its bar.
    var heldObjects: [AnyObject] {
        var held: [AnyObject] = children
        if isViewLoaded { held.append(view) }
        if let presentedViewController { held.append(presentedViewController) }
        if let presentationController { held.append(presentationController) }
        if let navigation = self as? NavigationController {
            held += navigation.shownStack as [AnyObject]
            held += navigation.pendingChanges.flatMap(\.controllers) as [AnyObject]
            held += [navigation.navigationBar, navigation.contentView]
        }
        if let tabs = self as? TabBarController {
            held += tabs.viewControllers as [AnyObject]
            held.append(tabs.tabBar)
        }
        return held
    }
}

extension TransitionCoordinator {
    /// What the coordinator keeps: the controllers of the requests waiting, the transition in
    /// flight (its container, its controllers, its presentation controller, its animator and
    /// the path its driver moves it along) and the window's grab recognizer.
    var heldObjects: [AnyObject] {
        var held: [AnyObject] = queue.flatMap(\.controllers)
        if let context {
            held += [context.containerView, context.from, context.to, context.presentationController]
            if let animator = context.animator { held.append(animator) }
            if let path = context.driver.path { held.append(path) }
        }
        held.append(grabRecognizer)
        return held
    }
}

extension TransitionCoordinator.Request {
    /// The controllers this request names.
    var controllers: [ViewController] {
        switch self {
        case let .present(controller, source, _, _): return [controller, source]
        case let .dismiss(controller, _, _): return [controller]
        case let .navigate(request): return request.change.controllers + (request.navigation.map { [$0] } ?? [])
        }
    }
}

extension NavigationChange {
    /// The controllers this change names.
    var controllers: [ViewController] {
        switch self {
        case let .push(controller), let .pop(controller), let .popTo(controller): return [controller]
        case let .replace(controllers): return controllers
        }
    }
}
