/// MVP (passive view): the user search's presenter, which holds all the presentation logic.
///
/// It keeps the phase of the search to itself and, after every change, tells the view exactly what
/// to show: the status line (``UserSearchTexts``) and the rows (``UserRow``). Enter searches; a new
/// search cancels the one in flight, and a stale answer is dropped. Choosing a row opens that
/// user's repositories through its router (``SearchUserRouting``).
///
/// Use it behind a view that conforms to ``PassiveUserSearchView`` and forwards the field's Enter
/// and the list's choice.
@MainActor
public final class PassiveUserSearchPresenter: PassiveUserSearchPresenterInputs {
    private weak var view: (any PassiveUserSearchView)?
    private let router: any SearchUserRouting
    private let directory: any UserDirectory
    private let request = LatestRequest()
    /// Where the search is.
    public private(set) var phase = UserSearchPhase.idle

    /// Creates the presenter of `view`, searching `directory` and opening a user's repositories
    /// through `router` (which it owns).
    public init(view: any PassiveUserSearchView, router: any SearchUserRouting, directory: any UserDirectory) {
        self.view = view
        self.router = router
        self.directory = directory
    }

    /// The screen loaded: show the prompt and an empty list.
    public func viewDidLoad() {
        show(.idle)
    }

    /// The user pressed Enter in the search field: search for `text` (trimmed); an empty text
    /// cancels the search in flight and shows the prompt again.
    public func didSubmitQuery(_ text: String) {
        request.searchUsers(text, in: directory) { [weak self] phase in self?.show(phase) }
    }

    /// The user chose row `index`: open that user's repositories (a stale index does nothing).
    public func didSelectUser(at index: Int) {
        let users = phase.users
        guard users.indices.contains(index) else { return }
        router.transitionToUserDetail(userName: users[index].login)
    }

    private func show(_ phase: UserSearchPhase) {
        self.phase = phase
        view?.showStatus(UserSearchTexts.status(phase))
        view?.showUsers(phase.users.map(UserRow.init))
    }
}
