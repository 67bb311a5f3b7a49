import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataAlert

/// What a screen that lists repositories page by page can show — the Public tab and "Your
/// repositories", in every architecture: the MVP presenter asks its view controller through it, and
/// the Flux and Redux screens draw their state through it (`RepositoryListRenderer`). Each call
/// is one line in the screen, delegating to the root view, the data source or an alert client.
@MainActor
public protocol RepositoryListPresenterOutputs: AnyObject {
    /// Shows the screen's words (title, heading, loading and empty texts); called once, first.
    func showTexts(_ texts: RepositoryListTexts)
    /// Covers the screen with a spinner: nothing to show yet.
    func showFullScreenLoading()
    /// Shows the list with these rows: a notice, the repositories, and the row at the end.
    func showRows(_ rows: [RepositoryListRow])
    /// Shows that the source has no public repositories.
    func showEmptyList()
    /// Shows, instead of the list, that loading failed.
    func showLoadFailure(title: String, message: String)
    /// Shows, instead of the list, that the server failed.
    func showServerError(status: Int, message: String)
    /// Turns the small refresh indicator on or off.
    func setRefreshing(_ isRefreshing: Bool)
    /// Shows the alert about a failed load, or why the list is a saved copy.
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoryListErrorAction>)
}
