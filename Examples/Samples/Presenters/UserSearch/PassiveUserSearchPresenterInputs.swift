/// What the passive user-search screen tells its presenter (article ④'s inputs).
/// ``PassiveUserSearchPresenter`` implements it; the view controller is generic over it and builds
/// it itself, so a test can put a fake presenter behind the real screen.
@MainActor
public protocol PassiveUserSearchPresenterInputs: AnyObject {
    /// Creates the presenter of `view`, searching `directory` and opening a user through `router`.
    init(view: any PassiveUserSearchView, router: any SearchUserRouting, directory: any UserDirectory)
    /// The screen loaded.
    func viewDidLoad()
    /// The user pressed Enter in the search field.
    func didSubmitQuery(_ text: String)
    /// The user chose row `index`.
    func didSelectUser(at index: Int)
}
