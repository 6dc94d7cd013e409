import Motion
import SDLBackend
import SegueScript
import SegueTool
import Transitions
import ViewKit

/// What each of the demo's interactive bench scripts (Resources/Bench/NAME.txt) reads after a
/// frame, to count the frames the dragged content lags the pointer: a value in points that
/// follows the pointer, or nil while nothing is dragged. The scripts are files the bench plays;
/// these are the one part of them that is code.
enum BenchProbes {
    /// By script name.
    static let byScript: [String: (Application) -> CGFloat?] = [
        "transition-card-pull": cardPullOffset, "transition-card-grab": flyingCardY,
        "transition-sheet-drag": sheetShownY, "transition-sheet-grab": sheetShownY,
        "transition-zoom-drag": zoomDragPhotoY, "transition-zoom-grab": flyingPhotoY,
        "transition-pop-swipe": topPageX, "transition-push-grab": topPageX,
        "transition-player": playerShownY, "transition-player-drag": playerShownY,
        "transition-player-grab": playerShownY,
    ]

    /// Points: the detail's content offset while the pointer drags it (the pulled snapshot's
    /// place and scale follow from it); nil when no detail is being dragged.
    static func cardPullOffset(_ app: Application) -> CGFloat? {
        guard let detail = app.window.rootViewController?.topPresentedViewController as? TodayDetailViewController,
            detail.presentingViewController != nil, detail.scrollView.isTracking,
            !detail.pullDown.didFireDismissal
        else { return nil }
        return detail.scrollView.contentOffset.y
    }

    /// Points, window coordinates: the top of the card flying between list and detail, while
    /// one flies.
    static func flyingCardY(_ app: Application) -> CGFloat? {
        tracedView("card", in: app.window, where: { $0 is CardTransitionCopyView }).map { $0.onScreenMotion.frame.minY }
    }

    /// Points: how far down the presented sheet is shown, or nil when none is presented.
    static func sheetShownY(_ app: Application) -> CGFloat? {
        guard let sheet = app.window.rootViewController?.presentedViewController else { return nil }
        let shown = sheet.view.presentation
        return shown.center.y - shown.bounds.height / 2
    }

    /// Points, window coordinates: the shown centre y of the detail's photo while a detail is up.
    static func zoomDragPhotoY(_ app: Application) -> CGFloat? {
        guard let detail = app.window.rootViewController?.topPresentedViewController as? PhotoDetailViewController,
            detail.presentingViewController != nil
        else { return nil }
        return ZoomTransition.shownFrame(of: detail.zoomImageView, in: app.window).midY
    }

    /// Points, window coordinates: the top of the photo flying between grid and detail, while
    /// one flies.
    static func flyingPhotoY(_ app: Application) -> CGFloat? {
        tracedView("photo", in: app.window, where: { $0 is ImageView }).map { $0.onScreenMotion.frame.minY }
    }

    /// Points, window coordinates: the left edge of the page on top of the navigation stack
    /// while one moves (traced as nav.top).
    static func topPageX(_ app: Application) -> CGFloat? {
        tracedView("nav.top", in: app.window).map { $0.onScreenMotion.frame.minX }
    }

    /// Points: where the presented player's top edge is shown, or nil when none is presented.
    static func playerShownY(_ app: Application) -> CGFloat? {
        guard let player = app.window.rootViewController?.presentedViewController else { return nil }
        return player.view.onScreenMotion.frame.minY
    }

    /// The first view under `view` (itself included) traced under `name`, depth first.
    static func tracedView(_ name: String, in view: View, where accept: (View) -> Bool = { _ in true }) -> View? {
        if view.traceName == name, accept(view) { return view }
        for sub in view.subviews { if let hit = tracedView(name, in: sub, where: accept) { return hit } }
        return nil
    }
}
