import StrataTesting
import Testing

@Suite("Task.settle")
@MainActor
struct TaskSettleTests {
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

    @Test("settle(yields:) runs main-actor tasks queued before it")
    func fixedYields() async {
        var ran = false
        Task { @MainActor in ran = true }
        await Task.settle()
        #expect(ran)
    }
}
