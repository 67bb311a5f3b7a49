#if StrataTools
/// Why a baseline file could not be used.
public enum LintBaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(path: String)
    /// The file is not a baseline that `strata lint --write-baseline` wrote.
    case notABaseline(path: String)
    /// The file was written by a build with another format.
    case unsupportedVersion(path: String, version: Int)

    public var description: String {
        switch self {
        case .unreadable(let path):
            "the baseline \(path) cannot be read (write one with --write-baseline)"
        case .notABaseline(let path):
            "\(path) is not a strata lint baseline (write one with --write-baseline)"
        case .unsupportedVersion(let path, let version):
            "the baseline \(path) has format \(version); this strata reads format \(LintBaseline.formatVersion): write it again with --write-baseline"
        }
    }
}
#endif
