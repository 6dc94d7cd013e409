import Foundation

/// What a frame will soon draw, for the host to make ready between frames.
public enum Preparation {
    /// An image, shown at `pixelSize` (wide and high); nil for its own size.
    case image(Image, pixelSize: CGSize?)
    /// A view's drawing, recorded: its lines of text and its images.
    case drawing(DisplayList)
    /// Each image the window shows, resampled once to the pixels it is drawn at, for content
    /// about to move at its size (see `Window.prepareShownImagesToMove()`).
    case shownImagesAtDrawnSize
    /// A view's drawing as it will fade, in window points: its group, from `beginGroup` to
    /// `endGroup`, and its shadow when drawn outside the group, for the host to make the
    /// group's backdrop blurs (see `Window.prepareToFade(_:)`).
    case fading(DisplayList)

    /// The image, for an image's preparation.
    var image: Image? {
        if case let .image(image, _) = self { return image }
        return nil
    }
}

/// A controller to lay out ahead of its presentation, held weakly: a press that never becomes a
/// tap leaves it to go.
struct WeakController {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
}

/// A snapshot made ahead of the frame that shows it, and the view it pictures.
struct PreparedSnapshot {
    weak var view: View?
    let image: Image
}

/// Work the next frames will need, done by the host in the time between frames. A click's
/// release comes 50 to 150 ms after its press: what the transition it starts will draw first (a
/// page's picture, a photo at its full size) can be made in that time, so the release's frame,
/// the transition's first, does not make it.
extension Window {
    /// Asks the host to make `image` ready to draw before a frame shows it: its file decoded at
    /// `pixelSize` (pixels; its own size when nil), or a recording rasterised. Call it when a
    /// press lands on what will show it, or when a list is about to scroll it on screen
    /// (`CollectionViewDataSourcePrefetching`). With no size, an image not drawn yet is decoded
    /// by a window on a thread of its own, so no frame waits for it, and by a headless run
    /// between frames, so its frames do not depend on a thread's timing.
    public func prepare(_ image: Image, pixelSize: CGSize? = nil) {
        preparations.removeAll { $0.image === image }
        preparations.append(.image(image, pixelSize: pixelSize))
    }

    /// Asks the host to resample each image the window shows now to the pixels it is drawn
    /// at, between frames, when content is about to move without changing size: a scroll view
    /// asks when a touch lands on it. The frames that then move the content copy those pixels
    /// one to one; without it, the first of them resamples every image it shows (a photo grid's
    /// first scroll frame at 2×: 33.4 million instructions against 14.2 for the next). Call it
    /// from a press on your own view that moves its content at its size. The host may skip an
    /// image whose copy would take more memory than it lets go (Segue's renderer keeps a copy
    /// only where its smaller levels of that image can go in exchange); pixels never change.
    public func prepareShownImagesToMove() {
        guard !preparations.contains(where: { if case .shownImagesAtDrawnSize = $0 { true } else { false } })
        else { return }
        preparations.append(.shownImagesAtDrawnSize)
    }

    /// Asks the host to make ready what `view`, which is in this window, draws (its lines of
    /// text rasterised, its images decoded) before a frame shows it, as it looks now; it is laid
    /// out now. For a view that will appear later than it is added: a page that fades in at the
    /// end of a transition, say.
    public func prepare(view: View) {
        guard view.window === self else { return }
        // Recorded as it will show: a page about to fade in is at alpha 0 now.
        let alpha = view.alpha
        if alpha == 0 { view.alpha = 1 }
        defer { view.alpha = alpha }
        preparations.append(.drawing(view.recording(scale: scale)))
    }

    /// Asks the host to make ready what `view`, which is in this window, draws while it fades,
    /// between frames. At an alpha under 1 a view with subviews is drawn as a group, and a
    /// backdrop blur inside a group blurs only what the group drew before it, not what lies
    /// under the group: a blur unlike the one the view shows at full opacity, which the fade's
    /// first frame would otherwise make (at 1×, 1.8 million instructions for a 374×56 pt bar,
    /// more than half of what a frame of the fade costs). Call it when a press lands on what
    /// will fade `view`: a mini player's bar, which fades out as the player its press opens
    /// rises. The view is recorded when the host takes the preparations, where it is then, as it
    /// will show fading; if it moves or changes before it fades, its first frame makes the blur
    /// after all. Pixels never change.
    public func prepareToFade(_ view: View) {
        guard view.window === self else { return }
        viewsToFade.removeAll { $0.view == nil || $0.view === view }
        viewsToFade.append(WeakView(view))
    }

    /// Adds `view`'s group as the window will draw it fading to the preparations; nothing for a
    /// view that draws no group then (no subviews, hidden, off screen) or left the window.
    private func recordFading(_ view: View) {
        guard view.window === self, !view.subviews.isEmpty else { return }
        // Recorded as it will show while fading: translucent, so in a group. A fade under way
        // shows it so already; the alpha set for the recording must not end that fade.
        // The window shows what it showed: no frame is due for the recording's sake.
        let alpha = view.alpha, shown = view.presentation.alpha, due = needsDisplay
        let forced = shown >= 1 || shown <= 0
        if forced { view.withoutRecordingChanges { view.alpha = 0.5 } }
        defer {
            if forced { view.withoutRecordingChanges { view.alpha = alpha } }
            needsDisplay = due
        }
        let ctx = flattened(recording: view)
        guard let range = ctx.recordedRange, !range.isEmpty else { return }
        preparations.append(.fading(DisplayList(size: bounds.size, clearColor: clearColor, ops: Array(ctx.ops[range]))))
    }

    /// A snapshot of `view` as it looks now, made ahead and prepared: `view.snapshotImage()`
    /// returns this same image while the view still draws the same, so its pixels, made between
    /// frames, need not be made again in the frame that first shows it.
    @discardableResult
    public func prepareSnapshot(of view: View) -> Image {
        let image = view.snapshotImage()
        preparedSnapshots = preparedSnapshots.filter { $0.value.view != nil }
        preparedSnapshots[ObjectIdentifier(view)] = PreparedSnapshot(view: view, image: image)
        prepare(image)
        return image
    }

    /// Asks the host to lay out `viewController`'s view at this window's size, between frames,
    /// and make ready what it draws (its text measured and its lines rasterised, its images
    /// decoded): for a controller the release of a press will present, asked for when the press
    /// lands (`tableView(_:didHighlightRowAt:)`, say). The presentation's first frame then
    /// neither measures the page's text nor rasterises it, and Segue's renderer makes the layers
    /// that frame draws the page and what is under it in. The view is loaded if it was not, and
    /// laid out where it is, out of any window, as it will be when presented at the window's
    /// size; a controller gone by then, or whose view is in a window already, is skipped.
    /// Present the same controller: another instance of it is laid out anew.
    public func prepare(presenting viewController: ViewController) {
        controllersToPrepare.removeAll { $0.controller == nil || $0.controller === viewController }
        controllersToPrepare.append(WeakController(viewController))
    }

    /// What is waiting to be made ready, oldest first; the host takes it between frames. The
    /// controllers to be presented are laid out now, here, for their drawing to join it, and
    /// the views to fade recorded.
    public func takePreparations() -> [Preparation] {
        let controllers = controllersToPrepare.compactMap(\.controller)
        controllersToPrepare.removeAll()
        for controller in controllers { layOutAhead(controller.view) }
        let fading = viewsToFade.compactMap(\.view)
        viewsToFade.removeAll()
        if !fading.isEmpty { layoutIfNeeded() }
        for view in fading { recordFading(view) }
        defer { preparations.removeAll() }
        return preparations
    }

    /// Lays `view`, in no window, out at this window's size with this window's text measurer,
    /// and adds its drawing to the preparations.
    private func layOutAhead(_ view: View) {
        guard view.window == nil, view.superview == nil else { return }
        view.preparingWindow = self
        defer { view.preparingWindow = nil }
        if view.bounds.size != bounds.size { view.frame = bounds }
        preparations.append(.drawing(view.recording(scale: scale)))
    }

    /// The snapshot prepared for `view` when it records exactly `list` at `scale`.
    func preparedSnapshot(of view: View, recording list: DisplayList, scale: CGFloat) -> Image? {
        guard let prepared = preparedSnapshots[ObjectIdentifier(view)], prepared.view === view,
            prepared.image.scale == scale, case let .recording(recorded) = prepared.image.content, recorded == list
        else { return nil }
        return prepared.image
    }
}
