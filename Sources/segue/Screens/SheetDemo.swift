import Motion
import SegueScript
import Transitions
import ViewKit

/// The seed's SemiModalViewController: the reusable sheet with the seed's 30 rows.
final class SemiModalViewController: SheetViewController {
    /// The seed's row count.
    static let rowCount = 30

    override init() {
        super.init()
        title = "Sheet"
        rowTitles = (0..<SemiModalViewController.rowCount).map { String($0) }
    }
}

/// The Sheet tab: explains the sheet and shows it with a button, as the seed's ViewController.
/// Above the tab bar, Music's mini player: a click or a drag up opens the full player
/// (`MiniPlayerTransitionDelegate`), which a drag down docks again.
final class SheetDemoViewController: InfoViewController, MiniPlayerBarProviding {
    let track: Track
    let miniPlayer: MiniPlayerBar
    /// The player's transitioning delegate, kept here because `transitioningDelegate` is weak.
    let playerTransition = MiniPlayerTransitionDelegate()

    init(track: Track) {
        self.track = track
        miniPlayer = MiniPlayerBar(track: track)
        // Enter on the bar taps it: the player rises.
        miniPlayer.isFocusable = true
        miniPlayer.accessibilityIdentifier = "mini-player"
        super.init(
            screen: InfoScreen(
                title: "Sheet", tab: .sheet,
                blurb: "A semi-modal sheet that slides up over the screen and follows your pointer down.",
                rows: [
                    ("Drag the header", "Pull the sheet's header down to close it."),
                    ("Scroll past the top", "Keep dragging the list down from its top and the sheet follows."),
                    ("Click the backdrop", "Click the dimmed area above the sheet to dismiss it."),
                ],
                actionTitle: "Show Sheet"))
        playerTransition.bar = self
    }

    override func loadView() {
        super.loadView()
        screen.contentInset.bottom = TabBar.height + MiniPlayerBar.height + 2 * MiniPlayerBar.margin
        view = MiniPlayerHostView(content: screen, bar: miniPlayer)
    }

    /// The sheet a press on Show Sheet makes, for its release to present.
    private let sheet = PressPreparedController { SemiModalViewController() }
    /// The player a press on the mini player makes, for its tap or drag to present.
    private lazy var player = PressPreparedController { [unowned self] in
        PlayerViewController(track: track, transition: playerTransition)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        screen.actionButton?.addTarget(self, action: SheetDemoViewController.prepareSheet, for: .touchDown)
        screen.actionButton?.addTarget(self, action: SheetDemoViewController.dropSheet, for: .touchCancel)
        screen.actionButton?.addTarget(self, action: SheetDemoViewController.buttonDidTap, for: .touchUpInside)
        miniPlayer.addGestureRecognizer(PanGestureRecognizer(target: self, action: SheetDemoViewController.dragBar))
        miniPlayer.addGestureRecognizer(TapGestureRecognizer(target: self, action: SheetDemoViewController.openPlayer))
        miniPlayer.onPress = { [weak self] in self?.preparePlayer() }
    }

    var miniPlayerBar: View? { isViewLoaded ? miniPlayer : nil }
    var miniPlayerBarArtwork: ImageView? { isViewLoaded ? miniPlayer.artworkView : nil }

    /// A press on Show Sheet: the sheet is made and laid out, its text rasterised, and the
    /// layers its first frame draws in made, between frames before the release.
    private func prepareSheet(_ sender: Control) { sheet.prepare(in: view.window) }

    private func dropSheet(_ sender: Control) { sheet.drop() }

    private func buttonDidTap(_ sender: Control) {
        present(sheet.take(), animated: true, completion: nil)
    }

    /// A press on the bar: the player is made ready for the tap or drag that opens it, as the
    /// sheet is for Show Sheet's release; not while something is presented already.
    private func preparePlayer() {
        guard window?.rootViewController?.presentedViewController == nil else { return }
        player.prepare(in: window)
        playerTransition.prepareToPresent()
    }

    /// A click on the bar: the player rises on its own.
    func openPlayer() {
        guard window?.rootViewController?.presentedViewController == nil else { return }
        present(player.take(), animated: true)
    }

    /// A drag up on the bar: the player rises under the pointer, and the release decides.
    private func dragBar(_ pan: PanGestureRecognizer) {
        if pan.state == .began, let window, window.rootViewController?.presentedViewController == nil {
            playerTransition.interaction = DragDrivenInteractiveTransition(
                travel: CGVector(dx: 0, dy: playerTransition.travel(in: window)))
            present(player.take(), animated: true)
        }
        if playerTransition.interaction?.follow(pan) == true { playerTransition.interaction = nil }
    }
}

/// A tab's content with the mini player docked above the tab bar.
final class MiniPlayerHostView: View {
    let content: View
    let bar: MiniPlayerBar

    init(content: View, bar: MiniPlayerBar) {
        (self.content, self.bar) = (content, bar)
        super.init(frame: .zero)
        addSubview(content)
        addSubview(bar)
    }

    override func layoutSubviews() {
        content.frame = bounds
        bar.frame = MiniPlayerBar.frame(in: bounds)
    }
}
