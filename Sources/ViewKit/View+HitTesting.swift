import Foundation

extension View {
    /// UIKit's rules: subviews front to back; hidden, transparent (alpha < 0.01) and
    /// non-interactive views are skipped. Points outside the bounds never hit, so content
    /// clipped by `clipsToBounds` is never clicked.
    /// Positions and alpha are the shown (presentation) values: users click what they see.
    public func defaultHitTest(_ point: CGPoint) -> View? {
        guard isUserInteractionEnabled, !isHidden, presentation.alpha >= 0.01 else { return nil }
        guard self.point(inside: point) else { return nil }
        for sub in subviews.reversed() {
            guard let toLocal = sub.presentation.transformToSuperview.invertedOrNil() else { continue }
            if let hit = sub.hitTest(point.applying(toLocal)) { return hit }
        }
        return self
    }
}
