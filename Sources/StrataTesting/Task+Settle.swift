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

    /// Yields until `condition` holds, for work that finishes on another thread before it reaches
    /// the main actor — an `AsyncStream` element, for one, travels to a main-actor reader through
    /// the global executor, which a fixed number of yields may not leave time to run.
    ///
    /// It never waits on a clock: it yields at most `maximumYields` times, then returns, and the
    /// test's own expectation reports what is missing.
    ///
    /// - Returns: Whether `condition` holds.
    @MainActor
    @discardableResult
    public static func settle(until condition: @MainActor () -> Bool, maximumYields: Int = 1_000_000) async -> Bool {
        var yields = 0
        while !condition() {
            guard yields < maximumYields else { return false }
            await Task<Never, Never>.yield()
            yields += 1
        }
        return true
    }
}
