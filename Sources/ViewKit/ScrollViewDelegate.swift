import Foundation

/// UIScrollViewDelegate; every method is optional. Velocities are in points per millisecond,
/// as UIKit passes them to `scrollViewWillEndDragging`.
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: inout CGPoint
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
