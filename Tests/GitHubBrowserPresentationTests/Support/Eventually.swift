/// Waits, a few milliseconds at a time and for at most `limit`, until `condition` holds; returns
/// whether it did. For results that arrive through observation streams (favourites), whose
/// delivery the test cannot await directly. It asserts nothing about time: it only bounds a wait.
@MainActor
func eventually(limit: Duration = .seconds(5), _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: limit)
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
