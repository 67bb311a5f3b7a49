import Observation

/// MVVM (chapter 7 of 「iOSアプリ設計パターン入門」): the user search's view model, which turns the
/// view's input into state to show and into the navigation the view performs.
///
/// The book's `SearchUserViewModel` takes the search bar's text, its search button and the table's
/// selection as input streams and exposes `reloadData` and `transitionToUserDetail` as output
/// streams; here the inputs are methods and the outputs are:
/// - **state**, bound through Observation: ``phase``, and what follows from it — ``status``,
///   ``rows``, ``isLoading`` and ``error``;
/// - **navigation**, an event stream: ``transitionToUserDetail`` yields the login of the user the
///   view should open, once per row chosen, and never for anything else.
///
/// The view model holds no view and no screen: the view controller binds to both outputs and
/// pushes the user's repositories itself, as the book's does. A new search cancels the one in
/// flight and a stale answer is dropped, as in the MVP forms (it reads the same ``UserDirectory``).
@MainActor
@Observable
public final class UserSearchViewModel {
    /// Where the search is; every other state output follows from it.
    public private(set) var phase = UserSearchPhase.idle
    /// The search field's text, as the view last reported it.
    public private(set) var query = ""
    /// The logins of the users to open, one per row chosen; the view reads it once, for as long as
    /// the view model lives (it finishes when the view model goes away).
    @ObservationIgnored public let transitionToUserDetail: AsyncStream<String>
    @ObservationIgnored private let transitions: AsyncStream<String>.Continuation?
    @ObservationIgnored private let directory: any UserDirectory
    @ObservationIgnored private let request = LatestRequest()

    /// Creates the view model searching `directory`, with nothing searched yet.
    public init(directory: any UserDirectory) {
        self.directory = directory
        // `AsyncStream.makeStream` needs iOS 17's standard library interface, which the oldest SDK
        // the project checks against lacks; the build closure runs at once, so this is the same.
        var made: AsyncStream<String>.Continuation?
        transitionToUserDetail = AsyncStream(String.self, bufferingPolicy: .unbounded) { made = $0 }
        transitions = made
    }

    isolated deinit {
        transitions?.finish()
    }

    // MARK: - Outputs (state)

    /// The status line of the current phase (``UserSearchTexts``), for the view to word.
    public var status: UserSearchStatus { UserSearchTexts.status(phase) }
    /// The rows to show: one per user found, none otherwise.
    public var rows: [UserRow] { phase.users.map(UserRow.init) }
    /// Whether a search is running.
    public var isLoading: Bool {
        if case .searching = phase { return true }
        return false
    }
    /// Why the last search failed, if it did.
    public var error: UserDirectoryError? {
        if case let .failed(_, error) = phase { return error }
        return nil
    }

    // MARK: - Inputs

    /// The search field's text changed: remember it for the next search (nothing is asked yet).
    public func queryChanged(_ text: String) {
        query = text
    }

    /// The user pressed the search button (Return, Enter): search for the field's text, trimmed.
    /// An empty text cancels the search in flight and goes back to the prompt.
    public func searchButtonClicked() {
        request.searchUsers(query, in: directory) { [weak self] phase in self?.phase = phase }
    }

    /// The user chose row `index`: emit that user's login on ``transitionToUserDetail`` (a stale
    /// index emits nothing).
    public func itemSelected(at index: Int) {
        let users = phase.users
        guard users.indices.contains(index) else { return }
        transitions?.yield(users[index].login)
    }
}
