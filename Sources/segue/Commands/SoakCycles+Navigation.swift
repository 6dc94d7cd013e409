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

    /// Opens Settings › Photos and photo `photo` of its row with the zoom, and comes back
    /// `ending`'s way: a drag down that pops, a drag down let go short (it springs back; then the
    /// back button), a click beside the photo while it zooms out (it goes back), or the back
    /// button; the middle photo's drag is a flick from the left edge instead. Then back to the root. Throws unless the stack ends
    /// at its root with the photo's thumbnail showing.
    func zoomNavigationCycle(_ ending: SoakEnding, root: RootTabBarController, photo: Int) throws {
        guard let navigation = root.viewControllers[Tab.settings.rawValue] as? SettingsNavigationController else {
            throw SoakStepError(description: "no navigation stack on the Settings tab")
        }
        try tap(CGPoint(x: 195, y: 271))
        try settle()
        guard let row = navigation.topViewController?.view as? PhotoRowPage else {
            throw SoakStepError(description: "the Photos row did not open")
        }
        try tap(row.thumbnails[photo])
        if ending == .presentationReversed {
            try runFrames(6)
            try tap(CGPoint(x: 380, y: 700))
            try settle()
        } else {
            try settle()
            guard navigation.topViewController is SettingsPhotoViewController else {
                throw SoakStepError(description: "photo \(photo) did not open with the zoom")
            }
            switch ending {
            case .dragFinished, .tableDragFinished, .escape:
                // The middle photo leaves by the edge swipe, the others by the drag down.
                let edge = photo == 1
                try drag(
                    from: CGPoint(x: edge ? 5 : 195, y: 400), to: CGPoint(x: edge ? 200 : 215, y: edge ? 420 : 650),
                    seconds: 0.25)
            case .dragCancelled:
                try drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 440), seconds: 0.3, hold: 0.1)
                try settle()
                guard navigation.topViewController is SettingsPhotoViewController else {
                    throw SoakStepError(description: "a short drag let go at rest popped the photo")
                }
                try tap(CGPoint(x: 40, y: StatusBar.height + 22))
            case .button, .presentationReversed:
                try tap(CGPoint(x: 40, y: StatusBar.height + 22))
            }
            try settle()
        }
        guard navigation.topViewController?.view === row, !row.thumbnails[photo].isHidden else {
            throw SoakStepError(description: "\(ending.rawValue) did not bring photo \(photo) back into its thumbnail")
        }
        try tap(CGPoint(x: 40, y: StatusBar.height + 22))
        try settle()
    }
}
