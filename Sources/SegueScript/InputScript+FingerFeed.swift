import ViewKit

extension PlayableScript {
    /// The script's finger events and key presses with their times in seconds from its start,
    /// for a real window fed through SDL's queue (`FingerFeed`, `--finger-script`): `finger`,
    /// `pinch`, `key`, `wait` and `wait N frames` lines, and times at the start of lines. Its
    /// `scene` line, if any, is not used here.
    /// - Throws: `InputScript.ParseError` naming the first line of another kind (a mouse line
    ///   would not be a finger's), or any line that does not parse.
    public func fingerFeedEvents() throws -> [TimedInputEvent] {
        var events: [TimedInputEvent] = []
        var now = 0.0
        try forEachStep { step in
            if let time = step.time { now = max(now, time) }
            switch step.command {
            case let .input(event):
                switch event {
                case .fingerDown, .fingerMove, .fingerUp, .key: events.append(TimedInputEvent(event, at: now))
                default: throw notFingers(step)
                }
            case let .wait(seconds): now += seconds
            case let .waitFrames(frames): now += Double(frames) * InputScript.Limits.frame
            case let .fingers(gesture):
                for (frame, event) in gesture.allEvents {
                    events.append(TimedInputEvent(event, at: now + Double(frame) * InputScript.Limits.frame))
                }
                now += Double(gesture.frames) * InputScript.Limits.frame
            case .shot, .strip, .accessibility, .expectFinal, .expectState, .frameTime:
                break  // for a headless run of the same file
            case .tap, .press, .drag, .moveOver:
                throw notFingers(step)
            }
        }
        return events
    }

    private func notFingers(_ step: InputScript.Step) -> InputScript.ParseError {
        InputScript.ParseError(
            file: sourceName, line: step.line,
            message: "a finger script feeds a window only finger, pinch, key and wait lines; found '"
                + step.command.reproLine.split(separator: " ").prefix(1).joined() + "'")
    }
}
