import Foundation

extension Color {
    /// UIColor's `cgColor`, for ported code that writes `layer.shadowColor = UIColor.black.cgColor`:
    /// layers here take a `Color`, so it is the colour itself.
    public var cgColor: Color { self }
}
