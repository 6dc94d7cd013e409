import Foundation

extension View {
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts at `index` (clamped), moving the view from any previous superview.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview")
        var target = index
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if old < target { target -= 1 }
            subviews.insert(view, at: max(0, min(target, subviews.count)))
            setNeedsDisplay()
            return
        }
        view.willMove(toSuperview: self)
        view.detachFromSuperview()
        subviews.insert(view, at: max(0, min(target, subviews.count)))
        view.superview = self
        view.lastSuperviewType = type(of: self)
        view.setWindowRecursively(window)
        view.didMoveToSuperview()
        setNeedsLayout()
        setNeedsDisplay()
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func removeFromSuperview() {
        guard superview != nil else { return }
        willMove(toSuperview: nil)
        detachFromSuperview()
        setWindowRecursively(nil)
        didMoveToSuperview()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.setNeedsDisplay()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        formerSuperview = parent
    }

    func setWindowRecursively(_ newWindow: Window?) {
        guard window !== newWindow else { return }
        window = newWindow
        newWindow?.liveObjects.track(attached: self)
        for sub in subviews { sub.setWindowRecursively(newWindow) }
        if newWindow != nil { setNeedsLayout() }
        didMoveToWindow()
    }

    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self included) with the tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for sub in subviews { if let hit = sub.viewWithTag(tag) { return hit } }
        return nil
    }
}

extension View {
    /// The view's type and its ancestors' up to the window, innermost first, each with its
    /// `traceName` when it has one ("ImageView 'pull' in ScrollView in DetailRootView 'page'"):
    /// how a failed check names the view it means.
    public var ancestryDescription: String {
        var names: [String] = [], current: View? = self
        while let v = current, !(v is Window) {
            names.append(v.traceName.map { "\(type(of: v)) '\($0)'" } ?? "\(type(of: v))")
            current = v.superview
        }
        return names.joined(separator: " in ")
    }
}
