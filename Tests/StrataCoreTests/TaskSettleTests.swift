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

    @Test("a negative count yields nothing and returns")
    func negativeCount() async {
        await Task.settle(yields: -3)
    }
}
