import Foundation

/// The memory this process uses, as the kernel counts it.
public enum ProcessMemory {
    /// The peak resident set size in kB (`VmHWM` in `/proc/self/status`), or `nil` where the system
    /// does not tell (not Linux). Use it to check a memory budget from inside the process.
    public static func peakResidentKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
}
