import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataAlert
import StrataRedux

// The contract of the Public tab (and of the signed-in user's repositories), read first: what its
// view controller tells the presenter (inputs), what the presenter asks it to show (outputs), where
// it can go (`PublicRepositoriesRouting`, its output to the router), and what it is built with
// (`PublicRepositoriesDependencies`, holding its use cases: the Application layer's input ports).
// Then read `PublicRepositoriesPresenter`.

/// What the Public tab's view controller tells its presenter: lifecycle and user input.
///
/// The view controller is generic over it and builds its presenter with ``init(output:router:dependencies:)``,
/// passing itself as output and a router from itself — constructor injection both ways.
@MainActor
public protocol PublicRepositoriesPresenterInputs: AnyObject {
    /// Creates the presenter; it shows its initial state on `output` right away and leaves the
    /// screen through `router`.
    init(
        output: any PublicRepositoriesPresenterOutputs,
        router: any PublicRepositoriesRouting,
        dependencies: PublicRepositoriesDependencies
    )

    /// The tab comes on screen: first load, or a reload if the list is old or failed.
    func viewWillAppear()
    /// The user asked for a refresh.
    func didRequestRefresh()
    /// The highlighted row changed to `index`; reaching the last row loads more.
    func didHighlightRow(at index: Int)
    /// The user opened a repository.
    func didSelectRepository(_ id: RepositoryID)
    /// The user asked why the list is a saved copy (offered while it is one).
    func didRequestSavedCopyReason()
    /// The user answered the alert about a failed load.
    func didChooseFetchErrorAction(_ action: FetchPublicRepositoriesErrorAction)
    /// The user answered the alert about a failed "load more".
    func didChooseLoadMoreErrorAction(_ action: RetryOrCancel)
}

/// What the Public tab's presenter asks its view controller to show. Each call is one line in the
/// view controller, delegating to the root view, the data source or an alert client.
@MainActor
public protocol PublicRepositoriesPresenterOutputs: AnyObject {
    /// Shows the screen's words (title, heading, loading and empty texts); called once, first.
    func showTexts(_ texts: RepositoryListTexts)
    /// Covers the screen with a spinner: nothing to show yet.
    func showFullScreenLoading()
    /// Shows the list with these rows.
    func showRepositories(_ items: [PublicRepositoryItem])
    /// Shows that the source has no public repositories.
    func showEmptyList()
    /// Shows, instead of the list, that loading failed.
    func showLoadFailure(title: String, message: String)
    /// Shows, instead of the list, that the server failed.
    func showServerError(status: Int, message: String)
    /// Turns the small refresh indicator on or off.
    func setRefreshing(_ isRefreshing: Bool)
    /// Sets the line under the list.
    func setListFooter(_ footer: PublicRepositoriesFooter)
    /// Shows (or hides, with `nil`) why the list shown may be out of date.
    func setReloadNotice(_ notice: String?)
    /// Shows the alert about a failed load.
    func showFetchError(_ strategy: AlertStrategy<FetchPublicRepositoriesErrorAction>)
    /// Shows the alert about a failed "load more".
    func showLoadMoreError(_ strategy: AlertStrategy<RetryOrCancel>)
}

/// Where the Public tab can go: a repository's detail, or the sign-in screen over the tab.
/// ``PublicRepositoriesPresenter`` talks to it; ``BrowserRouter`` implements it.
///
/// Routing is the screen's output to the app (where to go next), not its work: the work comes from
/// the use cases in ``PublicRepositoriesDependencies``.
@MainActor
public protocol PublicRepositoriesRouting: AnyObject {
    /// Shows the detail screen of `id` on top of the list.
    func showDetail(of id: RepositoryID)
    /// Whether ``presentSignIn()`` can show anything (the app offers a sign-in screen).
    var canPresentSignIn: Bool { get }
    /// Presents the sign-in screen over the tab; it closes itself once signed in.
    func presentSignIn()
}

/// What the Public tab's presenter is built with: its use case (the Application layer's input port
/// that pages through a list), the clock, when to reload by itself, and its store's middleware.
public struct PublicRepositoriesDependencies {
    /// Fetches pages: the public repositories, or the signed-in user's.
    public var listRepositories: any ListRepositoriesUseCase
    /// The current time (injected so that tests can move it).
    public var now: @Sendable () -> Date
    /// How old, in seconds, the list may get before coming back to the tab reloads it.
    public var reloadInterval: TimeInterval
    /// The time zone of times in messages.
    public var timeZone: TimeZone
    /// Middleware for the tab's store (an action logger, say).
    public var middleware: [Middleware<PublicRepositoriesState, PublicRepositoriesAction>]
    /// Sign-outs, after which the tab starts afresh; `nil` when nothing reports them.
    public var sessionChanges: SessionChanges?
    /// The screen's words: the Public tab's, or the signed-in user's repositories'.
    public var texts: RepositoryListTexts

    /// The default reload interval: five minutes.
    public static var defaultReloadInterval: TimeInterval { 5 * 60 }

    /// Creates the dependencies.
    public init(
        listRepositories: any ListRepositoriesUseCase,
        now: @escaping @Sendable () -> Date,
        reloadInterval: TimeInterval = defaultReloadInterval,
        timeZone: TimeZone = .current,
        middleware: [Middleware<PublicRepositoriesState, PublicRepositoriesAction>] = [],
        sessionChanges: SessionChanges? = nil,
        texts: RepositoryListTexts = .publicRepositories
    ) {
        self.listRepositories = listRepositories
        self.now = now
        self.reloadInterval = reloadInterval
        self.timeZone = timeZone
        self.middleware = middleware
        self.sessionChanges = sessionChanges
        self.texts = texts
    }
}

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
