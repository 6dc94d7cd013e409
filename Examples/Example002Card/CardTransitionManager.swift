// Ports ../shared/seeds/002_307528b101aab2e5.txt ("App Store Card Transition with Andrei Blaj, Senior iOS Developer").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

// Not in the article: CardTransitionType, which the fragments use, as seed 000's with the card mode each end shows.
enum CardTransitionType {
    case presentation
    case dismissal

    var blurAlpha: CGFloat { return self == .presentation ? 1 : 0 }
    var dimAlpha: CGFloat { return self == .presentation ? 0.5 : 0 }
    var closeAlpha: CGFloat { return self == .presentation ? 1 : 0 }
    var cornerRadius: CGFloat { return self == .presentation ? 20.0 : 0 }
    var cardMode: CardViewMode { return self == .presentation ? .card : .full }
    var next: CardTransitionType { return self == .presentation ? .dismissal : .presentation }
}

// Not in the article: the manager's properties, with seed 000's durations.
class CardTransitionManager: NSObject {
    let transitionDuration: Double = 0.8
    var transition: CardTransitionType = .presentation
    let shrinkDuration: Double = 0.2

    lazy var blurEffectView: BlurView = BlurView(effect: BlurEffect(style: .light))

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

    lazy var closeButton: CloseButton = CloseButton()

    // The article's helpers.
    private func addBackgroundViews(to containterView: View) {
        blurEffectView.frame = containterView.frame
        blurEffectView.alpha = transition.next.blurAlpha
        containterView.addSubview(blurEffectView)
        dimmingView.frame = containterView.frame
        dimmingView.alpha = transition.next.dimAlpha
        containterView.addSubview(dimmingView)
    }

    private func createCardViewCopy(cardView: CardView) -> CardView {
        let cardModel = cardView.cardModel
        cardModel.viewMode = transition.cardMode
        let appView = AppView(cardView.appView?.viewModel)
        let cardViewCopy = CardView(cardModel: cardModel, appView: appView)
        return cardViewCopy
    }
}

extension CardTransitionManager: AnimatedTransitioning {  // Not in the article: the extension the fragments sit in.
    func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval {
        return transitionDuration
    }

    func animateTransition(using transitionContext: TransitionContext) {
        let containerView = transitionContext.containerView
        containerView.subviews.forEach({ $0.removeFromSuperview() })
        addBackgroundViews(to: containerView)
        let fromView = transitionContext.viewController(forKey: .from)
        let toView = transitionContext.viewController(forKey: .to)
        var cardView: CardView?
        if transition == .presentation {
            guard
                let fromView = fromView as? TodayView,
                let selectedCardView = fromView.selectedCellCardView() else { return }
            cardView = selectedCardView
        } else {
            guard
                let toView = toView as? TodayView,
                let selectedCardView = toView.selectedCellCardView() else { return }
            cardView = selectedCardView
        }
        guard let cardView = cardView else { return }
        let cardViewCopy = createCardViewCopy(cardView: cardView)
        containerView.addSubview(cardViewCopy)
        cardView.isHidden = true
        let absoluteCardViewFrame = cardView.convert(cardView.frame, to: nil)
        cardViewCopy.frame = absoluteCardViewFrame
        cardViewCopy.layoutIfNeeded()
        whiteView.frame = transition == .presentation ? cardViewCopy.containerView.frame : containerView.frame
        whiteView.layer.cornerRadius = transition.cornerRadius
        cardViewCopy.insertSubview(whiteView, aboveSubview: cardViewCopy.shadowView)
        // MARK: Close Button
        if cardView.cardModel.backgroundType == .light {
            closeButton.setImage(Image(named: "darkOnLight"), for: .normal)
        } else {
            closeButton.setImage(Image(named: "lightOnDark"), for: .normal)
        }
        cardViewCopy.containerView.addSubview(closeButton)
        // Auto Layout: 30 × 30 pt, 20 pt from the top and trailing edges of the card's shadow view (the container's).
        let closeButtonX = cardViewCopy.shadowView.frame.width - 20.0 - 30.0
        closeButton.frame = CGRect(x: closeButtonX, y: 20.0, width: 30.0, height: 30.0)
        closeButton.autoresizingMask = .flexibleLeftMargin
        if transition == .presentation {
            guard let detailView = toView as? DetailView else { return }
            containerView.addSubview(detailView.view)
            detailView.viewsAreHidden = true
            moveAndConvertToCardView(cardView: cardViewCopy, containerView: containerView, yOriginToMoveTo: 0) {
                detailView.viewsAreHidden = false
                cardViewCopy.removeFromSuperview()
                cardView.isHidden = false
                detailView.createSnapshotOfView()
                transitionContext.completeTransition(true)
            }
            closeButton.alpha = transition.next.closeAlpha
        } else {
            // Dismissal
            guard
                let detailView = fromView as? DetailView,
                let size = detailView.cardView?.frame.size else { return }
            detailView.viewsAreHidden = true
            closeButton.alpha = transition.next.closeAlpha
            cardViewCopy.frame = CGRect(origin: .zero, size: size)
            moveAndConvertToCardView(cardView: cardViewCopy, containerView: containerView, yOriginToMoveTo: absoluteCardViewFrame.origin.y) {
                cardView.isHidden = false
                transitionContext.completeTransition(true)
            }
        }
    }

    private func makeShrinkAnimator(for cardView: CardView) -> PropertyAnimator {
        return PropertyAnimator(duration: shrinkDuration, curve: .easeOut) {
            cardView.transform = CGAffineTransform(scaleX: 0.95, y: 0.5)  // The article's y, 0.5 (0.95 was likely meant).
            self.dimmingView.alpha = 0.05
        }
    }

    private func makeExpandContractAnimator(for cardView: CardView, in containerView: View, yOrigin: CGFloat) -> PropertyAnimator {
        let springTiming = SpringTimingParameters(dampingRatio: 0.75, initialVelocity: .init(dx: 0, dy: 4))
        let animator = PropertyAnimator(duration: transitionDuration - shrinkDuration, timingParameters: springTiming)
        animator.addAnimations {
            cardView.transform = .identity
            cardView.containerView.layer.cornerRadius = self.transition.next.cornerRadius
            cardView.frame.origin.y = yOrigin
            self.blurEffectView.alpha = self.transition.blurAlpha
            self.dimmingView.alpha = self.transition.dimAlpha
            self.closeButton.alpha = self.transition.closeAlpha
            self.whiteView.layer.cornerRadius = self.transition.next.cornerRadius
            containerView.layoutIfNeeded()
            self.whiteView.frame = self.transition == .presentation ? containerView.frame : cardView.containerView.frame
        }
        return animator
    }

    private func moveAndConvertToCardView(cardView: CardView, containerView: View, yOriginToMoveTo: CGFloat, completion: @escaping () -> ()) {
        let shrinkAnimator = makeShrinkAnimator(for: cardView)
        let expandContractAnimator = makeExpandContractAnimator(for: cardView, in: containerView, yOrigin: yOriginToMoveTo)
        expandContractAnimator.addCompletion { _ in
            completion()
        }
        if transition == .presentation {
            shrinkAnimator.addCompletion { _ in
                cardView.layoutIfNeeded()
                cardView.updateLayout(for: self.transition.next.cardMode)
                expandContractAnimator.startAnimation()
            }
            shrinkAnimator.startAnimation()
        } else {
            cardView.layoutIfNeeded()
            cardView.updateLayout(for: self.transition.next.cardMode)
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
