import Foundation
import ViewKit

/// Groups that only fade, kept as Core Animation keeps a layer: a page fading in over the end
/// of a card's open draws the same ops into its group every frame, and only the opacity it is
/// composited with changes. Drawn again each frame, the page's images and text made those
/// frames 36.4 million instructions at 2×; composited from the kept layer, they are 21.4, of
/// which the composite is 9.3.
///
/// The rule: a group op at the window's level, at least `retainedGroupMinimumPixels` in area
/// (any area when a backdrop blur is inside it), whose ops (its own with its opacity set aside,
/// and every op inside it) and visible pixels are those of a group in the last frame drawn, is drawn whole
/// into a layer the renderer keeps, and frames that show it the same again composite that layer
/// at their opacity without drawing what is inside. A group that changes in any way (an op
/// inside it, its place, its clip, the window's size) is drawn as before. A kept layer goes
/// with the first frame drawn that does not show its group, and at `invalidate()` (an image's
/// pixels may have changed under the same op). The pixels are the ones drawing the group's ops
/// gives: the layer holds every one of them, drawn without the frame's damage or covers.
///
/// A backdrop blur inside a group blurs only what the group drew before it (Renderer+Group),
/// never the window behind, so it too is the same for the same ops. Such a group is kept at any
/// size: drawing it again costs a blur, far more than comparing its ops. The mini player's bar
/// fading out as the player opens, or in as it closes, is one (a shadow, a blur, a fill, its
/// artwork and two lines, 374×56 points): at 1× the player's close drew it in each of 24
/// frames.
extension Renderer {
    /// Pixels a group must cover (a 256×256 square) to be kept, unless a backdrop blur is inside
    /// it: a small group draws in less time than comparing its ops takes to pay off. See "Fades
    /// drawn once" in SDLBackend's *One pixel pipeline*.
    public static let retainedGroupMinimumPixels = 256 * 256

    /// What a group at op `index` of `list` is this frame, when it can be kept: `.reusing` its
    /// kept layer (its children are skipped up to `end`), `.recording` into a layer to keep (its
    /// children drawn whole, unculled), or nil to draw it as any group. Notes it as seen.
    func retention(ofGroupAt index: Int, in list: DisplayList, within bounds: PixelRect) -> GroupRetention? {
        guard retainsFadingGroups, targets.count == 1, case let .beginGroup(rect, radius, state) = list.ops[index],
            state.transform.isAxisAligned, state.opacity > 0.001
        else { return nil }
        let frame = groupFrame(rect, radius: radius, state: state, index: index)
        let area = PixelRect(frame.originX, frame.originY, frame.width, frame.height)
        guard area.width * area.height > 0, let end = endOfGroup(at: index, in: list) else { return nil }
        let inside = list.ops[(index + 1)..<end]
        guard area.width * area.height >= Self.retainedGroupMinimumPixels || inside.contains(where: \.isBlur)
        else { return nil }
        var unfaded = state
        unfaded.opacity = 1
        let key = RetainedGroup.Key(
            group: .beginGroup(rect: rect, cornerRadius: radius, state: unfaded), ops: inside, area: area,
            output: canvas.output.bounds)
        if let at = retainedGroups.firstIndex(where: { $0.key == key && $0.seen < self.frame }) {
            retainedGroups[at].seen = self.frame
            if retainedGroups[at].layer != nil { return .reusing(until: end, entry: at) }
            // Seen unchanged in the last frame drawn: kept from this one on, when this frame
            // redraws all of it (a fade changes every pixel of it, so its damage does).
            return bounds.contains(area) ? .recording(until: end, entry: at) : nil
        }
        retainedGroups.append(RetainedGroup(key: key, layer: nil, seen: self.frame))
        return nil
    }

    /// Opens the group at op `index` as `retention` says: over its kept layer, or over a
    /// layer to keep.
    func beginRetainedGroup(at index: Int, in list: DisplayList, _ retention: GroupRetention) throws {
        guard case let .beginGroup(rect, radius, state) = list.ops[index] else { return }
        switch retention {
        case let .reusing(_, entry):
            var frame = groupFrame(rect, radius: radius, state: state, index: index)
            frame.opaque = groupIsOpaque(frame, after: index, in: list)
            frame.layer = retainedGroups[entry].layer
            frame.retained = entry
            targets.append(frame)
            stats.groupsReused += 1
        case let .recording(_, entry):
            stats.opsDrawn += 1
            try beginGroup(rect, radius: radius, state: state, index: index, list: list, inPlace: false)
            targets[targets.count - 1].retained = entry
        }
    }

    /// Keeps `layer`, just composited, as group `entry`'s.
    func keepRetainedLayer(_ layer: Layer, entry: Int) {
        retainedGroups[entry].layer = layer
    }

    /// Lets go of the kept groups the frame just drawn did not show (their layers back to the
    /// pool), or of all of them.
    func dropRetainedGroups(all: Bool = false) {
        for group in retainedGroups where all || group.seen != frame {
            if let layer = group.layer { releaseTarget(layer) }
        }
        retainedGroups.removeAll { all || $0.seen != frame }
    }

    /// The index of the `endGroup` that closes the group opened at `index`.
    func endOfGroup(at index: Int, in list: DisplayList) -> Int? {
        var depth = 0
        for i in index..<list.ops.count {
            switch list.ops[i] {
            case .beginGroup: depth += 1
            case .endGroup:
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
        }
        return nil
    }
}

/// How a frame draws a group it may keep (see Renderer+RetainedGroup).
enum GroupRetention {
    /// Composites the kept layer of `retainedGroups[entry]`; the ops before `until` are skipped.
    case reusing(until: Int, entry: Int)
    /// Draws the group whole into a layer kept as `retainedGroups[entry]`'s; the ops before
    /// `until` are drawn without culling.
    case recording(until: Int, entry: Int)

    var end: Int {
        switch self {
        case let .reusing(until, _), let .recording(until, _): return until
        }
    }
}

/// A group seen in the last frames drawn, and the layer it is kept in once seen unchanged.
struct RetainedGroup {
    struct Key: Equatable {
        /// The group's op, at opacity 1.
        var group: DisplayOp
        var ops: ArraySlice<DisplayOp>
        /// The group's visible pixels, and the output's.
        var area: PixelRect
        var output: PixelRect

        static func == (a: Key, b: Key) -> Bool {
            a.area == b.area && a.output == b.output && a.group == b.group && a.ops.elementsEqual(b.ops)
        }
    }

    var key: Key
    var layer: Layer?
    /// The frame that last showed the group.
    var seen: Int
    /// The last piece of the group asked for its uniform parts, and what they were (nil: none);
    /// the same for every frame that keeps the group (see `uniformParts`).
    var uniform: (piece: PixelRect, found: UniformParts?)?
}
