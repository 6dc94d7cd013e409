import Foundation

/// How an image is placed in its view's bounds, as UIKit's content modes.
public enum ContentMode: Hashable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// Shows an image. Rounded clipping comes from `cornerRadius` with `clipsToBounds`.
open class ImageView: View {
    public var image: Image? { didSet { if image !== oldValue { setNeedsDisplay() } } }
    public var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }

    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override func drawContent(in context: inout DrawContext) {
        guard let image, image.size.width > 0, image.size.height > 0 else { return }
        // The shown bounds, so the picture follows a frame animation as a layer's contents do.
        let shown = presentation
        let (source, dest) = ImageView.placement(
            of: image.size, in: shown.bounds, mode: contentMode, clips: clipsToBounds)
        context.image(image, source: source, in: dest, cornerRadius: clipsToBounds ? shown.cornerRadius : 0)
    }

    /// The part of the image shown (image points) and where it goes (view points).
    /// Aspect-fill crops the source instead of overflowing, so no clip op is needed.
    static func placement(of size: CGSize, in bounds: CGRect, mode: ContentMode, clips: Bool) -> (CGRect, CGRect) {
        let full = CGRect(origin: .zero, size: size)
        switch mode {
        case .scaleToFill:
            return (full, bounds)
        case .scaleAspectFit:
            let s = min(bounds.width / size.width, bounds.height / size.height)
            let fitted = CGSize(width: size.width * s, height: size.height * s)
            return (
                full,
                CGRect(
                    x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                    width: fitted.width, height: fitted.height)
            )
        case .scaleAspectFill:
            let s = max(bounds.width / size.width, bounds.height / size.height)
            let shown = CGSize(width: bounds.width / s, height: bounds.height / s)
            if !clips {
                let filled = CGSize(width: size.width * s, height: size.height * s)
                return (
                    full,
                    CGRect(
                        x: bounds.midX - filled.width / 2, y: bounds.midY - filled.height / 2,
                        width: filled.width, height: filled.height)
                )
            }
            return (
                CGRect(
                    x: (size.width - shown.width) / 2, y: (size.height - shown.height) / 2,
                    width: shown.width, height: shown.height), bounds
            )
        case .center:
            let placed = CGRect(
                x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                width: size.width, height: size.height)
            guard clips else { return (full, placed) }
            let visible = placed.intersection(bounds)
            guard !visible.isNull else { return (.zero, .zero) }
            return (visible.offsetBy(dx: -placed.minX, dy: -placed.minY), visible)
        }
    }
}
