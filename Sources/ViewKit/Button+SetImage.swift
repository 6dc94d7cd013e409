import Foundation

/// UIControl.State: the states a control's title or image can be set for.
public struct ControlState: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let normal: ControlState = []
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
}

extension Button {
    /// UIButton's `setImage(_:for:)`. A Segue button shows one image in every state (dimmed
    /// while highlighted), so only `.normal` sets it; other states are ignored. A symbol image
    /// (`Image(systemName:)`) is drawn as its glyph in `tintColor`, as UIKit tints symbols.
    /// The button's `sizeToFit()` then fits the image.
    public func setImage(_ image: Image?, for state: ControlState) {
        guard state == .normal else { return }
        self.image = image
        glyph = image?.symbol
    }
}
