import Motion
import ViewKit

/// Whether the track plays: one for the track, shared by the mini player and the full player,
/// so pausing in one shows in the other.
final class Playback {
    var isPlaying = true { didSet { if isPlaying != oldValue { for listener in listeners { listener() } } } }
    private var listeners: [() -> Void] = []

    /// Calls `listener` after every change.
    func observe(_ listener: @escaping () -> Void) { listeners.append(listener) }
}

/// The play or pause button: a pause glyph while playing, a play glyph while paused, drawn
/// `glyphSize` in the middle of a target at least 44 pt a side. A click toggles the track;
/// assistive technology reads "Pause, button, Playing" (or "Play, …, Paused").
final class PlayPauseButton: Control {
    private let playback: Playback
    private let color: Color
    /// Points: the glyph's box, centred in the bounds.
    let glyphSize: CGSize

    init(playback: Playback, color: Color, glyphSize: CGSize) {
        (self.playback, self.color, self.glyphSize) = (playback, color, glyphSize)
        super.init(frame: .zero)
        accessibilityIdentifier = "play-pause"
        // The ring rounds the glyph's target, as a bare glyph button's in Music.
        focusRingShape = FocusRingShape(outset: -2, cornerRadius: 10)
        addAction(for: .touchUpInside) { [weak self] _ in self?.playback.isPlaying.toggle() }
        playback.observe { [weak self] in self?.setNeedsDisplay() }
    }

    override var accessibilityLabel: String? {
        get { playback.isPlaying ? "Pause" : "Play" }
        set {}
    }

    override var accessibilityValue: String? {
        get { playback.isPlaying ? "Playing" : "Paused" }
        set {}
    }

    override func highlightDidChange() { setNeedsDisplay() }

    override func drawContent(in context: inout DrawContext) {
        let box = CGRect(
            x: bounds.midX - glyphSize.width / 2, y: bounds.midY - glyphSize.height / 2, width: glyphSize.width,
            height: glyphSize.height)
        let tint = isHighlighted ? color.withAlphaComponent(0.2) : color
        if playback.isPlaying {
            // Two upright rounded bars (the pause glyph the bars drew before it was a button).
            let bar = box.width * 0.3
            for x in [box.minX + box.width * 0.12, box.minX + box.width * 0.88 - bar] {
                context.fill(
                    CGRect(x: x, y: box.minY, width: bar, height: box.height), color: tint, cornerRadius: bar / 3)
            }
        } else {
            // A right-pointing triangle, as horizontal slices narrowing to its tip.
            let slices = 12
            let sliceHeight = box.height / CGFloat(slices)
            for i in 0..<slices {
                let middle = (CGFloat(i) + 0.5) / CGFloat(slices)
                let width = box.width * 0.8 * (1 - abs(middle - 0.5) * 2)
                context.fill(
                    CGRect(
                        x: box.minX + box.width * 0.15, y: box.minY + CGFloat(i) * sliceHeight, width: width,
                        height: sliceHeight + 0.5), color: tint)
            }
        }
    }
}
