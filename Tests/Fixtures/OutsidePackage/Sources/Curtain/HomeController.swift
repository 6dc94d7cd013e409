import Foundation
import Segue
import SegueScript

/// The first screen: one button that lets the curtain down, and a drag up from the bottom
/// edge that raises it under the pointer.
public final class HomeController: ViewController {
    let curtain = CurtainDelegate()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = Button(frame: CGRect(x: 95, y: 400, width: 200, height: 52))
        button.setTitle("Curtain")
        // Its title is its label; the hint says what it does (a screen reader reads it last).
        button.accessibilityHint = "Lets the curtain down"
        button.addAction(for: .touchUpInside) { [unowned self] _ in self.showCurtain() }
        view.addSubview(button)
        let edgeDrag = ScreenEdgePanGestureRecognizer(target: self, action: HomeController.raise)
        edgeDrag.edge = .bottom
        view.addGestureRecognizer(edgeDrag)
    }

    /// A drag up from the bottom edge: the curtain rises from there under the pointer, and the
    /// release decides whether it stays up.
    private func raise(_ pan: ScreenEdgePanGestureRecognizer) {
        if pan.state == .began {
            curtain.interaction = DragDrivenInteractiveTransition(travel: CGVector(dx: 0, dy: -view.bounds.height))
            showCurtain()
        }
        if (curtain.interaction as? DragDrivenInteractiveTransition)?.follow(pan) == true { curtain.interaction = nil }
    }

    /// Presents the curtain page with the curtain transition.
    public func showCurtain() {
        let page = CurtainPage(curtain: curtain)
        page.transitioningDelegate = curtain
        present(page, animated: true)
    }
}

/// The app as Segue's tools see it: two scenes, "home" (the curtain) and "lightbox" (a grid of
/// tiles that open in a lightbox).
public struct CurtainScenes: ScriptableApp {
    public static let title = "CurtainApp"
    public static let scenes = ["home", "lightbox"]
    /// `CurtainApp fuzz` aims at the curtain page (its trace name) besides the button.
    public static let fuzzTargets: Set<String> = ["curtain"]

    public init(resources: URL, fonts: FontLibrary, session: SDLSession, displayScale: CGFloat) {}

    public func makeRootViewController(scene: String, date: Date) -> ViewController {
        scene == "lightbox" ? LightboxController() : HomeController()
    }
}
