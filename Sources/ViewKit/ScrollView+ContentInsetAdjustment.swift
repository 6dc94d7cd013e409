import Foundation

extension ScrollView {
    /// UIScrollView.ContentInsetAdjustmentBehavior: how UIKit adds the safe area to the content
    /// inset. Segue's window has no safe area (no notch, no status bar), so every case leaves
    /// `contentInset` as set, as `.never` does in UIKit.
    public enum ContentInsetAdjustmentBehavior: Hashable {
        case automatic, scrollableAxes, never, always
    }
}
