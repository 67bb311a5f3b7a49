import Foundation

/// Real apps' code, as the lint benchmark measures it: the Swift files under a folder, and their
/// lines (every line, as `wc -l` counts them), so that lines per second is the corpus's lines over
/// the benchmark's median.
enum RealAppCorpus {
    /// The number of lines of every `.swift` file under `folder`.
    static func lineCount(in folder: URL) -> Int {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return 0 }
        var lines = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let data = try? Data(contentsOf: file) else { continue }
            lines += data.count { $0 == UInt8(ascii: "\n") }
        }
        return lines
    }
}
