import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// The bench's comparison point: a display list drawn with bare SDL_Renderer calls only
/// (SDLBackend's `BareSDLRenderer`): square corners, no anti-aliasing, no offscreen groups, no
/// shadows, blur as a plain tint, so a frame's cost can be read against what SDL alone takes.
/// It draws where the compositor presents (the same window or canvas) with textures of its
/// own, cached as the compositor caches its layers, so it measures the cost of quality, not of
/// caching. It is not a second pixel pipeline: nothing the app shows is drawn by it.
public final class BaselineDrawer {
    private let sdl: BareSDLRenderer

    /// Draws with `sdl`, over a canvas's or a window's pixels.
    public init(drawingWith sdl: BareSDLRenderer) { self.sdl = sdl }

    /// Draws `list` the naive way (see the type's notes) and shows it.
    public func draw(_ list: DisplayList) throws {
        sdl.clear(list.clearColor)
        for op in list.ops[BaselineDrawer.firstVisible(in: list)...] { try draw(op) }
        sdl.show()
    }

    /// Lets go of the textures its frames made (see `BareSDLRenderer.releaseTextures()`), so
    /// the baseline holds pixels only while it is drawn: the bench's memory figure is then the
    /// app's, not the app's plus a second copy of every image it showed.
    public func releaseTextures() { sdl.releaseTextures() }

    /// The last top-level op that paints the whole surface opaquely: what it hides is skipped,
    /// as the compositor skips it.
    static func firstVisible(in list: DisplayList) -> Int {
        let surface = CGRect(origin: .zero, size: list.size)
        var depth = 0, start = 0
        for (i, op) in list.ops.enumerated() {
            switch op {
            case .beginGroup: depth += 1
            case .endGroup: depth -= 1
            case let .fill(rect, radius, color, state)
            where depth == 0 && radius == 0 && color.alpha >= 1 && state.opacity >= 1
                && state.transform.isAxisAligned && state.clip.map({ $0.contains(surface) }) ?? true
                && rect.applying(state.transform).insetBy(dx: -0.01, dy: -0.01).contains(surface):
                start = i
            default: break
            }
        }
        return start
    }

    private func draw(_ op: DisplayOp) throws {
        switch op {
        case let .fill(rect, _, color, state), let .backdropBlur(rect, _, _, color, state):
            guard sdl.clip(to: state.clip) else { return }
            sdl.fill([rect.applying(state.transform)], with: color.withAlphaComponent(color.alpha * state.opacity))
        case let .image(image, _, rect, _, state):
            guard sdl.clip(to: state.clip) else { return }
            try sdl.draw(image, in: rect.applying(state.transform), opacity: state.opacity)
        case let .text(string, font, color, origin, state):
            guard sdl.clip(to: state.clip) else { return }
            let faded = color.withAlphaComponent(color.alpha * state.opacity)
            try sdl.draw(string, font: font, color: faded, at: origin.applying(state.transform))
        case let .focusRing(rect, _, color, width, state):
            // Square corners, as four bands: the baseline draws only what SDL's renderer can.
            guard sdl.clip(to: state.clip) else { return }
            let outer = rect.insetBy(dx: -width / 2, dy: -width / 2).applying(state.transform)
            let band = max(1 / sdl.scale, (width * sdl.scale).rounded() / sdl.scale)
            let sides = [
                CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: band),
                CGRect(x: outer.minX, y: outer.maxY - band, width: outer.width, height: band),
                CGRect(x: outer.minX, y: outer.minY + band, width: band, height: outer.height - 2 * band),
                CGRect(x: outer.maxX - band, y: outer.minY + band, width: band, height: outer.height - 2 * band),
            ]
            sdl.fill(sides, with: color.withAlphaComponent(color.alpha * state.opacity))
        case .shadow, .beginGroup, .endGroup:
            return
        }
    }
}

// Until issue 36 the drawer was SDLBackend's, made by the canvas and the window. Kept for one
// round, for code that imports SegueTool.

extension HeadlessCanvas {
    @available(*, deprecated, message: "BaselineDrawer(drawingWith: canvas.makeBareSDLRenderer()), from SegueTool")
    public func makeBaselineDrawer() throws -> BaselineDrawer { BaselineDrawer(drawingWith: try makeBareSDLRenderer()) }
}

extension WindowHost {
    @available(*, deprecated, message: "BaselineDrawer(drawingWith: window.makeBareSDLRenderer()), from SegueTool")
    public func makeBaselineDrawer() throws -> BaselineDrawer { BaselineDrawer(drawingWith: try makeBareSDLRenderer()) }
}
