// DismissAnimator.swift
// Ports ../shared/seeds/001_8a2409861833fe6e.txt ("UITableViewを含むセミモーダルビューを引っ張って閉じる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class DismissAnimator: NSObject, AnimatedTransitioning {
    func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: TransitionContext) {
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }

        let containerView = transitionContext.containerView

        containerView.addSubview(fromVC.view)

        let screenBounds = containerView.window?.screen.bounds ?? .zero  // No global UIScreen: the window's screen.

        let bottomLeftCorner = CGPoint(x: 0, y: screenBounds.height)
        let finalFrame = CGRect(origin: bottomLeftCorner, size: screenBounds.size)
        let option: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseIn

        View.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: [option],
                       animations: {
                           fromVC.view.frame = finalFrame
                       },
                       completion: { _ in
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       }
        )
    }
}
