import Foundation
import Segue
import SegueScript

/// The first screen: one button that lets the curtain down.
public final class HomeController: ViewController {
    let curtain = CurtainDelegate()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = Button(frame: CGRect(x: 95, y: 400, width: 200, height: 52))
        button.setTitle("Curtain")
        button.addAction(for: .touchUpInside) { [unowned self] _ in self.showCurtain() }
        view.addSubview(button)
    }

    /// Presents the curtain page with the curtain transition.
    public func showCurtain() {
        let page = CurtainPage(curtain: curtain)
        page.transitioningDelegate = curtain
        present(page, animated: true)
    }
}

/// The app as Segue's tools see it: one scene, "home".
public struct CurtainScenes: ScriptableApp {
    public static let title = "CurtainApp"
    public static let scenes = ["home"]
    /// `CurtainApp fuzz` aims at the curtain page (its trace name) besides the button.
    public static let fuzzTargets: Set<String> = ["curtain"]

    public init(resources: URL, fonts: FontLibrary, session: SDLSession, displayScale: CGFloat) {}

    public func makeRootViewController(scene: String, date: Date) -> ViewController { HomeController() }
}
