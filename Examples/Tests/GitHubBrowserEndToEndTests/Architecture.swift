/// The ways `github-browser` can be built (`--architecture`): every acceptance journey runs against
/// each, with the same expectations, so a behaviour difference is a failure, not a variant.
enum Architecture: String, CaseIterable, Sendable {
    case mvp
    case flux
    case redux

    /// The command-line options that choose it.
    var options: [String] { ["--architecture", rawValue] }
}
