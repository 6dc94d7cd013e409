import Foundation

/// Thread CPU time and wall time, in seconds.
public enum CPUClock {
    public static func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    public static func wallNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Peak resident set size of this process, in megabytes.
    public static func peakRSSMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

extension Array where Element == Double {
    /// The value at `fraction` (0…1) of the sorted samples, nearest rank.
    public func percentile(_ fraction: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = self.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank))]
    }
}
