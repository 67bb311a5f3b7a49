import Foundation

/// What ``StartupMeasurement`` found: how long the first screen took, the process's peak memory,
/// and what the screen showed. Its ``description`` is what `--measure-startup` prints.
public struct StartupReport: Sendable, CustomStringConvertible {
    /// From the start instant to the first frame drawn.
    public let firstFrame: Duration
    /// The process's peak resident set size in kB (`VmHWM`), or `nil` where the system does not
    /// tell (it is read from `/proc/self/status`, so Linux only).
    public let peakResidentKilobytes: Int?
    /// The first frame as plain text.
    public let screen: String

    /// Creates a report.
    public init(firstFrame: Duration, peakResidentKilobytes: Int?, screen: String) {
        self.firstFrame = firstFrame
        self.peakResidentKilobytes = peakResidentKilobytes
        self.screen = screen
    }

    /// ``firstFrame`` in milliseconds.
    public var firstFrameMilliseconds: Double {
        Double(firstFrame.components.seconds) * 1000 + Double(firstFrame.components.attoseconds) / 1e15
    }

    /// `first screen drawn 21.4 ms after main`, then `peak memory (VmHWM) 36 MB` where known.
    public var description: String {
        var lines = ["first screen drawn \(String(format: "%.1f", firstFrameMilliseconds)) ms after main"]
        if let peakResidentKilobytes { lines.append("peak memory (VmHWM) \(peakResidentKilobytes / 1024) MB") }
        return lines.joined(separator: "\n")
    }
}
