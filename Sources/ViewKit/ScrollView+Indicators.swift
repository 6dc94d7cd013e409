import Foundation

extension ScrollView {
    /// Points: the indicator's width and its distance from the edges.
    static let indicatorWidth: CGFloat = 3
    static let indicatorInset: CGFloat = 3

    /// Sizes and places the vertical indicator for the current offset; shows it when `visible`.
    func updateIndicator(visible: Bool) {
        let limits = offsetLimits.y
        let span = limits.upperBound - limits.lowerBound
        guard showsVerticalScrollIndicator, span > 0, contentSize.height > 0 else {
            if verticalIndicator.alpha != 0 { View.performWithoutAnimation { verticalIndicator.alpha = 0 } }
            return
        }
        let inset = ScrollView.indicatorInset
        let track = bounds.height - contentInset.top - contentInset.bottom - inset * 2
        var length = max(36, track * bounds.height / (contentSize.height + contentInset.top + contentInset.bottom))
        let offset = Double(contentOffset.y)
        let overshoot = max(limits.lowerBound - offset, offset - limits.upperBound, 0)
        length = max(7, length - CGFloat(overshoot))
        let fraction = CGFloat(min(max((offset - limits.lowerBound) / span, 0), 1))
        let y = bounds.minY + contentInset.top + inset + fraction * (track - length)
        View.performWithoutAnimation {
            verticalIndicator.frame = CGRect(
                x: bounds.maxX - inset - ScrollView.indicatorWidth, y: y,
                width: ScrollView.indicatorWidth, height: length)
            if visible { verticalIndicator.alpha = 1 }
        }
    }

    /// Fades the indicator out a moment after scrolling stops, as iOS does.
    func scheduleIndicatorFade() {
        guard verticalIndicator.alpha > 0 else { return }
        View.animate(
            withDuration: 0.3, delay: 0.5, options: .curveEaseOut,
            animations: {
                self.verticalIndicator.alpha = 0
            })
    }
}
