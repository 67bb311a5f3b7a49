/// Waits (polling, up to 30 seconds: generous, because a full parallel run can hold the main actor
/// for seconds; a passing wait returns at once) until `condition` holds, for work that runs off the main
/// actor (real use cases). Returns whether it held; the caller expects it.
@MainActor
public func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(30))
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}
