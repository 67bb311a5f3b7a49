#if StrataTools
import Foundation

/// The threads that parse and check files: each with a stack large enough for the deepest nesting
/// ``LintLimits`` allows (a debug build of swift-syntax takes several kilobytes of stack a level),
/// each taking the next file as it finishes one, and a watch on how long each file takes.
///
/// A file still running when its time budget is spent is given up: its slot gets the given-up
/// result, its thread is left to finish on its own (swift-syntax's parser cannot be stopped), its
/// result is dropped when it comes, and a new thread takes its place, so the run goes on at the same
/// pace. A process that ends — `strata` once it has printed its report — ends such a thread too.
///
/// Each thread makes a `State` of its own once (what it keeps from one file to the next) and
/// passes it to every job it runs.
final class LintWorkers<Result: Sendable, State>: @unchecked Sendable {
    /// The stack of each thread: a debug build of swift-syntax needs under 4 MiB for 128 levels of
    /// brackets, and recursion no bracket marks (`try try …`, `a?.b?.c…`) goes as deep as a file's
    /// size lets it. Only the pages a parse touches are ever backed by memory.
    static var stackSize: Int { 512 << 20 }

    private let condition = NSCondition()
    private let count: Int
    private let budget: Duration
    private let makeState: @Sendable () -> State
    private let job: @Sendable (Int, inout State) -> Result
    private let commit: @Sendable (Int, Result) -> Void
    // Guarded by `condition`.
    private var nextIndex = 0
    private var finished = 0
    private var running: [Int: (index: Int, started: ContinuousClock.Instant)] = [:]
    private var givenUp: Set<Int> = []
    private var nextWorker = 0
    /// Whether the watch waits with no deadline (no file was running): the next file to start
    /// wakes it, so that its budget is watched.
    private var watchIsIdle = false

    private init(
        count: Int, budget: Duration, makeState: @escaping @Sendable () -> State,
        job: @escaping @Sendable (Int, inout State) -> Result, commit: @escaping @Sendable (Int, Result) -> Void
    ) {
        self.count = count
        self.budget = budget
        self.makeState = makeState
        self.job = job
        self.commit = commit
    }

    /// Runs `job` for every index of `0..<count` on `workers` threads (each with a `State` from
    /// `makeState`) and hands each result to
    /// `commit` (under a lock, one at a time), or, for a job still running after `budget`, calls
    /// `giveUp` with its index instead (on the calling thread). Returns when every index is
    /// committed or given up.
    static func run(
        count: Int, workers: Int, budget: Duration, makeState: @escaping @Sendable () -> State,
        job: @escaping @Sendable (Int, inout State) -> Result, commit: @escaping @Sendable (Int, Result) -> Void, giveUp: (Int) -> Void
    ) {
        guard count > 0 else { return }
        let pool = LintWorkers(count: count, budget: budget, makeState: makeState, job: job, commit: commit)
        pool.condition.lock()
        for _ in 0..<max(1, min(workers, count)) { pool.startWorker() }
        pool.watch(giveUp: giveUp)
        pool.condition.unlock()
    }

    /// Runs `body` on a thread with the workers' stack and returns its result.
    static func onLargeStack(_ body: @escaping @Sendable () -> Result) -> Result where State == Void {
        let box = ResultBox<Result>()
        let thread = Thread {
            box.set(body())
        }
        thread.stackSize = stackSize
        thread.start()
        return box.wait()
    }

    /// Waits for every index, giving up on those past the budget. Called with the lock held.
    private func watch(giveUp: (Int) -> Void) {
        while finished < count {
            let now = ContinuousClock.now
            for (worker, work) in running where now - work.started >= budget {
                running[worker] = nil
                givenUp.insert(worker)
                giveUp(work.index)
                finished += 1
                if nextIndex < count { startWorker() }
            }
            guard finished < count else { break }
            // Only a deadline or the last result wakes the watch: no wake-up for every file.
            if let earliest = running.values.map(\.started).min() {
                let wait = earliest + budget - now
                _ = condition.wait(until: Date(timeIntervalSinceNow: Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18))
            } else {
                watchIsIdle = true
                condition.wait()
                watchIsIdle = false
            }
        }
    }

    /// Starts one more thread. Called with the lock held.
    private func startWorker() {
        let worker = nextWorker
        nextWorker += 1
        let thread = Thread { [self] in work(as: worker) }
        thread.stackSize = Self.stackSize
        thread.start()
    }

    private func work(as worker: Int) {
        var state = makeState()
        condition.lock()
        defer { condition.unlock() }
        while nextIndex < count, !givenUp.contains(worker) {
            let index = nextIndex
            nextIndex += 1
            running[worker] = (index, .now)
            if watchIsIdle { condition.broadcast() }
            condition.unlock()
            let result = job(index, &state)
            condition.lock()
            // Given up while it ran: the watch has filled its slot and started another thread.
            guard !givenUp.contains(worker) else { return }
            running[worker] = nil
            commit(index, result)
            finished += 1
            if finished == count { condition.broadcast() }
        }
    }
}

/// A value handed from one thread to a waiting one.
private final class ResultBox<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    func set(_ newValue: Value) {
        condition.lock()
        value = newValue
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value { return value }
            condition.wait()
        }
    }
}
#endif
