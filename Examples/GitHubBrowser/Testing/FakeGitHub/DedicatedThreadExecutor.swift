import Foundation

/// A task executor with one thread of its own, outside Swift's shared cooperative pool.
///
/// The fake server runs its request handlers here. On a 2-core machine the cooperative pool has
/// two threads, and a test suite running in parallel can keep both busy with long synchronous work
/// (property checks) for seconds; a server handler waiting for a pool thread then answers late, and
/// a client test times out although nothing is wrong. A thread of its own keeps the fake prompt.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor all fake servers of a test process share; its thread lives as long as the process.
    static let shared = DedicatedThreadExecutor(name: "fake-github")

    // `jobs` and `thread` are guarded by `condition`; the thread is started once in `init`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var thread: pthread_t?

    /// The thread that runs this executor's jobs (waits until it has started).
    var runningThread: pthread_t {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let thread { return thread }
            condition.wait()
        }
    }

    private init(name: String) {
        let thread = Thread { [unowned self] in
            // Named from inside: on Linux a name set before `start()` does not reach the thread.
            Thread.current.name = name
            self.runJobs()
        }
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.broadcast()
        condition.unlock()
    }

    private func runJobs() {
        condition.lock()
        thread = pthread_self()
        condition.broadcast()
        condition.unlock()
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
