// AnimationTransitioning.swift
// Ports ../shared/seeds/004_9790bfd457e72b4f.txt ("UIViewControllerの遷移アニメーションをカスタムする").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

final class AnimationTransitioning: NSObject, AnimatedTransitioning {
        
    private let animationType: AnimationType
    
    enum AnimationType {
        case present
        case dismiss
    }
    
    init(animationType: AnimationType) {
        self.animationType = animationType
    }
    
    func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval {
        0.5
    }
    
    func animateTransition(using transitionContext: TransitionContext) {
        guard let to = transitionContext.viewController(forKey: .to),
              let from = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        
        switch animationType {
        case .present:
            transitionContext.containerView.addSubview(to.view)
            presentAnimation(with: transitionContext, viewToAnimate: to.view)
        case .dismiss:
            transitionContext.containerView.addSubview(to.view)
            transitionContext.containerView.addSubview(from.view)
            dismissAnimation(with: transitionContext, viewToAnimate: from.view)
        }
    }
   
   private func presentAnimation(with transitionContext: TransitionContext, viewToAnimate: View) {
        viewToAnimate.clipsToBounds = true
        viewToAnimate.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        View.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0.0,
                       usingSpringWithDamping: 100.0,
                       initialSpringVelocity: 0.1,
                       options: .curveEaseOut) {
            viewToAnimate.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
        } completion: { finised in
            transitionContext.completeTransition(finised)
        }
    }
    
    private func dismissAnimation(with transitionContext: TransitionContext, viewToAnimate: View) {
        View.animateKeyframes(withDuration: transitionDuration(using: transitionContext),
                                delay: 0.0,
                                options: .calculationModeLinear) {
            View.addKeyframe(withRelativeStartTime: 0.0,
                               relativeDuration: 0.5) {
                viewToAnimate.transform = CGAffineTransform(scaleX: 0.0, y: 0.0)
            }
        } completion: { (finised) in
            transitionContext.completeTransition(finised)
        }
    }
}
