import Foundation
import SegueTestSupport
import ViewKit
import XCTest

/// The API the ports of seeds 000 and 002 (Examples/Example000Card, Example002Card) needed:
/// `cgColor`, `BlurView(effect:)`, typed control senders, SF Symbol images and `setImage(_:for:)`,
/// the scroll view's kept-for-porting flags, `attributedText`, UIKit's image context, the
/// controller's layout hooks and the presenting view put back after an animator removed it.
/// Rects in points.
final class CardPortAPITests: XCTestCase {
    private let blue = Color(hex: 0x336699)

    private func recording(_ image: Image?, file: StaticString = #filePath, line: UInt = #line) -> DisplayList? {
        guard case let .recording(list)? = image?.content else {
            XCTFail("expected a recorded image", file: file, line: line)
            return nil
        }
        return list
    }

    // MARK: Colours, blur, controls

    func testCGColorIsTheColorItself() {
        XCTAssertEqual(Color.black.cgColor, .black)
        XCTAssertEqual(blue.cgColor, blue)
    }

    func testBlurViewTakesTheEffectsStyle() {
        XCTAssertEqual(BlurView(effect: BlurEffect(style: .light)).style, .light)
        XCTAssertEqual(BlurView(effect: BlurEffect(style: .regular)).style, .regular)
    }

    private final class Target {
        var buttons: [Button] = []
        func buttonTapped(_ sender: Button) { buttons.append(sender) }
    }

    func testAnActionTakingAButtonGetsTheButton() {
        let target = Target(), button = Button()
        button.addTarget(target, action: Target.buttonTapped, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchDown)
        XCTAssertEqual(target.buttons.count, 1)
        XCTAssertTrue(target.buttons.first === button)
    }

    func testAnActionTakingAButtonIsNotCalledForAnotherControl() {
        let target = Target(), control = Control()
        control.addTarget(target, action: Target.buttonTapped, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertTrue(target.buttons.isEmpty)
    }

    // MARK: Symbols

    func testSymbolImageSidesFollowTheScale() {
        let large = Image(
            systemName: "xmark.circle.fill",
            withConfiguration: Image.SymbolConfiguration(pointSize: 20, weight: .black, scale: .large))
        XCTAssertEqual(large?.size, CGSize(width: 26, height: 26))
        XCTAssertEqual(large?.symbol, .xmarkCircleFill)
        XCTAssertEqual(large?.name, "xmark.circle.fill")
        let small = Image(
            systemName: "xmark", withConfiguration: Image.SymbolConfiguration(pointSize: 20, scale: .small))
        XCTAssertEqual(small?.size, CGSize(width: 16, height: 16))
        XCTAssertEqual(small?.symbol, .xmark)
        XCTAssertEqual(Image(systemName: "xmark")?.size, CGSize(width: 17, height: 17), "UIKit's 17 pt body size")
    }

    func testAnUnknownSymbolIsNil() {
        XCTAssertNil(Image(systemName: "star.fill"))
    }

    /// No screen to ask: a symbol image is recorded at 1 pixel per point, and at the scale of
    /// the surface it is drawn on (once per image, then reused).
    func testASymbolImageIsDrawnAtTheScaleOfTheSurface() {
        guard
            let symbol = Image(
                systemName: "xmark.circle.fill",
                withConfiguration: Image.SymbolConfiguration(pointSize: 20, scale: .large))
        else { return XCTFail("expected a symbol") }
        XCTAssertEqual(symbol.scale, 1)
        func drawn(atScale scale: CGFloat) -> Image? {
            var context = DrawContext(
                visibleRect: CGRect(x: 0, y: 0, width: 100, height: 100), scale: scale, textMeasurer: nil)
            context.image(
                symbol, source: CGRect(x: 0, y: 0, width: 26, height: 26), in: CGRect(x: 5, y: 5, width: 26, height: 26)
            )
            guard case let .image(image, _, _, _, _)? = context.ops.first else { return nil }
            return image
        }
        XCTAssertTrue(drawn(atScale: 1) === symbol, "drawn as it is at its own scale")
        let dense = drawn(atScale: 2)
        XCTAssertEqual(dense?.scale, 2)
        XCTAssertEqual(dense?.size, CGSize(width: 26, height: 26))
        XCTAssertEqual(dense?.pixelSize, CGSize(width: 52, height: 52))
        XCTAssertEqual(dense?.symbol, .xmarkCircleFill)
        XCTAssertEqual(dense?.name, "xmark.circle.fill")
        XCTAssertTrue(drawn(atScale: 2) === dense, "recorded once for that scale")
        XCTAssertEqual(recording(dense)?.dump, recording(symbol)?.dump, "the same ops, in points")
    }

    func testASymbolImageRecordsItsGlyphInBlack() {
        let image = Image(
            systemName: "xmark.circle.fill",
            withConfiguration: Image.SymbolConfiguration(pointSize: 20, scale: .large))
        guard let list = recording(image) else { return }
        XCTAssertEqual(list.size, CGSize(width: 26, height: 26))
        XCTAssertEqual(list.clearColor, .clear)
        XCTAssertEqual(list.dump.split(separator: "\n").first, "fill [0,0 26x26] r=13 #000000")
    }

    func testASymbolSetOnAButtonIsDrawnInItsTintAndSizesIt() {
        let window = makeWindow()
        let button = Button()
        button.setImage(
            Image(
                systemName: "xmark.circle.fill",
                withConfiguration: Image.SymbolConfiguration(pointSize: 20, scale: .large)), for: .normal)
        button.tintColor = .white
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 10, y: 20)
        window.addSubview(button)
        XCTAssertEqual(button.frame, CGRect(x: 10, y: 20, width: 26, height: 26))
        XCTAssertEqual(button.glyph, .xmarkCircleFill)
        XCTAssertEqual(window.makeDisplayList().dump.split(separator: "\n").first, "fill [10,20 26x26] r=13 #FFFFFF")
    }

    func testSetImageForAnotherStateChangesNothing() {
        let button = Button()
        button.setImage(Image(systemName: "xmark"), for: .highlighted)
        XCTAssertNil(button.image)
        XCTAssertNil(button.glyph)
    }

    // MARK: Scroll view, label

    func testScrollViewPortingFlagsLeaveTheInsetAlone() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(scrollView.showsHorizontalScrollIndicator)
        XCTAssertEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(scrollView.contentInset, .zero)
        XCTAssertEqual(scrollView.contentOffset, .zero)
    }

    func testAttributedTextSetsTheLabelsStyle() {
        let window = makeWindow()
        let label = Label()
        label.numberOfLines = 0
        window.addSubview(label)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        style.alignment = .left
        label.attributedText = NSAttributedString(
            string: "abcd efgh",
            attributes: [
                .font: Font.systemFont(ofSize: 10, weight: .semibold), .paragraphStyle: style,
                .foregroundColor: blue,
            ])
        XCTAssertEqual(label.text, "abcd efgh")
        XCTAssertEqual(label.font, Font.systemFont(ofSize: 10, weight: .semibold))
        XCTAssertEqual(label.lineSpacing, 10)
        XCTAssertEqual(label.textAlignment, .left)
        XCTAssertEqual(label.textColor, blue)
        // Fake metrics: 5 pt per character, 12 pt lines; two lines with 10 pt between them.
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 1000)), CGSize(width: 20, height: 34))
    }

    func testAttributesTheStringLacksLeaveTheLabelAsItWas() {
        let label = Label()
        label.textColor = blue
        label.attributedText = NSAttributedString(string: "plain")
        XCTAssertEqual(label.text, "plain")
        XCTAssertEqual(label.textColor, blue)
        XCTAssertEqual(label.font, Font.systemFont(ofSize: 17))
        label.attributedText = nil
        XCTAssertNil(label.text)
    }

    func testAttributedTextReadsBackTheLabelsStyle() {
        let label = Label()
        label.text = "hi"
        label.lineSpacing = 4
        let read = label.attributedText
        XCTAssertEqual(read?.string, "hi")
        let attributes = read?.attributes(at: 0, effectiveRange: nil) ?? [:]
        XCTAssertEqual(attributes[.font] as? Font, Font.systemFont(ofSize: 17))
        XCTAssertEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing, 4)
        XCTAssertNil(Label().attributedText)
    }
}

/// UIKit's image context (`UIGraphicsBeginImageContextWithOptions` and `drawHierarchy`), the
/// controller's layout hooks, and a presenting view an animator took out of the window.
final class CardPortHierarchyTests: XCTestCase {
    private let blue = Color(hex: 0x336699)
    private let red = Color(hex: 0xFF0000)

    private func card() -> View {
        let view = View(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        view.backgroundColor = blue
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = red
        view.addSubview(child)
        return view
    }

    func testDrawHierarchyRecordsTheViewScaledIntoTheRect() {
        let window = makeWindow(scale: 2)
        let view = card()
        window.addSubview(view)
        view.GraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 0)
        XCTAssertTrue(view.drawHierarchy(in: CGRect(x: 50, y: 0, width: 50, height: 25), afterScreenUpdates: true))
        let image = view.GraphicsGetImageFromCurrentImageContext()
        view.GraphicsEndImageContext()
        XCTAssertEqual(image?.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(image?.scale, 2, "0 means the screen's scale: the view's window's")
        guard case let .recording(list)? = image?.content else { return XCTFail("expected a recording") }
        XCTAssertEqual(list.clearColor, .clear)
        XCTAssertLines(
            list.dump,
            """
            fill [50,0 50x25] #336699
            fill [55,5 10x10] #FF0000
            """)
    }

    func testScaleZeroOutsideAWindowIsOne() {
        let view = card()
        view.GraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        XCTAssertEqual(view.GraphicsGetImageFromCurrentImageContext()?.scale, 1)
        XCTAssertEqual(view.GraphicsGetImageFromCurrentImageContext()?.pixelSize, CGSize(width: 10, height: 10))
        view.GraphicsEndImageContext()
    }

    /// The seeds' `createSnapshot`: the view drawn into its own frame, at its origin (0, 0).
    func testDrawingAViewIntoItsFrameAtTheOriginCopiesIt() {
        let view = card()
        view.frame.origin = .zero
        view.GraphicsBeginImageContextWithOptions(view.frame.size, true, 3)
        view.drawHierarchy(in: view.frame, afterScreenUpdates: true)
        let image = view.GraphicsGetImageFromCurrentImageContext()
        view.GraphicsEndImageContext()
        XCTAssertEqual(image?.scale, 3)
        XCTAssertEqual(image?.pixelSize, CGSize(width: 300, height: 150))
        guard case let .recording(list)? = image?.content else { return XCTFail("expected a recording") }
        XCTAssertEqual(list.clearColor, .black, "opaque")
        XCTAssertLines(
            list.dump,
            """
            fill [0,0 100x50] #336699
            fill [10,10 20x20] #FF0000
            """)
    }

    func testWithoutAContextNothingIsDrawnAndThereIsNoImage() {
        let view = card()
        XCTAssertFalse(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
        XCTAssertNil(view.GraphicsGetImageFromCurrentImageContext())
        view.GraphicsEndImageContext()  // nothing to end: no effect
    }

    func testContextsNestAndEndInnermostFirst() {
        let view = card()
        view.GraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        view.GraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
        XCTAssertEqual(view.GraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 20, height: 20))
        view.GraphicsEndImageContext()
        XCTAssertEqual(view.GraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 10, height: 10))
        view.GraphicsEndImageContext()
        XCTAssertNil(view.GraphicsGetImageFromCurrentImageContext())
    }

    func testAViewsContextsAreItsOwn() {
        let first = card(), second = card()
        first.GraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        XCTAssertNil(second.GraphicsGetImageFromCurrentImageContext(), "no context is shared between views")
        XCTAssertFalse(second.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true))
        XCTAssertEqual(first.GraphicsGetImageFromCurrentImageContext()?.size, CGSize(width: 10, height: 10))
        first.GraphicsEndImageContext()
    }

    /// An explicit context the caller holds: several views drawn into one image.
    func testTwoViewsDrawIntoOneHeldContext() {
        let context = GraphicsImageContext(size: CGSize(width: 200, height: 50), opaque: false, scale: 2)
        card().drawHierarchy(in: CGRect(x: 0, y: 0, width: 100, height: 50), afterScreenUpdates: true, into: context)
        card().drawHierarchy(in: CGRect(x: 100, y: 0, width: 100, height: 50), afterScreenUpdates: true, into: context)
        let image = context.makeImage()
        XCTAssertEqual(image.size, CGSize(width: 200, height: 50))
        XCTAssertEqual(image.pixelSize, CGSize(width: 400, height: 100))
        guard case let .recording(list) = image.content else { return XCTFail("expected a recording") }
        XCTAssertEqual(list.clearColor, .clear)
        XCTAssertLines(
            list.dump,
            """
            fill [0,0 100x50] #336699
            fill [10,10 20x20] #FF0000
            fill [100,0 100x50] #336699
            fill [110,10 20x20] #FF0000
            """)
    }

    // MARK: Layout hooks

    private final class LayoutLogView: View {
        var log: (String) -> Void = { _ in }
        override func layoutSubviews() { log("layoutSubviews") }
    }

    private final class LayoutLoggingController: ViewController {
        var log: [String] = []
        let content = View()

        override func loadView() {
            let root = LayoutLogView()
            root.log = { [unowned self] in log.append($0) }
            view = root
        }

        override func viewDidLoad() { view.addSubview(content) }
        override func viewWillLayoutSubviews() { log.append("will") }
        override func viewDidLayoutSubviews() {
            log.append("did")
            content.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 100)
        }
    }

    func testTheControllerHearsOfItsViewsLayoutAroundLayoutSubviews() {
        let window = makeWindow()
        let controller = LayoutLoggingController()
        window.rootViewController = controller
        _ = window.makeDisplayList()
        XCTAssertEqual(controller.log, ["will", "layoutSubviews", "did"])
        XCTAssertEqual(controller.content.frame, CGRect(x: 16, y: 16, width: 358, height: 100))
        _ = window.makeDisplayList()
        XCTAssertEqual(controller.log.count, 3, "no pass without a pending layout")
        window.resize(to: CGSize(width: 320, height: 568), scale: 1)
        _ = window.makeDisplayList()
        XCTAssertEqual(controller.log, ["will", "layoutSubviews", "did", "will", "layoutSubviews", "did"])
        XCTAssertEqual(controller.content.frame.width, 288)
        XCTAssertFalse(controller.prefersStatusBarHidden)
    }

    // MARK: The presenting view

    /// Seed 000's animators: the presentation moves the presenting view into the container
    /// and removes it when it ends; the dismissal adds it to the container again.
    private final class TakesThePresenterAway: AnimatedTransitioning, ViewControllerTransitioningDelegate {
        func transitionDuration(using transitionContext: TransitionContext?) -> Double { 0.3 }

        func animateTransition(using transitionContext: TransitionContext) {
            guard let from = transitionContext.viewController(forKey: .from),
                let to = transitionContext.viewController(forKey: .to)
            else { return }
            let container = transitionContext.containerView
            let presenting = transitionContext.isPresenting
            container.addSubview(presenting ? from.view : to.view)
            if presenting { container.addSubview(to.view) }
            let moving = presenting ? to.view! : from.view!
            moving.alpha = presenting ? 0 : 1
            let animator = PropertyAnimator(duration: 0.3, curve: .linear) { moving.alpha = presenting ? 1 : 0 }
            animator.addCompletion { _ in
                if presenting { from.view.removeFromSuperview() }
                transitionContext.completeTransition(true)
            }
            animator.startAnimation()
        }

        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> AnimatedTransitioning? { self }
        func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { self }
    }

    func testAPresentingViewTheAnimatorRemovedGoesBackHiddenAndComesBackShown() {
        let window = makeWindow()
        let driver = PointerDriver(window: window)
        let root = ViewController(), detail = ViewController()
        let animations = TakesThePresenterAway()
        window.rootViewController = root
        detail.transitioningDelegate = animations
        root.present(detail, animated: true)
        driver.settle()
        XCTAssertTrue(root.view.superview === window, "back in its place")
        XCTAssertTrue(window.subviews.first === root.view)
        XCTAssertTrue(root.view.isHidden, "under a full-screen presentation")
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])

        detail.dismiss(animated: true)
        driver.settle()
        XCTAssertTrue(root.view.superview === window)
        XCTAssertFalse(root.view.isHidden)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])
    }
}
