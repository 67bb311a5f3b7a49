import GitHubBrowserComposition
import Testing

@Suite("StartupMeasurement")
@MainActor
struct StartupMeasurementTests {
    @Test("composes the browser, draws the first screen off-screen, waits for the catalog, and reports the times since the start")
    func measures() async throws {
        let directory = try TemporaryDirectory()
        let started = ContinuousClock.now
        let report = try await StartupMeasurement.measure(directory.settings(), since: started)
        let total = ContinuousClock.now - started
        #expect(report.firstFrame > .zero)
        #expect(report.firstFrame <= report.catalogReady)
        #expect(report.catalogReady <= total)
        #expect(report.screen.contains("Type to search repositories"))
        #expect(report.screen.split(separator: "\n", omittingEmptySubsequences: false).count == StartupMeasurement.screenSize.rows)
        #if os(Linux)
        #expect((report.peakResidentKilobytes ?? 0) > 0)
        #endif
    }

    @Test("a start-up that fails reports why instead of figures")
    func failure() async throws {
        let directory = try TemporaryDirectory()
        try "not a database".write(to: directory.file("browser.sqlite"), atomically: true, encoding: .utf8)
        await #expect(throws: LaunchError.self) {
            _ = try await StartupMeasurement.measure(directory.settings())
        }
    }
}
