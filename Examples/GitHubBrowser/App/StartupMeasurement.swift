import Foundation
import StrataTerminal

/// `--measure-startup`: draws the first screen on an off-screen terminal and prints how long the
/// start-up took and the process's peak memory.
@MainActor
enum StartupMeasurement {
    static func report(root: AnyViewController, started: ContinuousClock.Instant) {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 120, rows: 40))
        let application = Application(terminal: terminal, root: root)
        application.renderNow()
        let elapsed = ContinuousClock.now - started
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        var lines = ["first screen drawn \(String(format: "%.1f", milliseconds)) ms after main"]
        if let peak = peakResidentMemory() { lines.append("peak memory (VmHWM) \(peak / 1024) MB") }
        print(lines.joined(separator: "\n"))
    }

    /// The peak resident set size in kB, from `/proc/self/status` (Linux only).
    private static func peakResidentMemory() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
