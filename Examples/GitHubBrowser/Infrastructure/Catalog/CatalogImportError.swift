/// Why a file could not be imported into the offline catalog at all — it cannot be read, or it is
/// not the kind of file the import reads — in words a user can act on, naming the file and the
/// first problem ("… is not a GitHub ranking CSV: its first line has no \"repo_name\" column").
///
/// Bad rows in a good file are not errors: they are skipped and listed in
/// ``CatalogImportReport/skipped``.
public struct CatalogImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, naming the file.
    public let message: String

    /// Creates the error with its user-facing `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
