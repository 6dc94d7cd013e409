import Segue

// Not in the seed: Segue's leak check walks from the window, and the manager keeps its blur,
// dim, white page and close button out of it between transitions, as the seed's does. The list
// that keeps the manager alive declares it, and the manager declares its views.

extension CardTransitionManager: DeclaresCaches {
    var declaredCaches: [AnyObject] { [blurEffectView, dimmingView, whiteView, closeButton] }
}

extension ListViewController: DeclaresCaches {
    var declaredCaches: [AnyObject] { [transitionManager] }
}
