import Foundation
import Synchronization

/// A one-line progress bar on standard error, redrawn in place (`\r`) when the shown percentage
/// changes: `[=========>          ]  47%  1620/3449 repositories`. Draw it only when standard error
/// is a terminal. Safe to call from any thread.
final class ProgressBar: Sendable {
    private let lastShown = Mutex<Int?>(nil)
    private let width = 30

    /// Shows `done` of `total`.
    func show(_ done: Int, of total: Int) {
        let percent = total == 0 ? 100 : min(100, done * 100 / total)
        let changed = lastShown.withLock { last in
            defer { last = percent }
            return last != percent
        }
        guard changed else { return }
        let filled = width * percent / 100
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" + String(repeating: " ", count: width - filled - 1) : "")
        let line = "\r[\(bar)] \(String(repeating: " ", count: 3 - String(percent).count))\(percent)%  \(done)/\(total) repositories"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Ends the bar's line, leaving it on screen.
    func finish() {
        guard lastShown.withLock({ $0 != nil }) else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
