import GitHubBrowserComposition
import Testing

@Suite("ProcessMemory")
struct ProcessMemoryTests {
    #if os(Linux)
    @Test("the peak resident size grows with memory the process touches, and never shrinks")
    func peakResident() throws {
        let before = try #require(ProcessMemory.peakResidentKilobytes())
        #expect(before > 0)
        let megabytes = 64
        var touched = [UInt8](repeating: 0, count: (before + megabytes * 1024) * 1024)
        for index in stride(from: 0, to: touched.count, by: 4096) { touched[index] = 1 }
        let after = try #require(ProcessMemory.peakResidentKilobytes())
        #expect(after >= before + megabytes * 1024)
        #expect(touched.count > 0)
    }
    #else
    @Test("is unknown where /proc is missing")
    func unknown() {
        #expect(ProcessMemory.peakResidentKilobytes() == nil)
    }
    #endif
}
