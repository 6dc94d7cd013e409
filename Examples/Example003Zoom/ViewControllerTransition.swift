// ViewControllerTransition.swift
// Ports ../shared/seeds/003_23131ea642de9042.txt ("Pinterest風や標準写真アプリのようなUIViewControllerのカスタム遷移をステップ・バイ・ステップで実装を説明する").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

class MyTransitionDelegate : NSObject, ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> AnimatedTransitioning?
    {
        return MyPresentedAnimater()
    }
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    {
        return MyDismissedAnimater()
    }
}

class MyPresentedAnimater : NSObject, AnimatedTransitioning {
    func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval
    {
        return 1.0
    }
    // This method can only  be a nop if the transition is interactive and not a percentDriven interactive transition.
    func animateTransition(using transitionContext: TransitionContext)
    {
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
        let container = transitionContext.containerView

        let imageView = (fromVC as! FirstViewController).copyImageView()
        let destImageViewRect = (toVC as! SecondViewController).imageViewRect()
        container.addSubview(toVC.view)
        container.addSubview(imageView)
        toVC.view.alpha = 0.0
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.01, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.1, options: [], animations: {
                        toVC.view.alpha = 1.0
                        imageView.frame = destImageViewRect
            }, completion: {_ in transitionContext.completeTransition(true)
        })
    }

    // Segue: a click or Esc would turn the zoom round, but the seed's completion always
    // completes; UIKit ignores touches during the transition, so this does too.
    func interruptTransition(using transitionContext: TransitionContext, at point: CGPoint?) -> Bool { true }
}

class MyDismissedAnimater : NSObject, AnimatedTransitioning {
    func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval
    {
        return 1.0
    }
    // This method can only  be a nop if the transition is interactive and not a percentDriven interactive transition.
    func animateTransition(using transitionContext: TransitionContext)
    {
        transitionContext.completeTransition(true)
    }
}
