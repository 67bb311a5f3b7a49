import Foundation
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

/// What ``StartupMeasurement`` found: how long the first screen took, the process's peak memory,
/// and what the screen showed. Its ``description`` is what `--measure-startup` prints.
public struct StartupReport: Sendable, CustomStringConvertible {
    /// From the start instant to the first frame drawn.
    public let firstFrame: Duration
    /// From the start instant to the catalog able to answer searches: on a first run the seed is
    /// imported in the background after the first frame; otherwise about ``firstFrame``.
    public let catalogReady: Duration
    /// The process's peak resident set size in kB (`VmHWM`), or `nil` where the system does not
    /// tell (it is read from `/proc/self/status`, so Linux only).
    public let peakResidentKilobytes: Int?
    /// The first frame as plain text.
    public let screen: String

    /// Creates a report.
    public init(firstFrame: Duration, catalogReady: Duration, peakResidentKilobytes: Int?, screen: String) {
        self.firstFrame = firstFrame
        self.catalogReady = catalogReady
        self.peakResidentKilobytes = peakResidentKilobytes
        self.screen = screen
    }

    /// ``firstFrame`` in milliseconds.
    public var firstFrameMilliseconds: Double { Self.milliseconds(firstFrame) }

    /// ``catalogReady`` in milliseconds.
    public var catalogReadyMilliseconds: Double { Self.milliseconds(catalogReady) }

    /// `first screen drawn 21.4 ms after main`, `catalog ready 22.0 ms after main`, then
    /// `peak memory (VmHWM) 36 MB` where known.
    public var description: String {
        var lines = [
            "first screen drawn \(String(format: "%.1f", firstFrameMilliseconds)) ms after main",
            "catalog ready \(String(format: "%.1f", catalogReadyMilliseconds)) ms after main",
        ]
        if let peakResidentKilobytes { lines.append("peak memory (VmHWM) \(peakResidentKilobytes / 1024) MB") }
        return lines.joined(separator: "\n")
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}

/// The memory this process uses, as the kernel counts it.
public enum ProcessMemory {
    /// The peak resident set size in kB (`VmHWM` in `/proc/self/status`), or `nil` where the system
    /// does not tell (not Linux). Use it to check a memory budget from inside the process.
    public static func peakResidentKilobytes() -> Int? {
        peakResidentKilobytes(statusFile: "/proc/self/status")
    }

    /// The peak resident set size in kB of the running process `processID`, or `nil` where the
    /// system does not tell (not Linux, or no such process). Use it to check the memory budget of
    /// a child process — a binary under an end-to-end test — before it exits.
    public static func peakResidentKilobytes(processID: Int32) -> Int? {
        peakResidentKilobytes(statusFile: "/proc/\(processID)/status")
    }

    private static func peakResidentKilobytes(statusFile: String) -> Int? {
        guard let status = try? String(contentsOfFile: statusFile, encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
