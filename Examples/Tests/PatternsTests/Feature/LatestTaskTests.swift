import PatternsFeature
import StrataTesting
import Testing

@MainActor
@Suite("LatestTask: a new piece of work cancels the one in flight")
struct LatestTaskTests {
    /// A sleep that returns at once: the delays of a burst all end before any work runs.
    static let noWait: @Sendable (Duration) async throws -> Void = { _ in }
    /// A sleep that ends only when its task is cancelled.
    static let forever: @Sendable (Duration) async throws -> Void = { _ in
        let (stream, _) = AsyncStream<Void>.makeStream()
        for await _ in stream {}
        try Task.checkCancellation()
    }

    @Test("of a burst of replacements, only the last runs")
    func burst() async {
        let latest = LatestTask(sleep: Self.noWait)
        var ran: [Int] = []
        for index in 0..<5 {
            latest.replace(after: .milliseconds(20)) { ran.append(index) }
        }
        while latest.isRunning { await Task.settle() }
        #expect(ran == [4])
    }

    @Test("work replaced while it waits for an answer sees the cancellation")
    func inFlight() async {
        let latest = LatestTask(sleep: Self.noWait)
        let gate = AsyncStream<Void>.makeStream()
        var sawCancellation: Bool?
        latest.replace {
            for await _ in gate.stream { break }
            sawCancellation = Task.isCancelled
        }
        await Task.settle()
        latest.replace {}
        gate.continuation.yield()
        gate.continuation.finish()
        while sawCancellation == nil { await Task.settle() }
        #expect(sawCancellation == true)
    }

    @Test("cancel stops work that is still waiting out its delay")
    func cancel() async {
        let latest = LatestTask(sleep: Self.forever)
        var ran = false
        latest.replace(after: .seconds(1)) { ran = true }
        await Task.settle()
        #expect(latest.isRunning)
        latest.cancel()
        #expect(!latest.isRunning)
        await Task.settle()
        #expect(!ran)
    }
}
