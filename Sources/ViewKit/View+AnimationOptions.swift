import Foundation

extension View {
    /// UIKit nests the options of `animate(withDuration:delay:options:animations:completion:)`
    /// in UIView (`UIView.AnimationOptions`); this is the same type as `AnimationOptions`.
    public typealias AnimationOptions = ViewKit.AnimationOptions
}
