import Foundation

extension View {
    /// Appends this subtree's ops. `toWindow` maps this view's coordinates to the target's;
    /// `parentOpacity` is what enclosing views contribute (1 inside a group).
    func flatten(into ctx: inout DrawContext, toWindow: CGAffineTransform, parentOpacity: Double, clip: CGRect?) {
        let shown = presentation
        guard !isHidden else { return }
        guard shown.alpha > 0 else {
            // A transparent blur that prepares its backdrop is recorded at opacity 0: nothing
            // shows, but the renderer blurs what is under it before it fades in.
            if let blur = self as? BlurView, blur.preparesBackdrop {
                ctx.state = DrawState(transform: toWindow, clip: clip, opacity: 0)
                blur.drawContent(in: &ctx)
            }
            return
        }
        let opacity = parentOpacity * Double(shown.alpha)
        let windowRect = shown.bounds.applying(toWindow)
        ctx.state = DrawState(transform: toWindow, clip: clip, opacity: opacity)
        let reach = shadowExtent(shown)
        let showsSelf = ctx.isVisible(shown.bounds.insetBy(dx: -reach, dy: -reach))
        if !showsSelf && (clipsToBounds || subviews.isEmpty) { return }

        let isGroup = !subviews.isEmpty && (shown.alpha < 1 || (clipsToBounds && shown.cornerRadius > 0))
        let firstOp = ctx.ops.count
        if showsSelf && shown.shadowOpacity > 0 {
            let color = shadowColor.withAlphaComponent(shadowColor.alpha * Double(shown.shadowOpacity))
            ctx.shadow(
                of: shown.bounds, cornerRadius: shown.cornerRadius, color: color, blur: shadowRadius,
                offset: shadowOffset)
        }
        let contentOpacity = isGroup ? 1 : opacity
        if isGroup {
            // An unclipped group must hold subviews that reach outside its bounds.
            let extent = clipsToBounds ? shown.bounds : subtreeExtent(includingShadow: false)
            ctx.beginGroup(extent, cornerRadius: clipsToBounds ? shown.cornerRadius : 0)
        }
        ctx.state.opacity = contentOpacity
        if showsSelf {
            if let color = shown.backgroundColor {
                fillBackground(shown.bounds, color: color, cornerRadius: shown.cornerRadius, into: &ctx)
            }
            drawContent(in: &ctx)
        }
        let outerRing = ctx.pendingFocusRing
        ctx.pendingFocusRing = nil
        var childClip = clip
        if clipsToBounds {
            // A rotated clip cannot be an axis-aligned rect; its bounding box is the best we can do.
            childClip = clip.map { $0.intersection(windowRect) } ?? windowRect
        }
        for sub in subviews {
            sub.flatten(
                into: &ctx, toWindow: sub.presentation.transformToSuperview.concatenating(toWindow),
                parentOpacity: contentOpacity, clip: childClip)
        }
        if let ring = ctx.pendingFocusRing { ctx.append(ring) }
        if isGroup { ctx.endGroup() }
        if ctx.recordedView == ObjectIdentifier(self) { ctx.recordedRange = firstOp..<ctx.ops.count }
        ctx.pendingFocusRing = outerRing
        if ctx.focusRingTarget == ObjectIdentifier(self) {
            ctx.pendingFocusRing = focusRingOp(shown, toWindow: toWindow, clip: clip, opacity: opacity)
        }
    }

    /// The ring around this view as it is drawn now (its presentation bounds and corners).
    private func focusRingOp(_ shown: PresentationValues, toWindow: CGAffineTransform, clip: CGRect?, opacity: Double)
        -> DisplayOp
    {
        let shape = window?.focusedView?.focusRingShape ?? FocusRingShape()
        let radius = shape.cornerRadius ?? max(0, shown.cornerRadius + shape.outset)
        return .focusRing(
            rect: shown.bounds.insetBy(dx: -shape.outset, dy: -shape.outset), cornerRadius: radius,
            color: View.focusRingColor, width: View.focusRingWidth,
            state: DrawState(transform: toWindow, clip: clip, opacity: opacity))
    }

    /// Local points this subtree can draw on: its bounds (and shadow), plus unclipped subviews.
    private func subtreeExtent(includingShadow: Bool) -> CGRect {
        let shown = presentation
        let reach = includingShadow ? shadowExtent(shown) : 0
        var r = shown.bounds.insetBy(dx: -reach, dy: -reach)
        guard !clipsToBounds else { return r }
        for sub in subviews where !sub.isHidden && sub.presentation.alpha > 0 {
            r = r.union(sub.subtreeExtent(includingShadow: true).applying(sub.presentation.transformToSuperview))
        }
        return r
    }

    /// How far (points) the shadow can reach past the bounds.
    private func shadowExtent(_ shown: PresentationValues) -> CGFloat {
        shown.shadowOpacity > 0 ? shadowRadius * 1.5 + max(abs(shadowOffset.width), abs(shadowOffset.height)) : 0
    }

    /// Renders this subtree, as it looks now but ignoring its own transform and position,
    /// into an image an ImageView can show (the seeds' `createSnapshot`).
    /// - Parameter scale: pixels per point; defaults to the window's.
    public func snapshotImage(scale: CGFloat? = nil) -> Image {
        let pixelScale = scale ?? window?.scale ?? 1
        let list = recording(scale: pixelScale)
        // The same picture made ahead (`Window.prepareSnapshot`) is the same image, whose
        // pixels the host may already hold.
        if let prepared = window?.preparedSnapshot(of: self, recording: list, scale: pixelScale) { return prepared }
        return Image(recording: list, size: bounds.size, scale: pixelScale, name: "snapshot of \(type(of: self))")
    }

    /// The window whose text measurer lays this view's text out: its own, or the one laying out
    /// the tree it is in ahead of showing it (`Window.prepare(presenting:)`).
    var measuringWindow: Window? {
        if let window { return window }
        var root: View = self
        while let parent = root.superview { root = parent }
        return root.preparingWindow
    }

    /// This subtree's ops, laid out first, as it looks now but ignoring its own transform and
    /// position, at `scale` pixels per point: what a snapshot of it records.
    func recording(scale: CGFloat) -> DisplayList {
        layoutIfNeeded()
        var ctx = DrawContext(
            visibleRect: CGRect(origin: .zero, size: bounds.size), scale: scale,
            textMeasurer: measuringWindow?.textMeasurer)
        flatten(
            into: &ctx, toWindow: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY),
            parentOpacity: 1, clip: nil)
        return DisplayList(size: bounds.size, clearColor: .clear, ops: ctx.ops)
    }

    /// A view showing a snapshot of this one, sized to its bounds at the origin, as UIKit's.
    public func snapshotView(afterScreenUpdates: Bool = true) -> ImageView {
        let view = ImageView(image: snapshotImage())
        view.frame = CGRect(origin: .zero, size: bounds.size)
        return view
    }
}
