import Foundation

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
