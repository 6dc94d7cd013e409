import ViewKit

/// Something that watches a `FrameDriver`'s frames, step by step: a recording, a motion trace,
/// the frames a replay keeps, frame times, the tools' HUD. Every method has an empty default,
/// so an observer writes only the steps it needs. A driver notifies its client's
/// `frameObservers` first, then its own, each in the order they were added.
public protocol FrameObserver: AnyObject {
    /// Real time only: the driver found nothing to do and is about to sleep in the input's
    /// event wait (a recording writes an `idle` line; the client forgets its last frame time).
    func frameDriverWillIdle()
    /// `events` are about to reach the client: a frame's input, or input a script hands over
    /// between frames (`FrameDriver.deliver`). An observer may restamp them, and the client then
    /// sees its times (a recording moves events SDL stamped before the last frame to after it).
    func willHandle(_ events: inout [TimedInputEvent])
    /// The client is about to advance its animations to `time` (seconds on its clock).
    func willAdvanceAnimations(to time: Double)
    /// Animations have advanced and the display list is asked for next: the last moment a view
    /// can change and still be in this frame (the HUD's text).
    func willBuildDisplayList()
    /// The display list was asked for: `list` is the frame's, or nil when nothing changed.
    func didBuildDisplayList(_ list: DisplayList?)
    /// `list` was drawn on `host` and is not yet presented, so `host`'s pixels are this frame's.
    func didDraw(_ list: DisplayList, on host: FrameHost) throws
    /// The frame is over: presented, and images decoded again if it came to rest.
    func frameDidEnd(_ frame: FrameSummary) throws
}

extension FrameObserver {
    public func frameDriverWillIdle() {}
    public func willHandle(_ events: inout [TimedInputEvent]) {}
    public func willAdvanceAnimations(to time: Double) {}
    public func willBuildDisplayList() {}
    public func didBuildDisplayList(_ list: DisplayList?) {}
    public func didDraw(_ list: DisplayList, on host: FrameHost) throws {}
    public func frameDidEnd(_ frame: FrameSummary) throws {}
}

/// What one frame did, for `FrameObserver.frameDidEnd` and `FrameDriver.lastFrame`. Costs are
/// seconds on the driver's `costClock` from the frame's start, before it took its input.
public struct FrameSummary {
    /// The display list built, or nil when nothing changed.
    public let list: DisplayList?
    /// Whether `list` was drawn (the draw policy, or the lack of a host, may skip it).
    public let drawn: Bool
    /// To the end of the draw, or of the build when nothing was drawn: the HUD's figure.
    public let buildAndDrawCost: Double
    /// To the end of the frame, past its present: what a user waits for (the bench's figure).
    public let cost: Double
}

/// Which of the frames a driver builds it draws, and whether it decodes images again at rest.
public struct FrameDrawPolicy: Equatable {
    /// Draws a built frame when the count of frames built so far (from 1) is a multiple of this:
    /// 1 draws every frame, 0 none.
    public var drawsOneIn: Int
    /// Whether, after a frame drawn at rest, images shown larger than they were decoded are
    /// decoded again (`Renderer.refineImages`) and the client asked for a frame to show them.
    public var refinesImagesAtRest: Bool

    /// Draws one built frame in `drawsOneIn` (1: every one, 0: none), refining images at rest
    /// when `refinesImagesAtRest`.
    public init(drawsOneIn: Int, refinesImagesAtRest: Bool) {
        (self.drawsOneIn, self.refinesImagesAtRest) = (drawsOneIn, refinesImagesAtRest)
    }

    /// What a window does: every frame drawn, images refined at rest.
    public static let everyFrame = FrameDrawPolicy(drawsOneIn: 1, refinesImagesAtRest: true)
    /// Frames laid out and flattened but never drawn (a check of the view tree alone).
    public static let never = FrameDrawPolicy(drawsOneIn: 0, refinesImagesAtRest: false)

    /// Whether the `built`-th frame built (from 1) is drawn.
    func draws(builtFrame built: Int) -> Bool { drawsOneIn > 0 && built % drawsOneIn == 0 }
}
