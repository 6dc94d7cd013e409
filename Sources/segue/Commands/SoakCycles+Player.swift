import Motion
import SegueFuzz
import SegueScript
import Transitions
import ViewKit

extension SoakDriver {
    /// Opens the full player from the Sheet tab's mini player, by a click on the bar or a drag
    /// up from it (`byDrag`), and docks it `ending`'s way: a click on its grabber strip, Esc,
    /// a drag down that docks it, a drag down let go short (it springs back; then the grabber),
    /// or a click above the rising player, which takes it back into the bar.
    func playerCycle(_ ending: SoakEnding, root: RootTabBarController, byDrag: Bool) throws {
        guard let demo = root.viewControllers[Tab.sheet.rawValue] as? SheetDemoViewController else {
            throw SoakStepError(description: "no mini player on the Sheet tab")
        }
        let bar = centre(of: demo.miniPlayer)
        if ending == .presentationReversed {
            try tap(demo.miniPlayer)
            try runFrames(10)
            return try tap(CGPoint(x: bar.x, y: 20))
        }
        if byDrag {
            try drag(from: bar, to: CGPoint(x: bar.x, y: bar.y - 400), seconds: 0.3)
        } else {
            try tap(demo.miniPlayer)
        }
        try settle()
        guard let player = app.window.rootViewController?.topPresentedViewController as? PlayerViewController else {
            throw SoakStepError(description: "the mini player did not open the player")
        }
        let grabber = CGPoint(x: bar.x, y: MiniPlayerTransitionDelegate.topInset + 16)
        let artwork = centre(of: player.playerArtwork)
        switch ending {
        case .button, .presentationReversed: try tap(grabber)
        case .escape: try press(.escape)
        case .dragFinished, .tableDragFinished:
            try drag(from: artwork, to: CGPoint(x: artwork.x, y: artwork.y + 400), seconds: 0.3)
        case .dragCancelled:
            // 40 pt in a second: slow and short of half way, so it springs back up.
            try drag(from: artwork, to: CGPoint(x: artwork.x, y: artwork.y + 40), seconds: 1)
            try settle()
            try expectStillPresented(player, after: "a short drag")
            try tap(grabber)
        }
    }
}
