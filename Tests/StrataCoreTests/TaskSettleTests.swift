import Dispatch
import Foundation
import StrataTesting
import Testing

@MainActor
@Suite("Task.settle")
struct TaskSettleTests {
    @Test("work queued on the main actor has run after settling")
    func queuedWorkRuns() async {
        var log: [String] = []
        Task { @MainActor in
            log.append("first")
            Task { @MainActor in log.append("second") }
        }
        #expect(log.isEmpty)
        await Task.settle()
        #expect(log == ["first", "second"])
    }

    @Test("settle(until:) returns once work finished on another thread has reached the main actor")
    func untilWorkArrives() async {
        var arrived = false
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        // An AsyncStream element reaches a main-actor reader through the global executor.
        Task { @MainActor in
            for await _ in stream { arrived = true }
        }
        #expect(await Task.settle(until: { arrived }))
        #expect(arrived)
    }

    @Test("settle(until:) gives up after its yields when the condition never holds, and says so")
    func givesUp() async {
        var checks = 0
        let held = await Task.settle(until: {
            checks += 1
            return false
        }, maximumYields: 50)
        #expect(!held)
        #expect(checks == 51)
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test("a negative count yields nothing and returns")
    func negativeCount() async {
        let none = await Self.jobs { await Task.settle(yields: 0) }
        let negative = await Self.jobs { await Task.settle(yields: -3) }
        let three = await Self.jobs { await Task.settle(yields: 3) }
        #expect(three > none, "the count sees the yields")
        #expect(negative == none, "settle(yields: -3) yielded \(negative - none) times")
    }

    /// How many jobs `work` gives the executor it prefers: some to start, then more for each yield.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private static func jobs(of work: () async -> Void) async -> Int {
        let executor = CountingExecutor()
        await withTaskExecutorPreference(executor) { await work() }
        return executor.count
    }
}

/// A task executor that runs its jobs on a serial queue and counts them; a task that prefers it
/// gives it jobs each time it resumes off an actor (after each `Task.yield()` too).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private final class CountingExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "TaskSettleTests.CountingExecutor")
    private let lock = NSLock()
    private var enqueued = 0

    var count: Int { lock.withLock { enqueued } }

    func enqueue(_ job: consuming ExecutorJob) {
        lock.withLock { enqueued += 1 }
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
