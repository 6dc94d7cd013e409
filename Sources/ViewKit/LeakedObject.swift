/// A view, view controller or gesture recognizer alive where it should not be, and where it was
/// last attached: what a leak check reports. A leaked view stands for the views inside it, and
/// a leaked controller for its view, so one leak reads as one line.
public struct LeakedObject: Equatable, CustomStringConvertible {
    /// The object's type, with a view's trace name when it has one: "CardView", "View 'shelf'".
    public let typeName: String
    /// For a view, the views inside it that leaked with it; for a controller, its loaded view
    /// and the views inside that.
    public let viewsInside: Int
    /// Where it was last: "last in View in TransitionContainerView in the window", "last
    /// presented by RootTabBarController", "last on CardView in the window".
    public let lastAttached: String

    public init(typeName: String, viewsInside: Int, lastAttached: String) {
        (self.typeName, self.viewsInside, self.lastAttached) = (typeName, viewsInside, lastAttached)
    }

    /// "CardView and 4 views in it, last in View in the window".
    public var description: String {
        let inside = viewsInside == 0 ? "" : " and \(viewsInside) view\(viewsInside == 1 ? "" : "s") in it"
        return "\(typeName)\(inside), \(lastAttached)"
    }

    init(_ object: AnyObject) {
        switch object {
        case let controller as ViewController:
            typeName = "\(type(of: controller))"
            viewsInside = controller.isViewLoaded ? 1 + controller.view.descendantCount : 0
            lastAttached = controller.lastPlaceDescription
        case let view as View:
            typeName = view.placeName
            viewsInside = view.descendantCount
            lastAttached = view.lastPlaceDescription.map { "last in \($0)" } ?? "never in a view"
        case let recognizer as GestureRecognizer:
            (typeName, viewsInside) = ("\(type(of: recognizer))", 0)
            if let view = recognizer.view ?? recognizer.formerView {
                let place = view.lastPlaceDescription.map { " in \($0)" } ?? ""
                lastAttached = (recognizer.view == nil ? "last on " : "on ") + view.placeName + place
            } else {
                lastAttached = "never on a view"
            }
        default:
            (typeName, viewsInside, lastAttached) = ("\(type(of: object))", 0, "")
        }
    }

    /// `objects`, each leak named once: a view inside another leaked view is counted in that
    /// one, a controller's view (and recognizers on leaked views) in its controller's.
    static func grouped(_ objects: [AnyObject]) -> [LeakedObject] {
        let ids = Set(objects.map(ObjectIdentifier.init))
        func isLeaked(_ object: AnyObject?) -> Bool { object.map { ids.contains(ObjectIdentifier($0)) } ?? false }
        return objects.compactMap { object in
            if let view = object as? View, isLeaked(view.superview) || isLeaked(view.owningViewController) {
                return nil
            }
            if let recognizer = object as? GestureRecognizer, isLeaked(recognizer.view) { return nil }
            return LeakedObject(object)
        }
    }
}

extension View {
    /// The type and trace name a leak report calls this view by: "ImageView 'pull'".
    var placeName: String { traceName.map { "\(type(of: self)) '\($0)'" } ?? "\(type(of: self))" }

    /// Views inside this one, at any depth.
    var descendantCount: Int { subviews.reduce(subviews.count) { $0 + $1.descendantCount } }

    /// Where this view is, or was when last taken out, innermost first, following each
    /// ancestor's superview or, once taken out, the one it left: "View in
    /// TransitionContainerView in the window". Nil when it was never in a view.
    var lastPlaceDescription: String? {
        var names: [String] = []
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var current: View = self
        while let next = current.superview ?? current.formerSuperview {
            guard !(next is Window) else {
                names.append("the window")
                break
            }
            guard seen.insert(ObjectIdentifier(next)).inserted else { break }
            names.append(next.placeName)
            current = next
        }
        if current.superview == nil, current.formerSuperview == nil, let gone = current.lastSuperviewType {
            names.append("a \(gone) since freed")
        }
        return names.isEmpty ? nil : names.joined(separator: " in ")
    }
}

extension ViewController {
    /// Where this controller is, or was last: its parent or presenter, else where its view was.
    var lastPlaceDescription: String {
        if let parent { return "a child of \(type(of: parent))" }
        if let presentingViewController { return "presented by \(type(of: presentingViewController))" }
        if let formerPresenter { return "last presented by \(type(of: formerPresenter))" }
        if let formerParent { return "last a child of \(type(of: formerParent))" }
        if isViewLoaded, let place = view.lastPlaceDescription { return "its view last in \(place)" }
        return "never shown"
    }
}
