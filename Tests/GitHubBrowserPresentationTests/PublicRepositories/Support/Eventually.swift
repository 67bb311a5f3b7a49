/// Waits (polling, up to two seconds) until `condition` holds, for work that runs off the main
/// actor (real use cases). Returns whether it held; the caller expects it.
@MainActor
func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(2))
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
