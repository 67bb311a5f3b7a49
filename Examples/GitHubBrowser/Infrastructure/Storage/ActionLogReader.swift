import Foundation
import GitHubBrowserDomain

/// Reads an action log back, for `--replay`: only a regular file of a sane size that starts with
/// the action log's header, as UTF-8 text. It never writes to the file.
public enum ActionLogReader {
    /// The largest log read: a run of a few hours of typing is far below it.
    public static let maximumSize = 64 * 1024 * 1024

    /// The text of the log at `url`.
    ///
    /// - Throws: `DataSourceError.storage` with a message that names the file and says what is wrong
    ///   with it: missing, not a regular file, too large, not an action log, not text.
    public static func read(at url: URL) throws(DataSourceError) -> String {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .storage(detail: "The action log \(path) cannot be read: there is no such file.")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .storage(detail: "The action log \(path) is not a regular file; give the log --log-actions wrote.")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumSize else {
            throw .storage(detail: "The action log \(path) is \(size / 1_048_576) MiB, more than the \(maximumSize / 1_048_576) MiB a replay reads.")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .storage(detail: "The action log \(path) cannot be opened for reading.")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw .storage(detail: "The action log \(path) cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumSize else {
            throw .storage(detail: "The action log \(path) grew past the \(maximumSize / 1_048_576) MiB a replay reads.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .storage(detail: "The action log \(path) is not UTF-8 text, so it is not a log --log-actions wrote.")
        }
        guard ([ActionLog.header] + ActionLog.earlierHeaders).contains(where: { text.hasPrefix($0 + "\n") }) else {
            throw .storage(detail: "The action log \(path) does not start like a log --log-actions wrote, so it is not replayed.")
        }
        return text
    }
}
