import GitHubBrowserComposition
import Testing

@Suite("StartupReport")
struct StartupReportTests {
    @Test("prints the time to the first screen in milliseconds, and the peak memory in MB when known")
    func description() {
        let report = StartupReport(firstFrame: .microseconds(21_449), peakResidentKilobytes: 37_000, screen: "")
        #expect(report.firstFrameMilliseconds == 21.449)
        #expect(report.description == "first screen drawn 21.4 ms after main\npeak memory (VmHWM) 36 MB")
        let withoutMemory = StartupReport(firstFrame: .seconds(1), peakResidentKilobytes: nil, screen: "")
        #expect(withoutMemory.description == "first screen drawn 1000.0 ms after main")
    }
}
