/// MVP (supervising controller): the user search's presenter, which handles the input and the
/// complex logic only.
///
/// Enter searches: it runs the request (a new search cancels the one in flight, a stale answer is
/// dropped) and records each step in the ``UserSearchModel`` — it never tells the view what to
/// show, since the view observes the model. Choosing a row opens that user's repositories through
/// its router (``SearchUserRouting``): with navigation in the router, the view needs to be told
/// nothing at all.
@MainActor
public final class SupervisingUserSearchPresenter: SupervisingUserSearchPresenterInputs {
    private let router: any SearchUserRouting
    private let model: UserSearchModel
    private let directory: any UserDirectory
    private let request = LatestRequest()

    /// Creates the presenter that changes `model` with what it finds in `directory` and opens a
    /// user's repositories through `router` (which it owns).
    public init(router: any SearchUserRouting, model: UserSearchModel, directory: any UserDirectory) {
        self.router = router
        self.model = model
        self.directory = directory
    }

    /// The user pressed Enter in the search field: search for `text` (trimmed); an empty text
    /// cancels the search in flight and goes back to the prompt.
    public func didSubmitQuery(_ text: String) {
        request.searchUsers(text, in: directory) { [weak self] phase in self?.model.phase = phase }
    }

    /// The user chose row `index`: open that user's repositories (a stale index does nothing).
    public func didSelectUser(at index: Int) {
        let users = model.phase.users
        guard users.indices.contains(index) else { return }
        router.transitionToUserDetail(userName: users[index].login)
    }
}
