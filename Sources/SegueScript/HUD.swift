import ViewKit

/// The H key's heads-up display: frames per second, the last frame's build-and-draw time and
/// the animations in flight, in a small dark pill at the top left.
public final class HUDView: View {
    private let label = Label()
    /// Seconds between the last drawn frames, for the rate.
    private var frameGaps: [Double] = []
    private var lastFrame: Double?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Color(white: 0, alpha: 0.72)
        cornerRadius = 10
        label.font = .systemFont(ofSize: 12, weight: .semibold)
        label.textColor = .white
        label.numberOfLines = 3
        label.lineSpacing = 2
        addSubview(label)
    }

    public override func layoutSubviews() {
        label.frame = bounds.insetBy(dx: 10, dy: 6)
    }

    /// Records a frame drawn at `time` (seconds) that took `cost` seconds to build and draw;
    /// `pausedFrame` is the animation frame shown while P holds the animation clock.
    public func update(at time: Double, cost: Double, animations: Int, transitioning: Bool, pausedFrame: Int? = nil) {
        if let lastFrame { frameGaps.append(time - lastFrame) }
        if frameGaps.count > 30 { frameGaps.removeFirst(frameGaps.count - 30) }
        lastFrame = time
        let average = frameGaps.isEmpty ? 0 : frameGaps.reduce(0, +) / Double(frameGaps.count)
        let fps = average > 0 ? 1 / average : 0
        let rate = pausedFrame.map { "paused · frame \($0)" } ?? String(format: "%.0f fps", fps)
        label.text = String(
            format: "%@\n%.2f ms a frame\n%d animating%@", rate, cost * 1000, animations,
            transitioning ? " · transition" : "")
    }

    public static let size = CGSize(width: 150, height: 60)
}
