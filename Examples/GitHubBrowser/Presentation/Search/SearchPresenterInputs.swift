/// What the search screen tells its presenter. The presenter implements it; the view controller
/// is generic over it and builds it in its own `init` (constructor injection through the generic
/// parameter), so tests can put a fake presenter behind a real screen and vice versa.
@MainActor
public protocol SearchPresenterInputs: AnyObject {
    /// Creates the presenter for `output`, leaving the screen through `router`.
    init(output: any SearchPresenterOutputs, router: any SearchRouting, dependencies: SearchDependencies)

    /// The screen is loaded: start observing favourites and show the initial state.
    func viewDidLoad()
    /// The search text changed (every keystroke): search after a short pause.
    func didChangeQuery(_ text: String)
    /// The user pressed Enter in the search field: search now.
    func didSubmitQuery(_ text: String)
    /// Runs a search for `text` as if typed and submitted (deep links).
    func search(for text: String)
    /// The highlighted row changed; reaching the last row loads more.
    func didHighlightRow(at index: Int)
    /// The user opened the row at `index`.
    func didSelectRow(at index: Int)
    /// The user asked to toggle the favourite mark of the row at `index`.
    func didRequestToggleFavourite(at index: Int)
    /// The user asked to run the current search again.
    func didRequestRefresh()
    /// The user asked why the results are a saved copy (shown when the live source failed).
    func didRequestSavedCopyReason()
    /// The user answered the fetch-error alert (or the saved-results alert).
    func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction)
}
