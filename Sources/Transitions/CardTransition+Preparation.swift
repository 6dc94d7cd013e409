import ViewKit

/// The close's first frame draws the page's picture, which takes milliseconds to rasterise: a
/// press on the detail's close button makes it then, so the release's frame only shows it.
extension CardTransitionManager {
    /// After the detail came to rest: a press on its close button prepares the page's picture.
    func prepareDismissal(on button: Button, page: View) {
        preparingButtons.removeAll { $0.value == nil }
        guard !preparingButtons.contains(where: { $0.value === button }) else { return }
        preparingButtons.append(WeakButton(button))
        button.addAction(for: .touchDown) { [weak page] control in
            guard let page, let window = page.window, let button = control as? Button else { return }
            CardTransitionManager.withoutButton(button) { _ = window.prepareSnapshot(of: page) }
        }
    }

    /// The picture of the page a close starts from. The page's own close button is left out,
    /// as the flying card carries its look-alike; so a picture made when the button was pressed
    /// (and highlighted) is the one its release would make.
    func pagePicture(of page: View, closeButton: Button) -> Image {
        CardTransitionManager.withoutButton(closeButton) { page.snapshotImage() }
    }

    /// Runs `body` with `button` hidden, as it was before.
    private static func withoutButton<T>(_ button: Button, _ body: () -> T) -> T {
        let hidden = button.isHidden
        button.isHidden = true
        defer { button.isHidden = hidden }
        return body()
    }
}

/// A button held weakly.
struct WeakButton {
    weak var value: Button?
    init(_ value: Button) { self.value = value }
}
