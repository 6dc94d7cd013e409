// Ports ../shared/seeds/000_2628d0f4aadf3cc3.txt ("AppStoreのカスタムトランジションを実装してみる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

enum CardTransitionType {
    case presentation
    case dismissal

    var blurAlpha: CGFloat { return self == .presentation ? 1 : 0 }
    var dimAlpha: CGFloat { return self == .presentation ? 0.5 : 0 }
    var closeAlpha: CGFloat { return self == .presentation ? 1 : 0 }
    var cornerRadius: CGFloat { return self == .presentation ? 20.0 : 0 }
    var next: CardTransitionType { return self == .presentation ? .dismissal : .presentation }
}

class CardTransitionManager: NSObject {
    let transitionDuration: Double = 0.8
    var transition: CardTransitionType = .presentation
    let shrinkDuration: Double = 0.2

    lazy var blurEffectView: BlurView = {
        let blurEffect = BlurEffect(style: .light)
        let visualEffectView = BlurView(effect: blurEffect)
        return visualEffectView
    }()

    lazy var dimmingView: View = {
        let view = View()
        view.backgroundColor = .black
        return view
    }()

    lazy var whiteView: View = {
        let view = View()
        view.backgroundColor = .white
        return view
    }()

    lazy var closeButton: Button = {
        let button = Button()
        let config = Image.SymbolConfiguration(pointSize: 20, weight: .black, scale: .large)
        let image = Image(systemName: "xmark.circle.fill", withConfiguration: config)!
        button.setImage(image, for: .normal)
        button.tintColor = .white
        return button
    }()

    private func addBackgroundView(to containerView: View) {
        blurEffectView.frame = containerView.frame
        blurEffectView.alpha = transition.next.blurAlpha
        containerView.addSubview(blurEffectView)

        dimmingView.frame = containerView.frame
        dimmingView.alpha = transition.next.dimAlpha
        containerView.addSubview(dimmingView)
    }

    private func createCardViewCopy(cardView: CardView) -> CardView {
        let cardViewCopy = CardView(cardViewModel: cardView.cardViewModel)
        cardViewCopy.frame = cardView.frame
        return cardViewCopy
    }
}

extension CardTransitionManager: AnimatedTransitioning {
    func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval {
        return transitionDuration
    }

    func animateTransition(using transitionContext: TransitionContext) {
        switch transition {
        case .presentation:
            presentTransition(using: transitionContext)
        case .dismissal:
            dismissalTransition(using: transitionContext)
        }
    }

    private func presentTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        containerView.subviews.forEach { $0.removeFromSuperview() }

        guard let fromView = transitionContext.viewController(forKey: .from) as? ListViewController,
              let toView = transitionContext.viewController(forKey: .to) as? DetailViewController
        else { return }

        guard let cardView = fromView.selectedCellCardView else { return }
        let cardViewCopy = createCardViewCopy(cardView: cardView)

        cardViewCopy.frame = containerView.convert(cardView.frame, from: cardView.superview)
        cardViewCopy.layoutIfNeeded()

        toView.view.frame = transitionContext.finalFrame(for: toView)
        toView.view.alpha = 0
        toView.view.layoutIfNeeded()

        containerView.addSubview(fromView.view)
        addBackgroundView(to: containerView)
        whiteView.frame = cardViewCopy.frame
        whiteView.layer.cornerRadius = transition.cornerRadius
        containerView.addSubview(whiteView)
        containerView.addSubview(cardViewCopy)
        containerView.addSubview(toView.view)

        cardViewCopy.addSubview(closeButton)
        closeButton.sizeToFit()  // SnapKit: 16 pt from the copy's top and trailing edges, at the image's size.
        closeButton.frame.origin = CGPoint(x: cardViewCopy.bounds.width - 16 - closeButton.frame.width, y: 16)
        closeButton.autoresizingMask = .flexibleLeftMargin
        closeButton.alpha = transition.next.closeAlpha

        cardViewCopy.backgroundImageView.layer.cornerRadius = transition.cornerRadius
        fromView.selectedCell?.isHidden = true
        cardView.isHidden = true

        moveAndConvertToCardView(cardView: cardViewCopy, containerView: containerView, targetFrame: toView.cardView.frame) {
            toView.view.alpha = 1
            fromView.view.removeFromSuperview()
            cardViewCopy.removeFromSuperview()
            fromView.selectedCell?.isHidden = false
            cardView.isHidden = false
            toView.createSnapshotOfView()
            transitionContext.completeTransition(true)
        }
    }

    private func dismissalTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        containerView.subviews.forEach { $0.removeFromSuperview() }

        guard let fromView = transitionContext.viewController(forKey: .from) as? DetailViewController,
              let toView = transitionContext.viewController(forKey: .to) as? ListViewController
        else { return }

        let cardView = fromView.cardView
        let cardViewCopy = createCardViewCopy(cardView: cardView)
        let targetCardView = toView.selectedCellCardView!

        let targetCardViewFrame = containerView.convert(targetCardView.frame, from: targetCardView.superview)

        cardViewCopy.frame = containerView.convert(cardView.frame, from: cardView.superview)
        cardViewCopy.layoutIfNeeded()

        toView.view.frame = transitionContext.finalFrame(for: toView)
        toView.view.layoutIfNeeded()

        containerView.addSubview(toView.view)
        addBackgroundView(to: containerView)
        whiteView.frame = containerView.frame
        whiteView.layer.cornerRadius = transition.cornerRadius
        containerView.addSubview(whiteView)
        containerView.addSubview(cardViewCopy)

        cardViewCopy.addSubview(closeButton)
        closeButton.sizeToFit()  // SnapKit: 16 pt from the copy's top and trailing edges, at the image's size.
        closeButton.frame.origin = CGPoint(x: cardViewCopy.bounds.width - 16 - closeButton.frame.width, y: 16)
        closeButton.autoresizingMask = .flexibleLeftMargin
        closeButton.alpha = transition.next.closeAlpha

        cardViewCopy.backgroundImageView.layer.cornerRadius = transition.cornerRadius
        targetCardView.isHidden = true
        toView.selectedCell?.isHidden = true
        cardView.isHidden = true

        moveAndConvertToCardView(cardView: cardViewCopy, containerView: containerView, targetFrame: targetCardViewFrame) {
            cardViewCopy.removeFromSuperview()
            toView.selectedCell?.isHidden = false
            targetCardView.isHidden = false
            cardView.isHidden = false
            transitionContext.completeTransition(true)
        }
    }

    func makeShrinkAnimator(for cardView: CardView) -> PropertyAnimator {
        return PropertyAnimator(duration: shrinkDuration, curve: .easeOut) {
            cardView.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            self.whiteView.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            self.dimmingView.alpha = 0.05
        }
    }

    func makeExpandContractAnimator(for cardView: CardView, in containerView: View, to targetFrame: CGRect) -> PropertyAnimator {
        let springTiming = SpringTimingParameters(dampingRatio: 0.75, initialVelocity: CGVector(dx: 0, dy: 2))
        let animator = PropertyAnimator(duration: transitionDuration - shrinkDuration, timingParameters: springTiming)
        animator.addAnimations {
            cardView.transform = .identity
            cardView.frame = targetFrame
            cardView.backgroundImageView.layer.cornerRadius = self.transition.next.cornerRadius

            self.blurEffectView.alpha = self.transition.blurAlpha
            self.dimmingView.alpha = self.transition.dimAlpha
            self.closeButton.alpha = self.transition.closeAlpha

            containerView.layoutIfNeeded()

            self.whiteView.frame = self.transition == .presentation ? containerView.frame : cardView.frame
            self.whiteView.layer.cornerRadius = self.transition.next.cornerRadius
            self.whiteView.transform = .identity
        }
        return animator
    }

    func moveAndConvertToCardView(cardView: CardView, containerView: View, targetFrame: CGRect, completion: @escaping () -> ()) {
        let shrinkAnimator = makeShrinkAnimator(for: cardView)
        let expandContractAnimator = makeExpandContractAnimator(for: cardView, in: containerView, to: targetFrame)

        expandContractAnimator.addCompletion { _ in
            completion()
        }

        switch transition {
        case .presentation:
            shrinkAnimator.addCompletion { _ in
                cardView.layoutIfNeeded()
                expandContractAnimator.startAnimation()
            }

            shrinkAnimator.startAnimation()
        case .dismissal:
            expandContractAnimator.startAnimation()
        }
    }
}

extension CardTransitionManager: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> AnimatedTransitioning? {
        transition = .presentation
        return self
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        transition = .dismissal
        return self
    }
}
