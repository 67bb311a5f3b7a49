import GitHubBrowserComposition
import Testing

@Suite("StartupReport")
struct StartupReportTests {
    @Test("prints the times to the first screen and to the catalog ready in milliseconds, and the peak memory in MB when known")
    func description() {
        let report = StartupReport(firstFrame: .microseconds(21_449), catalogReady: .microseconds(310_050), peakResidentKilobytes: 37_000, screen: "")
        #expect(report.firstFrameMilliseconds == 21.449)
        #expect(report.catalogReadyMilliseconds == 310.05)
        #expect(report.description == "first screen drawn 21.4 ms after main\ncatalog ready 310.1 ms after main\npeak memory (VmHWM) 36 MB")
        let withoutMemory = StartupReport(firstFrame: .seconds(1), catalogReady: .seconds(1), peakResidentKilobytes: nil, screen: "")
        #expect(withoutMemory.description == "first screen drawn 1000.0 ms after main\ncatalog ready 1000.0 ms after main")
    }
}
