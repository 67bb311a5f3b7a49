import StrataTerminal

/// Start-up measured the way a user sees it: from `main` to the first screen drawn. Behind
/// `github-browser --measure-startup` (no TTY needed) and the in-process start-up benchmark.
///
/// ```swift
/// let started = ContinuousClock.now
/// let report = try await StartupMeasurement.measure(settings, since: started)
/// print(report)   // first screen drawn 21.4 ms after main, catalog ready …
/// ```
@MainActor
public enum StartupMeasurement {
    /// The size of the off-screen terminal the first frame is drawn on: a roomy real terminal.
    public static let screenSize = TerminalSize(columns: 120, rows: 40)

    /// Composes the browser as `settings` ask (opening its databases), draws its first frame on an
    /// off-screen terminal, waits until the catalog can answer (on a first run, the end of the
    /// seed import that runs in the background), and reports both times since `started` and the
    /// process's peak memory.
    /// - Throws: ``LaunchError`` when the browser cannot start.
    public static func measure(
        _ settings: LaunchSettings,
        since started: ContinuousClock.Instant = .now
    ) async throws(LaunchError) -> StartupReport {
        let browser = try await BrowserComposition.compose(settings)
        let terminal = HeadlessTerminal(size: screenSize)
        browser.drawFirstFrame(on: terminal)
        let firstFrame = ContinuousClock.now - started
        try await browser.waitUntilCatalogReady()
        let catalogReady = ContinuousClock.now - started
        return StartupReport(
            firstFrame: firstFrame,
            catalogReady: catalogReady,
            peakResidentKilobytes: ProcessMemory.peakResidentKilobytes(),
            screen: terminal.plainText
        )
    }
}
