import Motion
import SegueFuzz
import SegueScript
import ViewKit

extension SoakDriver {
    /// Pushes `depth` pages on the Settings tab (General, then About) and comes back to the
    /// root `ending`'s way: a back swipe let go short (it stays; then the back button), a back
    /// swipe that pops, a click on the covered page while the push runs (it goes back), or the
    /// back button. Throws unless the stack ends at its root.
    func navigationCycle(_ ending: SoakEnding, root: RootTabBarController, depth: Int) throws {
        guard let navigation = root.viewControllers[Tab.settings.rawValue] as? NavigationController else {
            throw SoakStepError(description: "no navigation stack on the Settings tab")
        }
        for _ in 0..<depth {
            guard let list = (navigation.topViewController as? SettingsListViewController)?.list,
                let row = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
            else {
                throw SoakStepError(
                    description:
                        "no first row on \(navigation.topViewController.map { "\(type(of: $0))" } ?? "the stack")")
            }
            try tap(row)
            if ending == .presentationReversed {
                // Into the slide, then a click on the covered page sends it back.
                try runFrames(6)
                try tap(CGPoint(x: 10, y: 600))
            }
            try settle()
        }
        while navigation.viewControllers.count > 1 {
            let before = navigation.viewControllers.count
            switch ending {
            case .dragFinished, .tableDragFinished, .escape:
                try drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), seconds: 0.3)
            case .dragCancelled:
                try drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 80, y: 500), seconds: 0.5, hold: 0.1)
                try settle()
                guard navigation.viewControllers.count == before else {
                    throw SoakStepError(description: "a back swipe let go short popped the page")
                }
                try tap(CGPoint(x: 40, y: StatusBar.height + 22))
            case .button, .presentationReversed:
                try tap(CGPoint(x: 40, y: StatusBar.height + 22))
            }
            try settle()
            guard navigation.viewControllers.count == before - 1 else {
                throw SoakStepError(
                    description:
                        "\(ending.rawValue) did not pop one page (\(before) → \(navigation.viewControllers.count))")
            }
        }
    }
}
