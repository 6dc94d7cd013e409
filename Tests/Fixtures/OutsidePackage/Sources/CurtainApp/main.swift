import Foundation
import Segue

/// The first screen: one button that lets the curtain down.
final class HomeController: ViewController {
    let curtain = CurtainDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = Button(frame: CGRect(x: 95, y: 400, width: 200, height: 52))
        button.setTitle("Curtain")
        button.addAction(for: .touchUpInside) { [unowned self] _ in self.showCurtain() }
        view.addSubview(button)
    }

    func showCurtain() {
        let page = ViewController()
        page.view.backgroundColor = .systemBlue
        page.transitioningDelegate = curtain
        present(page, animated: true)
    }
}

/// Ends the self-test with a message on stderr and exit status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("CurtainApp: \(message)\n".utf8))
    exit(1)
}

let home = HomeController()
let selfTest = CommandLine.arguments.contains("--self-test")
// The self-test draws with SDL's software renderer, which every machine has.
let app = try Application(title: "CurtainApp", renderer: selfTest ? .software : .automatic, rootViewController: home)
if selfTest {
    // Headless check (SDL_VIDEODRIVER=offscreen): present and dismiss through the real loop.
    let loop = FrameLoop(client: app, host: app.host)
    /// Runs frames until nothing moves; returns the seconds that took.
    func secondsUntilRest() throws -> Double {
        let start = app.clock.now, deadline = start + 5
        while (app.needsFrame || app.window.transitionCoordinator.isTransitioning) && app.clock.now < deadline {
            _ = try loop.step(idleTimeoutMs: 1)
        }
        return app.clock.now - start
    }
    _ = try secondsUntilRest()
    home.showCurtain()
    let shown = try secondsUntilRest()
    guard let page = home.presentedViewController, page.view.presentation.transform == .identity else {
        fail("the curtain did not come down in 5 s")
    }
    page.dismiss(animated: true)
    let hidden = try secondsUntilRest()
    guard home.presentedViewController == nil else { fail("the curtain did not lift in 5 s") }
    print(String(format: "CurtainApp: presented in %.2f s, dismissed in %.2f s", shown, hidden))
} else {
    try app.run()
}
