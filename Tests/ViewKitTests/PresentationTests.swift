import SegueTestSupport
import ViewKit
import XCTest

/// View-controller presentation through the window's coordinator, on fake time.
final class PresentationTests: XCTestCase {
    private var window: Window!
    private var root: LoggingController!
    private var driver: PointerDriver!

    override func setUp() {
        window = makeWindow()
        root = LoggingController(name: "root")
        window.rootViewController = root
        driver = PointerDriver(window: window)
    }

    func testDefaultPresentationSlidesUpAndDismissalRestores() {
        let sheet = LoggingController(name: "sheet")
        var presented = false
        root.present(sheet, animated: true) { presented = true }
        XCTAssertTrue(window.transitionCoordinator.isTransitioning)
        XCTAssertGreaterThan(sheet.view.presentation.center.y, 422, "starts below")
        driver.settle()
        XCTAssertTrue(presented)
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        XCTAssertEqual(sheet.view.frame, window.bounds)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
        XCTAssertEqual(root.log, ["root willDisappear", "root didDisappear"])
        XCTAssertEqual(sheet.log, ["sheet willAppear", "sheet didAppear"])
        XCTAssertTrue(root.view.isHidden, "full screen takes the presenter off screen")

        sheet.dismiss(animated: true)
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.view.superview)
        XCTAssertFalse(root.view.isHidden)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    func testAPresentDuringATransitionWaitsForIt() {
        let first = LoggingController(name: "first"), second = LoggingController(name: "second")
        first.modalPresentationStyle = .overCurrentContext
        second.modalPresentationStyle = .overCurrentContext
        root.present(first, animated: true)
        root.present(second, animated: true)
        XCTAssertNil(second.presentingViewController, "waits")
        driver.settle()
        XCTAssertTrue(first.presentedViewController === second, "the second went on top of the first")
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    /// A click while a presentation slides up sends it back down from where it is, and it ends
    /// not presented; a second click turns it round again.
    func testAClickDuringAnAnimatedTransitionReversesIt() {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var taps = 0
        button.addAction(for: .touchUpInside) { _ in taps += 1 }
        root.view.addSubview(button)
        let page = LoggingController(name: "x")
        var completions = 0
        root.present(page, animated: true) { completions += 1 }
        driver.wait(0.1)
        let shown = page.view.presentation.center.y
        driver.down(CGPoint(x: 50, y: 50))
        driver.up(CGPoint(x: 50, y: 50))
        XCTAssertEqual(taps, 0, "the click went to the transition")
        XCTAssertEqual(page.view.presentation.center.y, shown, accuracy: 1e-9, "no jump")
        // It keeps its speed, so it rises on a little before it turns.
        driver.wait(0.3)
        XCTAssertGreaterThan(page.view.presentation.center.y, shown, "on its way back down")
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(page.view.superview)
        XCTAssertEqual(completions, 0, "a presentation taken back does not call its completion")
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])

        root.present(page, animated: true) { completions += 1 }
        driver.wait(0.1)
        driver.down(CGPoint(x: 50, y: 50)); driver.up(CGPoint(x: 50, y: 50))
        driver.wait(0.05)
        driver.down(CGPoint(x: 50, y: 50)); driver.up(CGPoint(x: 50, y: 50))
        driver.settle()
        XCTAssertTrue(root.presentedViewController === page, "turned round twice: presented")
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    func testAnInteractiveDismissalFollowsUpdateAndCancelsBack() {
        let sheet = LoggingController(name: "sheet")
        let delegate = InteractiveDelegate()
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .overCurrentContext
        root.present(sheet, animated: false)
        XCTAssertEqual(sheet.view.frame.minY, 0)

        delegate.interactive = true
        sheet.dismiss(animated: true)
        XCTAssertTrue(window.transitionCoordinator.isInteractive)
        delegate.interactor.update(0.5)
        XCTAssertEqual(sheet.view.presentation.center.y, 422 + 422, accuracy: 1e-6, "half way down, linearly")
        delegate.interactor.cancel()
        XCTAssertFalse(window.transitionCoordinator.isInteractive)
        driver.settle()
        XCTAssertTrue(root.presentedViewController === sheet, "cancelled: still presented")
        XCTAssertEqual(sheet.view.presentation.center.y, 422, accuracy: 1e-6)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])

        sheet.dismiss(animated: true)
        delegate.interactor.update(0.4)
        delegate.interactor.finish(velocity: 2)
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    /// UIKit's interruptible interaction: a transition that starts animating (no interactive
    /// start) is paused into interaction where it is, driven, let go, paused again, and still
    /// completes once, the way its last release said.
    func testAnAnimatedStartPausesIntoInteractionAndCompletesOnce() {
        let sheet = LoggingController(name: "sheet")
        let delegate = InteractiveDelegate()
        delegate.interactor.wantsInteractiveStart = false
        delegate.interactive = true
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .overCurrentContext
        root.present(sheet, animated: false)
        var completions = 0
        sheet.dismiss(animated: true) { completions += 1 }
        XCTAssertFalse(window.transitionCoordinator.isInteractive, "it starts animating")
        driver.wait(0.1)
        let moving = sheet.view.presentation.center.y
        XCTAssertGreaterThan(moving, 422, "sliding down on its own")

        delegate.interactor.pause()
        XCTAssertTrue(window.transitionCoordinator.isInteractive)
        XCTAssertEqual(sheet.view.presentation.center.y, moving, accuracy: 1e-9, "stopped where it was drawn")
        XCTAssertGreaterThan(delegate.interactor.percentComplete, 0)
        driver.wait(0.1)
        XCTAssertEqual(sheet.view.presentation.center.y, moving, accuracy: 1e-9, "held")
        delegate.interactor.update(delegate.interactor.percentComplete / 2)
        XCTAssertLessThan(sheet.view.presentation.center.y, moving, "driven back up")
        delegate.interactor.update(0.6)
        XCTAssertGreaterThan(sheet.view.presentation.center.y, moving, "and on down")

        delegate.interactor.cancel()
        XCTAssertFalse(window.transitionCoordinator.isInteractive)
        driver.wait(0.05)
        delegate.interactor.pause()
        XCTAssertTrue(window.transitionCoordinator.isInteractive, "paused a second time, on its way back")
        delegate.interactor.finish(velocity: 1)
        driver.settle()
        XCTAssertNil(root.presentedViewController, "the last release finished it")
        XCTAssertEqual(completions, 1, "completed once")
        XCTAssertEqual(sheet.log.filter { $0 == "sheet didDisappear" }.count, 1)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }

    func testInvariantsReportAViewLeftHidden() {
        let source = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(source)
        let hider = HidingDelegate(source: source)
        let detail = LoggingController(name: "detail")
        detail.transitioningDelegate = hider
        root.present(detail, animated: true)
        driver.settle()
        XCTAssertEqual(
            window.transitionCoordinator.invariantViolations(),
            [
                "View in View was hidden during a transition and is still hidden (a view kept hidden while what it "
                    + "opened is shown is declared with TransitionContext.keepHiddenUntilDismissal(_:))"
            ])
    }

    /// A grid cell kept hidden while its photo is open, as Photos does: accepted while the photo
    /// is presented, and once it is dismissed only if the dismissal showed the cell again.
    func testAViewKeptHiddenUntilTheDismissalIsAcceptedWhileWhatItOpenedIsShown() {
        let source = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(source)
        let hider = HidingDelegate(source: source, keepsHidden: true)
        let detail = LoggingController(name: "detail")
        detail.transitioningDelegate = hider
        root.present(detail, animated: true)
        driver.settle()
        XCTAssertTrue(source.isHidden)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [], "kept hidden while the detail is shown")

        hider.showsOnDismissal = false
        detail.dismiss(animated: true)
        driver.settle()
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(
            window.transitionCoordinator.invariantViolations(),
            [
                "View in View was kept hidden until LoggingController was dismissed, which it has been, "
                    + "and is still hidden: show it again as the dismissal ends"
            ])

        source.isHidden = false
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
        window.transitionCoordinator.clearRestingRecord()
        XCTAssertEqual(window.transitionCoordinator.hiddenViewRecordCount, 0, "nothing kept once shown again")
    }

    /// The same declaration made while dismissing declares nothing: the view must be shown.
    func testKeepingHiddenDuringADismissalDeclaresNothing() {
        let source = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(source)
        let hider = HidingDelegate(source: source, keepsHidden: false)
        let detail = LoggingController(name: "detail")
        detail.transitioningDelegate = hider
        root.present(detail, animated: true)
        driver.settle()
        source.isHidden = false
        hider.showsOnDismissal = false
        hider.hidesOnDismissal = true
        detail.dismiss(animated: true)
        driver.settle()
        XCTAssertEqual(window.transitionCoordinator.invariantViolations().count, 1)
        XCTAssertTrue(window.transitionCoordinator.invariantViolations()[0].hasPrefix("View in View was hidden during"))
    }
}

private final class LoggingController: ViewController {
    let name: String
    var log: [String] = []
    init(name: String) { self.name = name }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name) didDisappear") }
}

/// Seed 001's DismissAnimator: the sheet slides down, linearly while interactive.
private final class SlideDown: AnimatedTransitioning {
    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.4 }
    func animateTransition(using transitionContext: TransitionContext) {
        guard let from = transitionContext.viewController(forKey: .from) else { return }
        let container = transitionContext.containerView
        container.addSubview(from.view)
        let final = CGRect(origin: CGPoint(x: 0, y: container.bounds.height), size: container.bounds.size)
        let option: AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseIn
        View.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [option],
            animations: { from.view.frame = final },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

private final class InteractiveDelegate: ViewControllerTransitioningDelegate {
    let interactor = PercentDrivenInteractiveTransition()
    var interactive = false
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { SlideDown() }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactive ? interactor : nil
    }
}

/// An animator that hides a source view and forgets to show it again.
private final class HidingDelegate: ViewControllerTransitioningDelegate, AnimatedTransitioning {
    let source: View
    /// Whether the presentation declares the source kept hidden until the dismissal.
    let keepsHidden: Bool
    /// Whether the dismissal shows the source again at its end (an animator that forgets to
    /// when false), and whether it hides it (declaring it kept hidden, which it cannot be).
    var showsOnDismissal = true
    var hidesOnDismissal = false
    init(source: View, keepsHidden: Bool = false) { (self.source, self.keepsHidden) = (source, keepsHidden) }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> AnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { self }
    func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.1 }
    func animateTransition(using transitionContext: TransitionContext) {
        let presenting = transitionContext.isPresenting
        if presenting || hidesOnDismissal {
            source.isHidden = true
            if keepsHidden || hidesOnDismissal { transitionContext.keepHiddenUntilDismissal(source) }
        }
        if presenting { transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!) }
        View.animate(
            withDuration: 0.1, animations: { self.source.alpha = presenting ? 0.5 : 1 },
            completion: { _ in
                if !presenting && self.showsOnDismissal { self.source.isHidden = false }
                transitionContext.completeTransition(true)
            })
    }
}

/// Alongside animations follow the transition, scrubbed when interactive, and end where it ends.
final class AlongsideTests: XCTestCase {
    func testADimmingViewFollowsPresentationAndInteractiveDismissal() {
        let window = makeWindow()
        let root = ViewController()
        window.rootViewController = root
        let driver = PointerDriver(window: window)
        let sheet = ViewController()
        let delegate = DimmingDelegate()
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .custom
        root.present(sheet, animated: true)
        let dim = delegate.presentation!.dim
        XCTAssertEqual(dim.presentation.alpha, 0, accuracy: 1e-9)
        driver.settle()
        XCTAssertEqual(dim.alpha, 0.5)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])

        delegate.interactive = true
        sheet.dismiss(animated: true)
        delegate.interactor.update(0.5)
        XCTAssertEqual(
            dim.presentation.alpha, 0.25, accuracy: 0.02, "scrubbed with the percent (ease-in-out at half way)")
        delegate.interactor.cancel()
        driver.settle()
        XCTAssertEqual(dim.presentation.alpha, 0.5, accuracy: 1e-9, "cancelled: back to the presented dim")
        XCTAssertTrue(root.presentedViewController === sheet)

        delegate.interactive = false
        sheet.dismiss(animated: true)
        driver.settle()
        XCTAssertNil(dim.superview, "removed once the dismissal completed")
        XCTAssertEqual(dim.alpha, 0)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }
}

private final class DimmingPresentation: PresentationController {
    let dim = View()
    override func presentationTransitionWillBegin() {
        dim.backgroundColor = .black
        dim.alpha = 0
        dim.frame = containerView!.bounds
        containerView!.insertSubview(dim, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dim.alpha = 0.5 })
    }
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dim.alpha = 0 })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dim.removeFromSuperview() }
    }
}

private final class DimmingDelegate: ViewControllerTransitioningDelegate {
    let interactor = PercentDrivenInteractiveTransition()
    var interactive = false
    var presentation: DimmingPresentation?
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        let made = DimmingPresentation(presentedViewController: presented, presenting: presenting)
        presentation = made
        return made
    }
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning? {
        interactive ? interactor : nil
    }
}

/// A child of a container presents through the top-level controller, as in UIKit.
final class PresentationContextTests: XCTestCase {
    func testAChildPresentsThroughItsTopLevelContainer() {
        let window = makeWindow()
        let tabs = TabBarController(tabBar: View(), tabBarHeight: 49)
        let child = ViewController()
        tabs.viewControllers = [child]
        window.rootViewController = tabs
        let driver = PointerDriver(window: window)
        let modal = ViewController()
        child.present(modal, animated: true)
        driver.settle()
        XCTAssertTrue(modal.presentingViewController === tabs)
        XCTAssertTrue(tabs.presentedViewController === modal)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
        modal.dismiss(animated: false)
        XCTAssertNil(tabs.presentedViewController)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }
}
