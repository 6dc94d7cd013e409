import CSDL2
import Foundation
import ViewKit

/// The benchmark's comparison point: a display list drawn with bare SDL_Renderer calls only —
/// square corners, no anti-aliasing, no offscreen groups, no shadows, blur as a plain tint —
/// so a frame's cost can be read against what SDL alone takes. It draws where the compositor
/// presents (the same window or canvas) with textures of its own, cached as the compositor
/// caches its layers, so it measures the cost of quality, not of caching. It is not a second
/// pixel pipeline: nothing the app shows is drawn by it.
public final class BaselineDrawer {
    private let handle: OpaquePointer
    private let fonts: FontLibrary?
    /// Pixels per point.
    public var scale: CGFloat
    /// Shows what was drawn: SDL's present, or the window surface's update.
    private let show: () -> Void
    /// Frees what the SDL renderer draws into, after it.
    private let release: () -> Void
    /// Whether the SDL renderer is this drawer's to destroy.
    private let ownsHandle: Bool
    private var text: [TextKey: (texture: OpaquePointer, width: Int32, height: Int32)] = [:]
    private var images: [ObjectIdentifier: (image: Weak<Image>, texture: OpaquePointer)] = [:]

    /// Draws with the SDL renderer `handle`, which this destroys when it `ownsHandle` (then
    /// calls `release`), and shows frames by `show`.
    init(
        handle: OpaquePointer, scale: CGFloat, fonts: FontLibrary?, ownsHandle: Bool = true,
        release: @escaping () -> Void = {}, show: @escaping () -> Void
    ) {
        (self.handle, self.scale, self.fonts, self.show, self.release) = (handle, scale, fonts, show, release)
        self.ownsHandle = ownsHandle
    }

    deinit {
        text.values.forEach { SDL_DestroyTexture($0.texture) }
        images.values.forEach { SDL_DestroyTexture($0.texture) }
        if ownsHandle { SDL_DestroyRenderer(handle) }
        release()
    }

    /// Draws `list` the naive way (see the type's notes) and shows it.
    public func draw(_ list: DisplayList) throws {
        let c = list.clearColor.rgba8
        SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
        SDL_RenderSetClipRect(handle, nil)
        SDL_RenderClear(handle)
        for op in list.ops[BaselineDrawer.firstVisible(in: list)...] { try draw(op) }
        SDL_RenderFlush(handle)
        show()
    }

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
            guard clip(state.clip) else { return }
            let c = color.withAlphaComponent(color.alpha * state.opacity).rgba8
            SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
            SDL_SetRenderDrawBlendMode(handle, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            var r = sdlRect(rect.applying(state.transform))
            SDL_RenderFillRect(handle, &r)
        case let .image(image, _, rect, _, state):
            guard clip(state.clip) else { return }
            let texture = try self.texture(for: image)
            SDL_SetTextureAlphaMod(texture, Color.white.withAlphaComponent(state.opacity).rgba8.a)
            var r = sdlRect(rect.applying(state.transform))
            SDL_RenderCopy(handle, texture, nil, &r)
        case let .text(string, font, color, origin, state):
            guard clip(state.clip), let line = try texture(for: string, font: font) else { return }
            let c = color.withAlphaComponent(color.alpha * state.opacity).rgba8
            SDL_SetTextureColorMod(line.texture, c.r, c.g, c.b)
            SDL_SetTextureAlphaMod(line.texture, c.a)
            let at = origin.applying(state.transform)
            var r = SDL_Rect(
                x: Int32((at.x * scale).rounded()), y: Int32((at.y * scale).rounded()), w: line.width, h: line.height)
            SDL_RenderCopy(handle, line.texture, nil, &r)
        case let .focusRing(rect, _, color, width, state):
            // Square corners: the baseline draws only what SDL's renderer can.
            guard clip(state.clip) else { return }
            let c = color.withAlphaComponent(color.alpha * state.opacity).rgba8
            SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            let outer = sdlRect(rect.insetBy(dx: -width / 2, dy: -width / 2).applying(state.transform))
            let band = max(1, Int32((width * scale).rounded()))
            var edges = [
                SDL_Rect(x: outer.x, y: outer.y, w: outer.w, h: band),
                SDL_Rect(x: outer.x, y: outer.y + outer.h - band, w: outer.w, h: band),
                SDL_Rect(x: outer.x, y: outer.y + band, w: band, h: outer.h - 2 * band),
                SDL_Rect(x: outer.x + outer.w - band, y: outer.y + band, w: band, h: outer.h - 2 * band),
            ]
            SDL_RenderFillRects(handle, &edges, 4)
        case .shadow, .beginGroup, .endGroup:
            return
        }
    }

    /// Sets SDL's clip for `clip` (window points); false when it is empty.
    private func clip(_ clip: CGRect?) -> Bool {
        guard let clip else {
            SDL_RenderSetClipRect(handle, nil)
            return true
        }
        var r = sdlRect(clip)
        guard r.w > 0, r.h > 0 else { return false }
        SDL_RenderSetClipRect(handle, &r)
        return true
    }

    private func sdlRect(_ points: CGRect) -> SDL_Rect {
        let x0 = Int32((points.minX * scale).rounded()), y0 = Int32((points.minY * scale).rounded())
        return SDL_Rect(
            x: x0, y: y0, w: Int32((points.maxX * scale).rounded()) - x0, h: Int32((points.maxY * scale).rounded()) - y0
        )
    }

    private func texture(for string: String, font: Font) throws -> (
        texture: OpaquePointer, width: Int32, height: Int32
    )? {
        let key = TextKey(text: string, font: font, scale: scale)
        if let hit = text[key] { return hit }
        guard let fonts, let surface = fonts.rasterize(string, font: font, scale: scale) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(handle, surface) else {
            throw SDLBackendError.fromSDL("SDL_CreateTextureFromSurface(text \"\(string)\")")
        }
        let entry = (texture, surface.pointee.w, surface.pointee.h)
        text[key] = entry
        return entry
    }

    private func texture(for image: Image) throws -> OpaquePointer {
        let id = ObjectIdentifier(image)
        if let hit = images[id], hit.image.value === image { return hit.texture }
        images.removeValue(forKey: id).map { SDL_DestroyTexture($0.texture) }
        let bitmap: Bitmap
        switch image.content {
        case let .bitmap(b): bitmap = b
        case .recording: bitmap = Bitmap(width: 1, height: 1, fill: .white)
        }
        guard
            let texture = SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(bitmap.width), Int32(bitmap.height))
        else { throw SDLBackendError.fromSDL("SDL_CreateTexture(image \"\(image.name)\")") }
        SDL_UpdateTexture(texture, nil, bitmap.pixels, Int32(bitmap.width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        images[id] = (Weak(image), texture)
        return texture
    }
}

/// A reference that does not keep its object alive.
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
