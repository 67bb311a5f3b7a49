/// One file `strata new screen` writes: where (relative to the target folder) and what.
public struct GeneratedFile: Sendable, Hashable {
    /// The path relative to the folder given with `--path`.
    public var path: String
    /// The file's contents.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
