#if os(iOS) || os(Linux)
import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// One favourite as Spotlight lists it; choosing it in Spotlight opens the repository's detail
/// (its identifier is `AppRoute.spotlightIdentifier(of:)`, which the app's launch routes resolve).
public struct SpotlightEntry: Equatable, Sendable {
    /// The identifier Spotlight hands back when the user chooses the entry.
    public let identifier: String
    /// `owner/name`.
    public let title: String
    /// The repository's description, if it has one.
    public let summary: String?

    /// The entry of `repository`.
    public init(_ repository: Repository) {
        identifier = AppRoute.spotlightIdentifier(of: repository.id)
        title = repository.fullName
        summary = repository.summary
    }
}
#endif
