import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataAlert
import StrataCore

/// The words of a paged repository list screen. The Public tab and the signed-in user's
/// repositories share one presenter, store and screen (the same request-state handling); only
/// these texts differ.
public struct RepositoryListTexts: Hashable, Sendable {
    /// The screen's title (the tab's or the navigation bar's).
    public var title: String
    /// The heading over the list.
    public var heading: String
    /// What the full-screen spinner says.
    public var loading: String
    /// What an empty list says.
    public var empty: String
    /// The sentence under ``empty``.
    public var emptyDetail: String

    /// Creates texts.
    public init(title: String, heading: String, loading: String, empty: String, emptyDetail: String) {
        self.title = title
        self.heading = heading
        self.loading = loading
        self.empty = empty
        self.emptyDetail = emptyDetail
    }

    /// The Public tab's texts.
    public static let publicRepositories = RepositoryListTexts(
        title: "Public", heading: "Public repositories", loading: "Loading public repositories…",
        empty: "No public repositories", emptyDetail: "The source has no public repositories to list right now."
    )

    /// The texts of the signed-in user's repositories.
    public static let userRepositories = RepositoryListTexts(
        title: "Your repositories", heading: "Your repositories", loading: "Loading your repositories…",
        empty: "No repositories yet", emptyDetail: "Repositories you own or work on will be listed here."
    )
}
