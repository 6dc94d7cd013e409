import Foundation

/// The threads one renderer composites on: the thread that draws and `threads − 1` workers.
/// A large composite is split into horizontal bands of rows, one a thread, which pixman draws
/// at once; each band writes only its own rows of the target, and the bands read sources that
/// no band writes. Every row is computed exactly as one thread computes it, so the pixels do
/// not depend on the number of threads.
///
/// Workers start on the first split and stop when the pool goes. Nothing is shared with
/// another renderer's pool.
final class BandPool {
    /// Threads a composite is split over, the drawing thread's included (1: no workers).
    let threads: Int
    /// What the workers wait on; the pool's own reference stops them when it goes.
    private let state: State
    /// Workers started so far (they start on the first split).
    private var started = false
    /// Runs split over more than one thread since the pool was made.
    private(set) var splits = 0

    /// - Parameter threads: 1 or more; below 1 counts as 1.
    init(threads: Int) {
        self.threads = max(1, threads)
        state = State()
    }

    deinit { state.stop() }

    /// Runs `body(band)` for every band in `0..<bands` (at most `threads`), band 0 on the
    /// calling thread and the rest on the workers, and returns once every band has.
    func run(bands: Int, _ body: (Int) -> Void) {
        let bands = min(bands, threads)
        guard bands > 1 else {
            if bands == 1 { body(0) }
            return
        }
        splits += 1
        if !started {
            started = true
            for index in 1..<threads { state.startWorker(index) }
        }
        withoutActuallyEscaping(body) { body in
            state.post(body, bands: bands)
            body(0)
            state.waitUntilDone()
        }
    }

    /// The job the workers share, behind one lock.
    private final class State {
        private let condition = NSCondition()
        private var job: ((Int) -> Void)?
        private var bands = 0
        /// Counts the jobs posted, so a worker runs each once.
        private var generation = 0
        private var unfinished = 0
        private var stopped = false

        func startWorker(_ index: Int) {
            condition.lock()
            let seen = generation
            condition.unlock()
            let thread = Thread { [self] in work(index, seen: seen) }
            thread.name = "segue.compositor.\(index)"
            thread.start()
        }

        func post(_ body: @escaping (Int) -> Void, bands: Int) {
            condition.lock()
            (job, self.bands, unfinished) = (body, bands, bands - 1)
            generation &+= 1
            condition.broadcast()
            condition.unlock()
        }

        func waitUntilDone() {
            condition.lock()
            while unfinished > 0 { condition.wait() }
            job = nil
            condition.unlock()
        }

        func stop() {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
        }

        private func work(_ index: Int, seen: Int) {
            var seen = seen
            condition.lock()
            while true {
                while generation == seen && !stopped { condition.wait() }
                if stopped { break }
                seen = generation
                guard index < bands, let job else { continue }
                condition.unlock()
                job(index)
                condition.lock()
                unfinished -= 1
                if unfinished == 0 { condition.broadcast() }
            }
            condition.unlock()
        }
    }
}
