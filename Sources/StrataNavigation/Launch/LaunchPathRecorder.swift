import Foundation

/// Counts how the app was launched, per ``LaunchKind``, to learn which entry points users take.
///
/// Record every launch as it happens, from any thread or actor, and read the counts when reporting
/// (or persisting) them:
///
/// ```swift
/// let recorder = LaunchPathRecorder(counts: savedCounts)
/// recorder.record(.shortcut(type: "com.example.search"))
/// analytics.send(recorder.counts)
/// ```
///
/// The recorder is a `Sendable` class guarded by a lock: recording is cheap and never suspends.
public final class LaunchPathRecorder: Sendable {
    private let state: LockedCounts

    /// Creates a recorder that starts from `counts` (for example, counts saved by an earlier run);
    /// negative counts are treated as zero.
    public init(counts: [LaunchKind: Int] = [:]) {
        state = LockedCounts(counts.mapValues { max(0, $0) }.filter { $0.value > 0 })
    }

    /// Counts one launch.
    public func record(_ launch: LaunchRoute) {
        record(kind: launch.kind)
    }

    /// Counts one launch of the given kind.
    public func record(kind: LaunchKind) {
        state.withCounts { $0[kind, default: 0] += 1 }
    }

    /// How many launches of `kind` were recorded.
    public func count(of kind: LaunchKind) -> Int {
        state.withCounts { $0[kind, default: 0] }
    }

    /// The number of launches of every kind recorded at least once.
    public var counts: [LaunchKind: Int] {
        state.withCounts { $0 }
    }

    /// The number of launches recorded, of any kind.
    public var total: Int {
        state.withCounts { $0.values.reduce(0, +) }
    }

    /// The kind recorded most often, or `nil` if nothing was recorded; ties go to the kind declared
    /// first in ``LaunchKind``.
    public var mostFrequentKind: LaunchKind? {
        let counts = self.counts
        return LaunchKind.allCases
            .filter { counts[$0, default: 0] > 0 }
            .max { counts[$0, default: 0] < counts[$1, default: 0] }  // keeps the first of equals
    }

    /// Forgets every recorded launch.
    public func reset() {
        state.withCounts { $0.removeAll() }
    }
}

/// The recorder's counts behind a lock (`Mutex` needs macOS 15, which Strata does not require).
private final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [LaunchKind: Int]

    init(_ counts: [LaunchKind: Int]) {
        self.counts = counts
    }

    func withCounts<T>(_ body: (inout [LaunchKind: Int]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&counts)
    }
}
