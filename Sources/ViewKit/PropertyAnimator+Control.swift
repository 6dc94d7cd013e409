import Motion

extension PropertyAnimator {
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// - Parameter delay: seconds before the values start to move.
    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped else { return }
        // Set up inside an interactive transition: the gesture drives it, paused (or, for an
        // animated start, it runs and the interaction controller keeps it to pause later).
        if let driver = PercentDrivenInteractiveTransition.adopting, driver.adopt(self) { return }
        activate()
        if progress.isScrubbed { progress.resumeFromScrub() }
        remainingDelay = max(0, delay)
        isRunning = true
        startedAt = host?.animator.eventTime
        if host == nil { finish(at: progress.target == 1 ? .end : .start) }
    }

    public func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = false
        drivenRate = nil
    }

    /// - Parameter withoutFinishing: true leaves the values where they are shown and ends
    ///   without completions; false stops in place until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        drivenRate = nil
        if withoutFinishing {
            settleTracks(at: .current)
            state = .inactive
            host?.animator.remove(self)
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped (or active) animator with its values at `position` and calls completions.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state != .inactive else { return }
        finish(at: position)
    }

    /// 0…1: how far the values have moved from start to end (equal to the time fraction for
    /// a linear curve). Setting it pauses-in-place semantics: it applies while not running.
    public var fractionComplete: Double {
        get { progress.fraction }
        set {
            guard !isRunning, state != .stopped else { return }
            activate()
            progress.scrub(to: min(max(newValue, 0), 1), linearly: scrubsLinearly)
            host?.needsDisplay = true
        }
    }

    /// Runs the animation back towards its start, from where it is, with no jump.
    public var isReversed: Bool {
        get { progress.target == 0 }
        set {
            guard newValue != isReversed else { return }
            progress.reverse(duration: duration)
            host?.needsDisplay = true
        }
    }

    /// Resumes a paused animator with new timing, such as a spring that carries a gesture's
    /// velocity. `durationFactor` scales the time the rest of the run takes (0 keeps it).
    /// A spring's `initialVelocity` is relative to the distance still to go, per second.
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let given = parameters {
            let parameters = timingForWindow(given)
            timingParameters = parameters
            let now = progress.values.x  // what is shown, which a curved scrub puts off `fraction`
            let remaining = abs(progress.target - now)
            let base = durationFactor > 0 ? duration * Double(durationFactor) : duration * max(remaining, 0.05)
            progress.configure(
                parameters.timing, duration: base, from: now, to: progress.target,
                velocityScale: progress.target - now)
        } else if progress.isScrubbed {
            progress.resumeFromScrub()
        }
        remainingDelay = 0
        isRunning = true
        drivenRate = nil
        startedAt = host?.animator.eventTime
    }

    // MARK: Driving

    /// Advances by `dt` seconds of animation time; called by the window's animator each frame.
    func advance(by dt: Double) {
        guard isRunning else { return }
        var step = dt
        if remainingDelay > 0 {
            let used = min(remainingDelay, step)
            remainingDelay -= used
            step -= used
        }
        if step > 0 && progress.advance(by: step) {
            finish(at: progress.target == 1 ? .end : .start)
        }
        host?.needsDisplay = true
    }

    /// Per-axis progress of a track with `timing`.
    func progress(for timing: TrackTiming) -> (x: Double, y: Double) {
        let p = progress.values
        switch timing {
        case .whole:
            return p
        case let .keyframe(frame):
            let t = progress.timeFraction
            let v = frame.progress(at: t)
            return (v, v)
        case let .remainder(start):
            func remap(_ v: Double) -> Double { max(0, (v - start) / (1 - start)) }
            return (remap(p.x), remap(p.y))
        }
    }

    /// Per-axis rate of progress, per second, of a track with `timing`.
    func progressVelocity(for timing: TrackTiming) -> (x: Double, y: Double) {
        if !isRunning, let rate = drivenRate { return scrubbedVelocity(rate, for: timing) }
        guard isRunning, remainingDelay == 0 else { return (0, 0) }
        let r = progress.rates
        switch timing {
        case .whole: return r
        case let .keyframe(frame):
            let t = progress.timeFraction, forward = r.x >= 0
            let inside =
                forward
                ? (t >= frame.relativeStartTime && t < frame.relativeEndTime)
                : (t > frame.relativeStartTime && t <= frame.relativeEndTime)
            guard inside, frame.relativeDuration > 0, duration > 0 else { return (0, 0) }
            let rate = progress.timeRate / frame.relativeDuration
            return (rate, rate)
        case let .remainder(start): return (r.x / (1 - start), r.y / (1 - start))
        }
    }

    /// A scrubbed animator's track velocity when its fraction changes at `rate` per second: a
    /// keyframe moves only inside its own span, a remainder track faster by its share.
    private func scrubbedVelocity(_ rate: Double, for timing: TrackTiming) -> (x: Double, y: Double) {
        switch timing {
        case .whole: return (rate, rate)
        case let .keyframe(frame):
            let t = progress.timeFraction
            guard t >= frame.relativeStartTime, t < frame.relativeEndTime, frame.relativeDuration > 0 else {
                return (0, 0)
            }
            return (rate / frame.relativeDuration, rate / frame.relativeDuration)
        case let .remainder(start): return (rate / (1 - start), rate / (1 - start))
        }
    }

    private func finish(at position: AnimatingPosition) {
        isRunning = false
        drivenRate = nil
        settleTracks(at: position)
        state = .inactive
        host?.animator.remove(self)
        let calls = completions
        completions = []
        for completion in calls { completion(position) }
    }

    /// Writes each track's value at `position` into its view's model and drops the tracks.
    private func settleTracks(at position: AnimatingPosition) {
        for track in tracks {
            // A track dropped by a change outside any animation no longer belongs to the view.
            guard let view = track.view, view.tracks.contains(where: { $0 === track }) else { continue }
            switch position {
            case .end:
                break
            case .start:
                let model = view.modelComponents(track.property)
                view.setModelComponents(track.property, zip(model, track.delta).map { $0 + $1 })
            case .current:
                var value = view.modelComponents(track.property)
                track.addOffset(to: &value)
                view.setModelComponents(track.property, value)
            }
            view.tracks.removeAll { $0 === track }
            view.setNeedsDisplay()
        }
        tracks = []
    }
}
