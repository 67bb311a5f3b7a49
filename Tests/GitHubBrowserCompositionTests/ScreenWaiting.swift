import StrataTerminal

/// Waits until the screen shows what a test expects, drawing after every change — load-tolerant:
/// it gives up only after `seconds`, and then returns `false` so the test fails with the screen.
@MainActor
func waitUntil(
    _ application: Application,
    on terminal: HeadlessTerminal,
    seconds: Double = 20,
    shows condition: (String) -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if application.needsRender { application.renderNow() }
        if condition(terminal.plainText) { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return false
}
