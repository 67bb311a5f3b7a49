import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

// The contract of the Public tab (and of the signed-in user's repositories), read first: what its
// screen object (`RepositoryListScreen`) tells the presenter (inputs), what the presenter asks it to
// show (outputs, `RepositoryListPresenterOutputs`), where it can go (`RepositoryListRouting`, in
// Features), and what it is built with
// (`RepositoryListDependencies`, holding its use cases: the Application layer's input ports).
// Then read `RepositoryListPresenter`.

/// What the Public tab's screen object tells its presenter: lifecycle and user input.
///
/// The screen object, `RepositoryListScreen`, is generic over it and builds its presenter with
/// ``init(output:router:dependencies:)``, passing its outputs and the router it was given —
/// constructor injection both ways.
@MainActor
public protocol RepositoryListPresenterInputs: AnyObject {
    /// Creates the presenter; it shows its initial state on `output` right away and leaves the
    /// screen through `router`.
    init(
        output: any RepositoryListPresenterOutputs,
        router: any RepositoryListRouting,
        dependencies: RepositoryListDependencies
    )

    /// The tab comes on screen: first load, or a reload if the list is old or failed.
    func viewWillAppear()
    /// The app became active again with this screen on top (back from the background on iOS, `fg`
    /// after a stop in the terminal): a reload if the list is older than the dependencies'
    /// `activeReloadInterval`.
    func didBecomeActive()
    /// The user asked for a refresh.
    func didRequestRefresh()
    /// The highlighted row changed to `index` (or row `index` came on screen); reaching "Show more"
    /// loads the next page.
    func didHighlightRow(at index: Int)
    /// The user chose "show more", or the row of a failed page to try again.
    func didRequestMore()
    /// The user opened a repository.
    func didSelectRepository(_ id: RepositoryID)
    /// The user asked why the list is a saved copy (offered while it is one).
    func didRequestSavedCopyReason()
    /// The user answered the alert about a failed load.
    func didChooseFetchErrorAction(_ action: FetchRepositoryListErrorAction)
}

/// What the Public tab's presenter is built with: its use case (the Application layer's input port
/// that pages through a list), the clock, when to reload by itself, and where to log what it does.
public struct RepositoryListDependencies {
    /// Fetches pages: the public repositories, or the signed-in user's.
    public var listRepositories: any ListRepositoriesUseCase
    /// The current time (injected so that tests can move it).
    public var now: @Sendable () -> Date
    /// How old, in seconds, the list may get before coming back to the tab reloads it.
    public var reloadInterval: TimeInterval
    /// How old, in seconds, the list may get before the app becoming active again reloads it;
    /// `nil` when its source never changes (the offline catalog).
    public var activeReloadInterval: TimeInterval?
    /// The time zone of times in messages.
    public var timeZone: TimeZone
    /// Where to write each step of the list's state machine and what it changed (`--log-actions`);
    /// `nil` logs nothing.
    public var log: (@MainActor @Sendable (String) -> Void)?
    /// Sign-outs, after which the tab starts afresh; `nil` when nothing reports them.
    public var sessionChanges: SessionChanges?
    /// The screen's words: the Public tab's, or the signed-in user's repositories'.
    public var texts: RepositoryListTexts

    /// Where a failure the screen has shown goes next, for what it means to the whole app (a
    /// refused session signs out: the book's §15.3); `nil` when nothing answers failures.
    public var failures: FailureResponder?

    /// Creates the dependencies.
    public init(
        listRepositories: any ListRepositoriesUseCase,
        now: @escaping @Sendable () -> Date,
        reloadInterval: TimeInterval = BrowserDefaults.listReloadInterval,
        activeReloadInterval: TimeInterval? = BrowserDefaults.activeReloadInterval,
        timeZone: TimeZone = .current,
        log: (@MainActor @Sendable (String) -> Void)? = nil,
        sessionChanges: SessionChanges? = nil,
        texts: RepositoryListTexts = .publicRepositories,
        failures: FailureResponder? = nil
    ) {
        self.failures = failures
        self.listRepositories = listRepositories
        self.now = now
        self.reloadInterval = reloadInterval
        self.activeReloadInterval = activeReloadInterval
        self.timeZone = timeZone
        self.log = log
        self.sessionChanges = sessionChanges
        self.texts = texts
    }
}
