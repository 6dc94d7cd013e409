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
final class SheetDemoViewController: InfoViewController {
    init() {
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
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        screen.actionButton?.addTarget(self, action: SheetDemoViewController.buttonDidTap, for: .touchUpInside)
    }

    private func buttonDidTap(_ sender: Control) {
        let vc = SemiModalViewController()
        present(vc, animated: true, completion: nil)
    }
}
