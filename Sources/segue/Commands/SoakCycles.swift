import Motion
import SegueFuzz
import SegueScript
import Transitions
import ViewKit

/// The transitions the soak presents and dismisses (or pushes and pops), in this order
/// within a round.
enum SoakTransition: String, CaseIterable {
    case card, sheet, zoom, pop, navigation, player

    /// The ways a cycle of this transition ends, taken in turn (cycle n of a transition uses
    /// `endings[n % endings.count]`). Every transition has a button and an Esc dismissal; the
    /// interactive ones also finish a drag and cancel one (then close by button), and the card
    /// reverses a presentation mid-flight. The drags come first: they draw the most (the card's
    /// pull shows the blurred list again), so by the early RSS reading after 10 cycles the app
    /// has drawn everything it will, and later growth is growth, not a first showing.
    var endings: [SoakEnding] {
        switch self {
        case .card: return [.dragCancelled, .dragFinished, .presentationReversed, .button, .escape]
        case .sheet: return [.dragCancelled, .tableDragFinished, .dragFinished, .button, .escape]
        case .zoom: return [.dragCancelled, .dragFinished, .button, .escape]
        case .pop: return [.button, .escape]
        case .navigation: return [.dragCancelled, .dragFinished, .presentationReversed, .button]
        case .player: return [.dragCancelled, .dragFinished, .presentationReversed, .button, .escape]
        }
    }

    var tab: Tab {
        switch self {
        case .card: return .today
        case .sheet: return .sheet
        case .zoom: return .photos
        case .pop: return .pop
        case .navigation: return .settings
        case .player: return .sheet
        }
    }
}

/// How one soak cycle ends what it presented.
enum SoakEnding: String {
    /// The close button (the sheet's backdrop, which is its close).
    case button
    /// Esc.
    case escape
    /// A drag that dismisses: the card's pull-down, the sheet's header, the zoomed photo.
    case dragFinished
    /// The sheet's table scrolled down past its top, which hands the drag to the dismissal.
    case tableDragFinished
    /// A drag released short of dismissing (the interactive dismissal is cancelled, or the
    /// photo springs back), then the close button.
    case dragCancelled
    /// A click during the card's expansion reverses it: the presentation ends not completed.
    case presentationReversed
}

/// Something the cycle needed was not on screen: the app is not where the soak expects.
struct SoakStepError: Error, CustomStringConvertible {
    let description: String
}

extension SoakDriver {
    /// Selects `transition`'s tab, presents it and ends it `ending`'s way, then lets the app
    /// come to rest.
    func cycle(_ transition: SoakTransition, ending: SoakEnding, variant: Int) throws {
        guard let root = app.root else { throw SoakStepError(description: "the app has no tab bar") }
        try tap(root.bar.items[transition.tab.rawValue])
        try settle()
        switch transition {
        case .card: try cardCycle(ending, root: root)
        case .sheet: try sheetCycle(ending, root: root)
        case .zoom: try zoomCycle(ending, root: root, photo: variant % 4, longPress: variant % 2 == 0)
        case .pop: try popCycle(ending, root: root)
        case .player: try playerCycle(ending, root: root, byDrag: variant % 2 == 1)
        case .navigation:
            if variant % 3 == 2 {
                try zoomNavigationCycle(ending, root: root, photo: (variant / 3) % 3)
            } else {
                try navigationCycle(ending, root: root, depth: 1 + variant % 3)
            }
        }
        try settle()
        if let left = app.window.rootViewController?.presentedViewController {
            throw SoakStepError(
                description: "\(transition.rawValue) ended \(ending.rawValue) left "
                    + "\(type(of: left)) presented")
        }
    }

    /// Throws unless `controller` is still presented (a drag released short must not dismiss).
    func expectStillPresented(_ controller: ViewController, after what: String) throws {
        guard controller.presentingViewController != nil else {
            throw SoakStepError(description: "\(type(of: controller)) was dismissed by \(what)")
        }
    }

    /// The controller on top of the presentation chain, as type `T`.
    private func presented<T>(_ type: T.Type) throws -> T {
        guard let top = app.window.rootViewController?.topPresentedViewController as? T else {
            throw SoakStepError(description: "expected a presented \(T.self)")
        }
        return top
    }

    /// The centre of `view` in the window, as laid out now.
    func centre(of view: View) -> CGPoint {
        app.window.layoutIfNeeded()
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    private func cardCycle(_ ending: SoakEnding, root: RootTabBarController) throws {
        guard let today = root.viewControllers[Tab.today.rawValue] as? TodayViewController,
            let cell = today.screen.cellForRow(at: IndexPath(row: 0, section: TodayScreen.cardSection))
        else {
            throw SoakStepError(description: "no card on the Today tab")
        }
        try tap(cell)
        if ending == .presentationReversed {
            // Into the spring (the shrink takes 0.2 s), then a click anywhere reverses it.
            try runFrames(20)
            return try tap(CGPoint(x: 195, y: 600))
        }
        try settle()
        let detail = try presented(TodayDetailViewController.self)
        let page = centre(of: detail.view)
        switch ending {
        case .button: try tap(detail.closeButton)
        case .escape: try press(.escape)
        // Past the 30 pt pull (the rubber band halves a long pull) the detail closes itself.
        case .dragFinished, .tableDragFinished:
            try drag(from: page, to: CGPoint(x: page.x, y: page.y + 200), seconds: 0.3)
        case .dragCancelled:
            // Let go at rest: moving, the pull's momentum would carry it past 30 pt and close.
            try drag(from: page, to: CGPoint(x: page.x, y: page.y + 30), seconds: 0.3, hold: 0.1)
            try settle()
            try expectStillPresented(detail, after: "a short pull")
            try tap(detail.closeButton)
        case .presentationReversed: break
        }
    }

    private func sheetCycle(_ ending: SoakEnding, root: RootTabBarController) throws {
        guard let demo = root.viewControllers[Tab.sheet.rawValue] as? SheetDemoViewController,
            let show = demo.screen.actionButton
        else { throw SoakStepError(description: "no Show Sheet button") }
        try tap(show)
        try settle()
        let sheet = try presented(SheetViewController.self)
        let header = centre(of: sheet.headerView), table = centre(of: sheet.tableView)
        switch ending {
        case .button: try tap(sheet.backgroundView)
        case .escape: try press(.escape)
        case .dragFinished: try drag(from: header, to: CGPoint(x: header.x, y: header.y + 300), seconds: 0.4)
        case .tableDragFinished: try drag(from: table, to: CGPoint(x: table.x, y: table.y + 300), seconds: 0.4)
        case .dragCancelled:
            // 40 pt in a second: under 30 % and slow, so the dismissal is cancelled.
            try drag(from: header, to: CGPoint(x: header.x, y: header.y + 40), seconds: 1)
            try settle()
            try expectStillPresented(sheet, after: "a short drag")
            try tap(sheet.backgroundView)
        case .presentationReversed: break
        }
    }

    /// Opens photo `index`, first long-pressing it for its context menu (`longPress`) or, once
    /// open, double-tapping it in and out (otherwise), and ends it `ending`'s way.
    private func zoomCycle(_ ending: SoakEnding, root: RootTabBarController, photo index: Int, longPress: Bool) throws {
        guard let photos = root.viewControllers[Tab.photos.rawValue] as? PhotosViewController,
            let cell = photos.screen.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? PhotoCell
        else { throw SoakStepError(description: "no photo \(index) on the Photos tab") }
        if longPress { try longPressForMenu(cell.imageView) }
        try tap(cell.imageView)
        try settle()
        let detail = try presented(PhotoDetailViewController.self)
        let photo = centre(of: detail.zoomImageView)
        if !longPress { try doubleTapInAndOut(detail, at: photo) }
        switch ending {
        case .button: try tap(detail.page.closeButton)
        case .escape: try press(.escape)
        case .dragFinished, .tableDragFinished:
            try drag(from: photo, to: CGPoint(x: photo.x + 20, y: photo.y + 250), seconds: 0.3)
        case .dragCancelled:
            // 40 pt in a second: under an eighth of the screen and slow, so it springs back.
            try drag(from: photo, to: CGPoint(x: photo.x, y: photo.y + 40), seconds: 1)
            try settle()
            try expectStillPresented(detail, after: "a short drag")
            try tap(detail.page.closeButton)
        case .presentationReversed: break
        }
    }

    /// Long-presses `thumbnail` for its context menu (0.6 s, past the 0.5 s), then closes the
    /// menu with Esc.
    private func longPressForMenu(_ thumbnail: View) throws {
        try press(centre(of: thumbnail), seconds: 0.6)
        try settle()
        _ = try presented(PhotoContextMenuViewController.self)
        try press(.escape)
        try settle()
        if app.window.rootViewController?.presentedViewController != nil {
            throw SoakStepError(description: "Esc left the photo's context menu presented")
        }
    }

    /// Double-taps the open photo at `point` (window points), to 2.5×, then again, back to 1×.
    private func doubleTapInAndOut(_ detail: PhotoDetailViewController, at point: CGPoint) throws {
        for expected: CGFloat in [ZoomPhotoGestures.doubleTapScale, 1] {
            try tap(point)
            try tap(point)
            try settle()
            let scale = detail.zoomImageView.transform.a
            guard abs(scale - expected) < 1e-6 else {
                throw SoakStepError(description: "a double tap on the photo left it at \(scale)×, not \(expected)×")
            }
        }
    }

    private func popCycle(_ ending: SoakEnding, root: RootTabBarController) throws {
        guard let demo = root.viewControllers[Tab.pop.rawValue] as? PopDemoViewController,
            let show = demo.screen.actionButton
        else { throw SoakStepError(description: "no Show Page button") }
        try tap(show)
        try settle()
        let page = try presented(PopSecondViewController.self)
        switch ending {
        case .escape: try press(.escape)
        default: try tap(page.closeButton)
        }
    }
}
