/// MVP (passive view) as chapter 6 first builds it, before chapter 12's router: the user search's
/// presenter, which holds all the presentation logic and tells its view to open a user.
///
/// It searches exactly as ``PassiveUserSearchPresenter`` does (Enter searches; a new search cancels
/// the one in flight, and a stale answer is dropped) and tells the view what to show after every
/// change. The one difference is where a chosen user goes: to the view
/// (``SelfNavigatingUserSearchView/transitionToUserDetail(userName:)``), whose view controller builds
/// the next screen and pushes it, where ``PassiveUserSearchPresenter`` tells its router.
///
/// Use it only as the chapter's "before" step, next to chapter 12's "after".
@MainActor
public final class SelfNavigatingUserSearchPresenter {
    private weak var view: (any SelfNavigatingUserSearchView)?
    private let directory: any UserDirectory
    private let request = LatestRequest()
    /// Where the search is.
    public private(set) var phase = UserSearchPhase.idle

    /// Creates the presenter of `view`, searching `directory`.
    public init(view: any SelfNavigatingUserSearchView, directory: any UserDirectory) {
        self.view = view
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

    /// The user chose row `index`: the view opens that user's repositories (a stale index does
    /// nothing).
    public func didSelectUser(at index: Int) {
        let users = phase.users
        guard users.indices.contains(index) else { return }
        view?.transitionToUserDetail(userName: users[index].login)
    }

    private func show(_ phase: UserSearchPhase) {
        self.phase = phase
        view?.showStatus(UserSearchTexts.status(phase))
        view?.showUsers(phase.users.map(UserRow.init))
    }
}
