import Foundation
@testable import GitHubBrowserFakeGitHub
import Testing

@Suite("Fake GitHub's executor")
struct DedicatedThreadExecutorTests {
    @Test("tasks that prefer it, and their child tasks, run on its own thread, not on the shared pool")
    func runsOnItsOwnThread() async {
        let names = await Task(executorPreference: DedicatedThreadExecutor.shared) { () async -> [String?] in
            var names = [currentThreadName()]
            try? await Task.sleep(for: .milliseconds(10))
            names.append(currentThreadName())
            await withTaskGroup(of: String?.self) { group in
                group.addTask { currentThreadName() }
                for await name in group { names.append(name) }
            }
            return names
        }.value
        #expect(names == ["fake-github", "fake-github", "fake-github"])
    }
}

/// The name of the thread running the caller (a synchronous function, so async code may ask).
private func currentThreadName() -> String? { Thread.current.name }
