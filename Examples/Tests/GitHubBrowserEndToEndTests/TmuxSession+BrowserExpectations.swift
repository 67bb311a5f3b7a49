import StrataTesting
import Testing

/// The two checks every end-to-end session of the browser makes: that it drew its first screen,
/// and that Ctrl-C ends it cleanly. Failures are reported at the caller's line, with the screen.
extension TmuxSession {
    /// Expects the browser's first screen: its status line ends with "^C quit".
    func expectFirstScreen(
        _ description: String = "the app drew its first screen",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        #expect(await waitFor("^C quit") != nil, "\(description):\n\(pane())", sourceLocation: sourceLocation)
    }

    /// Sends Ctrl-C and expects a clean exit. The session's command must echo `exited with $?`
    /// after the browser, as `BrowserCommandLine` does.
    func expectCleanQuit(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try send("C-c")
        #expect(await waitFor("exited with 0") != nil, "Ctrl-C quit cleanly:\n\(pane())", sourceLocation: sourceLocation)
    }
}
