// Ports ../shared/seeds/002_307528b101aab2e5.txt ("App Store Card Transition with Andrei Blaj, Senior iOS Developer").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

extension View {  // Not in the article: the extension the fragment sits in.
    func createSnapshot() -> Image? {
        GraphicsBeginImageContextWithOptions(frame.size, false, .zero)
        drawHierarchy(in: frame, afterScreenUpdates: true)
        let image = GraphicsGetImageFromCurrentImageContext()
        GraphicsEndImageContext()
        return image
    }
}

// Not in the article: the author's `UIWindow.topPadding`, the window's top safe-area inset; Segue's window has none.
extension Window {
    static var topPadding: CGFloat { return 0 }
}
