#if StrataTools
/// A package of `packages` in `.strata-lint.yml` whose targets `strata lint` could not read: `swift`
/// is not on `PATH`, the folder has no `Package.swift`, the manifest does not compile, or
/// `swift package dump-package` failed or did not finish in time. `strata lint` prints it and exits
/// with status 2, as for any configuration error.
public struct PackageDescriptionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The package's `Package.swift`, as the configuration names its folder (`Examples/Package.swift`).
    public var manifest: String
    /// What went wrong, and what to do about it.
    public var message: String

    /// Creates an error.
    public init(manifest: String, message: String) {
        self.manifest = manifest
        self.message = message
    }

    /// `Examples/Package.swift: cannot read the package's targets: …`, as a compiler would say it.
    public var description: String {
        "\(PrintableText.escaping(manifest)): cannot read the package's targets: \(PrintableText.escaping(message, keepingLineBreaks: true))"
    }
}
#endif
