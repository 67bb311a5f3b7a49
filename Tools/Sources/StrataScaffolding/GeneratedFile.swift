/// One file `strata new screen` writes: where (relative to the target folder) and what.
public struct GeneratedFile: Sendable, Hashable {
    /// The path relative to the folder given with `--path`.
    public var path: String
    /// The file's contents.
    public var contents: String
    /// Whether a file already at ``path`` is kept as it is, `force` or not, instead of being
    /// refused (or replaced): a file every screen shares, such as the driver struct the
    /// screen-object shape's view controllers extend (`Sources/TerminalUI/TerminalDriver.swift`),
    /// which the first screen writes and every later one leaves alone.
    public var keepsExisting: Bool

    /// Creates a file.
    public init(path: String, contents: String, keepsExisting: Bool = false) {
        self.path = path
        self.contents = contents
        self.keepsExisting = keepsExisting
    }
}
