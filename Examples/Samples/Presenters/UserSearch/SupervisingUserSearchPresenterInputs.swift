/// What the supervising user-search screen tells its presenter (article ④'s inputs).
/// ``SupervisingUserSearchPresenter`` implements it; the view controller is generic over it and
/// builds it itself.
@MainActor
public protocol SupervisingUserSearchPresenterInputs: AnyObject {
    /// Creates the presenter that changes `model` with what it finds in `directory` and opens a
    /// user through `router`.
    init(router: any SearchUserRouting, model: UserSearchModel, directory: any UserDirectory)
    /// The user pressed Enter in the search field.
    func didSubmitQuery(_ text: String)
    /// The user chose row `index`.
    func didSelectUser(at index: Int)
}
