extension Task where Success == Never, Failure == Never {
    /// Lets work already queued on the current actor run before a test checks its results.
    ///
    /// Strata schedules some follow-up work with unstructured `Task`s on the main actor (a
    /// continuous observation's callback, a coalesced render). A test that triggers such work can
    /// `await Task.settle()` to let it run before asserting. It yields a fixed number of times, so it
    /// never waits on a clock; work that waits on a clock needs an explicit expectation instead.
    ///
    /// - Parameter yields: How many times to yield. The default suits a few chained tasks.
    public static func settle(yields: Int = 25) async {
        for _ in 0..<max(0, yields) {
            await Task<Never, Never>.yield()
        }
    }
}
