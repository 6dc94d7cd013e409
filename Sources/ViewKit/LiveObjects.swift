import Synchronization

/// Live instance counts of the toolkit's retained objects, for leak checks: the fuzzer and the
/// soak test compare them at rest. Each class counts itself in `init` and `deinit`.
///
/// The counts are process-wide because an instance's lifetime is: a leaked view belongs to no
/// window any more. They are atomic, so counting from any thread is safe, and cost one relaxed
/// add per object created.
public enum LiveObjects {
    static let viewCount = Atomic<Int>(0)
    static let viewControllerCount = Atomic<Int>(0)

    /// Views alive now, in any window or none.
    public static var views: Int { viewCount.load(ordering: .relaxed) }
    /// View controllers alive now.
    public static var viewControllers: Int { viewControllerCount.load(ordering: .relaxed) }
}
