import StrataTerminal

/// Waits until the screen shows what a test expects, drawing after every change — load-tolerant:
/// it gives up only after `seconds`, and then returns `false` so the test fails with the screen.
/// The bound is generous because it is wall-clock time on the main actor, which other suites'
/// long synchronous `@MainActor` property checks can hold for many seconds in a full parallel run
/// (seen once: a first-run search waited more than 20 s). A passing wait returns at once.
@MainActor
func waitUntil(
    _ application: Application,
    on terminal: HeadlessTerminal,
    seconds: Double = 60,
    shows condition: (String) -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while true {
        if application.needsRender { application.renderNow() }
        if condition(terminal.plainText) { return true }
        // Checked after the condition, so a waiter held past its deadline still looks once more.
        if ContinuousClock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
}
