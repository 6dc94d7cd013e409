import SegueTestSupport
import Transitions
import ViewKit
import XCTest

/// What the photo detail's tests share: the grid with its first photo's detail presented and
/// at rest, where the detail's photo is drawn, and the copy that flies home when it goes.
protocol ZoomDetailTesting: AnyObject {
    var harness: TransitionHarness! { get set }
    var grid: ZoomGridController! { get set }
    var detail: ZoomDetailController! { get set }
}

extension ZoomDetailTesting {
    /// Presents the detail over a new grid and lets the zoom come to rest.
    func presentDetail() {
        grid = ZoomGridController()
        harness = TransitionHarness(root: grid)
        detail = ZoomDetailController(transition: grid.zoom)
        grid.present(detail, animated: true)
        harness.settle()
    }

    /// Points, in the window: the photo as drawn: the detail's, or the copy flying for it while
    /// a drag or a dismissal carries it.
    var photoShown: CGRect {
        if detail.photo.isHidden, let copy = flyingCopy {
            return ZoomTransition.shownFrame(of: copy, in: harness.window)
        }
        return ZoomTransition.shownFrame(of: detail.photo, in: harness.window)
    }

    /// The copy flying between the photo and its cell, while a zoom runs.
    var flyingCopy: ImageView? {
        harness.window.subviews.last?.subviews.compactMap { $0 as? ImageView }.first
    }
}
