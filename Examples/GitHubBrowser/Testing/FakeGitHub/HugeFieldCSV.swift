import Foundation

/// A ranking CSV file of about 250 MB whose first row has a 250 MiB description, followed by one
/// ordinary row: what a careless or hostile file gives `catalog import`, which must skip the first
/// row by its line without holding the field in memory, and import the second (`octo-fixture/kite-2`).
public enum HugeFieldCSV {
    /// Writes the file at `url` (replacing any), under the header line `header`, a megabyte at a time.
    public static func write(to url: URL, header: String) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: Data((header + "\n1,Go,kite,5,1,Go,,octo-fixture,0,,\"").utf8))
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        for _ in 0..<250 { try handle.write(contentsOf: chunk) }
        try handle.write(contentsOf: Data("\"\n2,Go,kite-2,5,1,Go,,octo-fixture,0,,short\n".utf8))
    }
}
