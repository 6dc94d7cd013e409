import Segue

/// A grid of tiles; a tap on one opens it in the lightbox (`LightboxTransition`).
public final class LightboxController: ViewController {
    let lightbox = LightboxDelegate()
    private var tiles: [View] = []
    /// Points: a tile's side, and the gap between tiles.
    static let side: CGFloat = 185
    static let gap: CGFloat = 6
    static let colors: [Color] = [.systemBlue, Color(hex: 0xFF9500), Color(hex: 0x34C759), Color(hex: 0xFF2D55)]
    /// What a screen reader calls each tile.
    static let names = ["Blue", "Orange", "Green", "Pink"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (index, color) in Self.colors.enumerated() {
            let tile = View()
            tile.backgroundColor = color
            tile.traceName = "tile.\(index)"
            // A plain view with a tap: an element for assistive technology, activated as a tap.
            tile.isAccessibilityElement = true
            tile.accessibilityLabel = "\(Self.names[index]) tile"
            tile.accessibilityTraits = .button
            tile.addGestureRecognizer(
                TapGestureRecognizer { [unowned self, unowned tile] _ in self.open(tile, color: color) })
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for (index, tile) in tiles.enumerated() {
            let (row, column) = (CGFloat(index / 2), CGFloat(index % 2))
            tile.frame = CGRect(
                x: Self.gap + column * (Self.side + Self.gap), y: 90 + row * (Self.side + Self.gap), width: Self.side,
                height: Self.side)
        }
    }

    private func open(_ tile: View, color: Color) {
        lightbox.tileFrame = tile.convert(tile.bounds, to: nil)
        let page = LightboxPhotoController(lightbox: lightbox, color: color)
        page.modalPresentationStyle = .overCurrentContext
        page.transitioningDelegate = lightbox
        present(page, animated: true)
    }
}
