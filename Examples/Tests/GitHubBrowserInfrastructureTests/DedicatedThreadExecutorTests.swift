import Foundation
@testable import GitHubBrowserFakeGitHub
import Testing

@Suite("Fake GitHub's executor")
struct DedicatedThreadExecutorTests {
    @Test("tasks that prefer it, and their child tasks, run on its own thread, not on the shared pool")
    func runsOnItsOwnThread() async {
        let executor = DedicatedThreadExecutor.shared
        let threads = await Task(executorPreference: executor) { () async -> [pthread_t] in
            var threads = [pthread_self()]
            try? await Task.sleep(for: .milliseconds(10))
            threads.append(pthread_self())
            await withTaskGroup(of: pthread_t.self) { group in
                group.addTask { pthread_self() }
                for await thread in group { threads.append(thread) }
            }
            return threads
        }.value
        let own = executor.runningThread
        #expect(threads.count == 3)
        #expect(threads.allSatisfy { pthread_equal($0, own) != 0 })
        let elsewhere = await Task.detached { pthread_self() }.value
        #expect(pthread_equal(elsewhere, own) == 0, "a task without the preference runs on the shared pool")
    }
}
