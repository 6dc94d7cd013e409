import Foundation
import Motion
import SDLBackend
import ViewKit

/// What the tools add to an app, as the iOS Simulator's Debug menu does, as key commands on the
/// window (the end of the responder chain, so a view or controller with a command of its own
/// for the key wins): P pauses the animation clock and → steps it one 60 Hz frame while paused
/// (both want priority, so neither reaches the app or a transition in flight, and neither can
/// grab, reverse or complete a transition being studied), S slows animations tenfold, and H
/// shows or hides a heads-up display (`HUDView`: frame rate, the last frame's cost, animations in
/// flight). Attach it to an `Application`; whichever `FrameDriver` runs the app refreshes the HUD
/// inside its frames, so the HUD never asks for a frame of its own.
public final class DeveloperTools: FrameObserver {
    /// Held weakly: the app holds the tools, through its key handlers and observers.
    private weak var app: Application?
    /// The HUD, while shown.
    public private(set) var hud: HUDView?
    /// Seconds the last frame took to build and draw, which the HUD shows.
    public private(set) var lastFrameCost = 0.0
    /// When false, `lastFrameCost` stays as it is, so the HUD's pictures do not depend on how
    /// fast this machine is (a replay that keeps its frames).
    public var showsFrameCost = true
    /// Whether P showed the HUD, so resuming hides it again.
    private var hudShownForPause = false
    /// → while paused: on the window only while the clock is paused.
    private lazy var stepCommand = Self.priority(
        KeyCommand(input: .right, title: "Step One Frame", target: self, action: DeveloperTools.stepOneFrame))

    private init(app: Application) { self.app = app }

    /// Adds the tools' keys and HUD to `app`.
    @discardableResult
    public static func attach(to app: Application) -> DeveloperTools {
        let tools = DeveloperTools(app: app)
        let window = app.window
        window.addKeyCommand(
            priority(
                KeyCommand(input: .p, title: "Pause Animations", target: tools, action: DeveloperTools.togglePause)))
        window.addKeyCommand(
            KeyCommand(input: .s, title: "Slow Animations", target: tools, action: DeveloperTools.toggleSlowAnimations))
        window.addKeyCommand(KeyCommand(input: .h, title: "Show HUD", target: tools, action: DeveloperTools.toggleHUD))
        app.addFrameObserver(tools)
        return tools
    }

    private static func priority(_ command: KeyCommand) -> KeyCommand {
        command.wantsPriorityOverSystemBehavior = true
        return command
    }

    /// P: pauses or resumes the animation clock; while paused, → steps it one frame (1/60 s).
    private func togglePause() {
        guard let app else { return }
        app.timer.isPaused.toggle()
        if app.timer.isPaused {
            app.window.addKeyCommand(stepCommand)
            if hud == nil {
                toggleHUD()
                hudShownForPause = true
            }
        } else {
            app.window.removeKeyCommand(stepCommand)
            if hudShownForPause {
                if hud != nil { toggleHUD() }
                hudShownForPause = false
            }
        }
        app.window.setNeedsDisplay()
    }

    private func stepOneFrame() {
        guard let app, app.timer.isPaused else { return }
        app.timer.stepOneFrame()
        app.window.setNeedsDisplay()
    }

    /// S: animations ten times slower, or back to speed.
    private func toggleSlowAnimations() { app?.timer.slowAnimations.toggle() }

    /// H: shows or hides the HUD at the top left, above everything.
    func toggleHUD() {
        hudShownForPause = false
        if let hud {
            hud.removeFromSuperview()
            self.hud = nil
        } else {
            let view = HUDView(frame: CGRect(origin: CGPoint(x: 12, y: 52), size: HUDView.size))
            app?.window.addOverlay(view)
            hud = view
        }
    }

    // MARK: FrameObserver

    /// Refreshes the HUD, when it is shown and the frame is drawn, before the frame is built.
    public func willBuildDisplayList() {
        guard let hud, let app, app.window.needsDisplay else { return }
        hud.update(
            at: app.clock.now, cost: lastFrameCost, animations: app.window.animator.activeCount,
            transitioning: app.window.transitionCoordinator.isTransitioning,
            pausedFrame: app.timer.isPaused ? app.timer.animationFrame : nil)
    }

    /// Keeps the cost of a frame that built a display list, for the HUD's next refresh.
    public func frameDidEnd(_ frame: FrameSummary) {
        if frame.list != nil, showsFrameCost { lastFrameCost = frame.buildAndDrawCost }
    }
}

extension Application {
    /// The tools attached to the app, if any.
    public var developerTools: DeveloperTools? {
        frameObservers.lazy.compactMap { $0 as? DeveloperTools }.first
    }

    /// The tools' HUD, while shown.
    public var hud: HUDView? { developerTools?.hud }

    /// The root's tabs, when it names them (a recording's `final tab=`).
    var namedTabs: NamedTabs? { window.rootViewController as? NamedTabs }
}

extension Application {
    /// `rootViewController` as the tools run it: in a window of `size` points at `scale` pixels
    /// per point, timed on `clock`, its text measured by `textMeasurer`, with `DeveloperTools`
    /// attached.
    public static func withDeveloperTools(
        size: CGSize, scale: CGFloat, clock: FrameClock, textMeasurer: TextMeasurer,
        rootViewController: ViewController
    ) -> Application {
        let app = Application(
            size: size, scale: scale, clock: clock, textMeasurer: textMeasurer, rootViewController: rootViewController)
        DeveloperTools.attach(to: app)
        return app
    }
}

extension ScriptableApp {
    /// A fresh `scene` as the tools run it (`Application.withDeveloperTools`), showing `date`:
    /// fixed in scripted runs, so shots never change with the calendar.
    public func makeApplication(
        scene: String, size: CGSize, scale: CGFloat, clock: FrameClock, textMeasurer: TextMeasurer,
        date: Date = HeadlessRunner.fixedDate
    ) -> Application {
        let app = Application.withDeveloperTools(
            size: size, scale: scale, clock: clock, textMeasurer: textMeasurer,
            rootViewController: makeRootViewController(scene: scene, date: date))
        // The name assistive technology gives the window, as its title bar does.
        app.window.accessibilityLabel = Self.title
        return app
    }
}
