import SegueTestSupport
import ViewKit
import XCTest

/// Nothing a presentation makes outlives it: once a presented controller is dismissed (or its
/// presentation cancelled) and the caller holds no reference, the live View and ViewController
/// counts of the window's registry are back where they were, as UIKit frees a dismissed
/// controller, and nothing it tracked is alive but unreachable.
final class PresentationLifetimeTests: XCTestCase {
    private var window: Window!
    private var root: ViewController!
    private var driver: PointerDriver!
    /// Live counts once the window and its root are up.
    private var baseline = LiveCounts(views: 0, viewControllers: 0)

    override func setUp() {
        window = makeWindow()
        root = ViewController()
        window.rootViewController = root
        driver = PointerDriver(window: window)
        _ = window.makeDisplayList()
        baseline = LiveCounts(window)
    }

    override func tearDown() {
        (window, root, driver) = (nil, nil, nil)
    }

    /// A controller with a few subviews, so a leak shows in both counts.
    private static func makeDetail(
        style: ModalPresentationStyle = .fullScreen,
        delegate: ViewControllerTransitioningDelegate? = nil
    ) -> ViewController {
        let detail = ViewController()
        detail.modalPresentationStyle = style
        detail.transitioningDelegate = delegate
        for _ in 0..<3 { detail.view.addSubview(View()) }
        return detail
    }

    private func assertBackToBaseline(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(root.presentedViewController, file: file, line: line)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [], file: file, line: line)
        XCTAssertEqual(LiveCounts(window), baseline, "views and controllers left alive", file: file, line: line)
        XCTAssertEqual(window.unreachableObjects(), [], file: file, line: line)
    }

    func testTheTransitionContextIsFreedWhenTheTransitionEnds() {
        weak var context: TransitionContext?
        root.present(Self.makeDetail(), animated: true)
        context = window.transitionCoordinator.context
        XCTAssertNotNil(context)
        driver.settle()
        // It held the controllers; its completion handler once held it in turn.
        XCTAssertNil(context, "the context outlived its transition")
    }

    func testAnAnimatedPresentAndDismissFreeTheController() {
        weak var detail: ViewController?
        do {
            let made = Self.makeDetail()
            detail = made
            root.present(made, animated: true)
        }
        driver.settle()
        XCTAssertNotNil(detail, "presented: its presenter keeps it")
        XCTAssertEqual(
            LiveCounts(window), LiveCounts(views: baseline.views + 5, viewControllers: baseline.viewControllers + 1),
            "the detail, its root view, three subviews and the container")
        root.dismiss(animated: true)
        driver.settle()
        XCTAssertNil(detail)
        assertBackToBaseline()
    }

    func testAPresentationWithoutAnimationFreesTheController() {
        root.present(Self.makeDetail(style: .overCurrentContext), animated: false)
        root.dismiss(animated: false)
        assertBackToBaseline()
    }

    func testQueuedPresentationsFreeBothControllers() {
        root.present(Self.makeDetail(style: .overCurrentContext), animated: true)
        root.present(Self.makeDetail(style: .overCurrentContext), animated: true)
        driver.settle()
        // The top one goes first, then the one under it.
        root.presentedViewController?.presentedViewController?.dismiss(animated: true)
        driver.settle()
        root.dismiss(animated: true)
        driver.settle()
        assertBackToBaseline()
    }

    /// A window closed with a page presented (an app quitting, a script's app let go) takes the
    /// page with it, though no dismissal ever unlinked it from its presentation controller.
    func testAWindowClosedWithAPagePresentedFreesIt() {
        let registry: LiveObjects
        do {
            let (window, driver) = Self.windowPresenting(
                Self.makeDetail(style: .custom, delegate: DimmingInteractiveDelegate()))
            driver.settle()
            XCTAssertNotNil(window.rootViewController?.presentedViewController)
            registry = window.liveObjects
            XCTAssertEqual(LiveCounts(window), LiveCounts(views: 7, viewControllers: 2), "the window and what it shows")
        }
        XCTAssertEqual(registry.survivors, [])
    }

    /// The same when the window closes mid-transition: the transition never completes.
    func testAWindowClosedMidTransitionFreesEverything() {
        let registry: LiveObjects
        do {
            let (window, driver) = Self.windowPresenting(Self.makeDetail())
            driver.wait(0.1)
            XCTAssertTrue(window.transitionCoordinator.isTransitioning)
            registry = window.liveObjects
            XCTAssertEqual(LiveCounts(window), LiveCounts(views: 7, viewControllers: 2), "the window and what it shows")
        }
        XCTAssertEqual(registry.survivors, [])
    }

    /// A window of its own with a root that presents `detail`, animated.
    private static func windowPresenting(_ detail: ViewController) -> (Window, PointerDriver) {
        let window = makeWindow()
        let root = ViewController()
        window.rootViewController = root
        root.present(detail, animated: true)
        return (window, PointerDriver(window: window))
    }

    /// The coordinator keeps a record of views a transition hid, for its rest check; it must
    /// forget those shown again, or it grows by one for every transition.
    func testTheHiddenViewRecordDoesNotGrowWithTransitions() {
        let hider = HidingAnimator()
        for round in 1...3 {
            root.present(Self.makeDetail(style: .overCurrentContext, delegate: hider), animated: true)
            driver.settle()
            root.dismiss(animated: false)
            XCTAssertEqual(hider.hidden, round, "a new view hidden each time")
            XCTAssertEqual(window.transitionCoordinator.hiddenViewRecordCount, 0, "after round \(round)")
        }
        assertBackToBaseline()
    }

    func testAnInteractiveDismissalCancelledThenFinishedFreesEverything() {
        let delegate = DimmingInteractiveDelegate()
        root.present(Self.makeDetail(style: .custom, delegate: delegate), animated: true)
        driver.settle()
        delegate.interactive = true
        root.dismiss(animated: true)
        delegate.interactor.update(0.3)
        delegate.interactor.cancel(velocity: -1)
        driver.settle()
        XCTAssertNotNil(root.presentedViewController, "cancelled: still presented")
        root.dismiss(animated: true)
        delegate.interactor.update(0.6)
        delegate.interactor.finish(velocity: 2)
        driver.settle()
        assertBackToBaseline()
    }
}

/// What a window's registry (`Window.liveObjects`) holds alive, compared whole.
struct LiveCounts: Equatable, CustomStringConvertible {
    var views: Int
    var viewControllers: Int
    init(views: Int, viewControllers: Int) { (self.views, self.viewControllers) = (views, viewControllers) }
    init(_ window: Window) { (views, viewControllers) = (window.liveObjects.views, window.liveObjects.viewControllers) }
    var description: String { "\(views) views, \(viewControllers) view controllers" }
}

/// A custom presentation with a dimming view faded alongside, dismissed by a slide that a
/// percent-driven interactor may drive: every kind of closure the coordinator keeps.
private final class DimmingInteractiveDelegate: ViewControllerTransitioningDelegate {
    let interactor = PercentDrivenInteractiveTransition()
    var interactive = false

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        DimmingPresentation(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { SlideOut() }

    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactive ? interactor : nil
    }
}

private final class DimmingPresentation: PresentationController {
    let dimming = View()

    override func presentationTransitionWillBegin() {
        dimming.alpha = 0
        containerView?.insertSubview(dimming, at: 0)
        transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimming.alpha = 0.5 },
            completion: { _ in self.dimming.backgroundColor = .black })
    }

    override func dismissalTransitionWillBegin() {
        transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
}

/// Hides a view of the presented page while it fades in, and shows it again at the end.
private final class HidingAnimator: ViewControllerTransitioningDelegate, AnimatedTransitioning {
    private(set) var hidden = 0

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.2 }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let page = transitionContext.view(forKey: .to), let part = page.subviews.first else { return }
        transitionContext.containerView.addSubview(page)
        part.isHidden = true
        hidden += 1
        page.alpha = 0
        View.animate(
            withDuration: 0.2, animations: { page.alpha = 1 },
            completion: { _ in
                part.isHidden = false
                transitionContext.completeTransition(true)
            })
    }
}

/// Slides the presented view down off the container.
private final class SlideOut: AnimatedTransitioning {
    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let from = transitionContext.viewController(forKey: .from) else { return }
        let height = transitionContext.containerView.bounds.height
        View.animate(
            withDuration: 0.4, animations: { from.view.center.y += height },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
