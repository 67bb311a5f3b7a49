import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// A repository list of the MVP app (the Public tab, "Your repositories"), written once for every
/// driver: it builds the presenter at once (so that the screen has its title before it is shown),
/// draws what the presenter asks for through `RepositoryListOutputs`, and turns the user's
/// `RepositoryListIntent`s into the presenter's inputs. A view controller of any driver creates it,
/// maps its controls to intents and calls ``start()`` in `viewDidLoad`. Generic over the presenter
/// and the alert's client, as article ⑤'s screens are.
@MainActor
public final class RepositoryListScreen<
    Presenter: RepositoryListPresenterInputs,
    FetchErrorAlert: AlertClientType<FetchRepositoryListErrorAction>
>: RepositoryListScreenType {
    /// What the presenter draws on, and the client of its alert.
    public let outputs: RepositoryListOutputs<FetchErrorAlert>
    private let presenter: Presenter

    /// Creates the screen that draws on `display` and `rows`, and on `host` its title and alerts,
    /// and leaves through `router`.
    public init(
        display: any RepositoryListDisplay, rows: any ItemListDisplay<RepositoryListRow>, host: some ScreenHost,
        router: any RepositoryListRouting, dependencies: RepositoryListDependencies
    ) {
        outputs = RepositoryListOutputs(display: display, rows: rows, host: host)
        presenter = Presenter(output: outputs, router: router, dependencies: dependencies)
    }

    /// Hears the alert's answers.
    public func start() {
        outputs.fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
    }

    /// Hands what the user did to the presenter.
    public func send(_ intent: RepositoryListIntent) {
        switch intent {
        case .openRow(let index):
            switch outputs.choice(at: index) {
            case .open(let id): presenter.didSelectRepository(id)
            case .loadMore: presenter.didRequestMore()
            case .refresh: presenter.didRequestRefresh()
            case .explainSavedCopy: presenter.didRequestSavedCopyReason()
            case nil: break
            }
        case .reachRow(let index): presenter.didHighlightRow(at: index)
        case .refresh: presenter.didRequestRefresh()
        case .explainSavedCopy: presenter.didRequestSavedCopyReason()
        }
    }

    /// The screen is about to appear: the first time, the list loads.
    public func willAppear() { presenter.viewWillAppear() }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { presenter.didBecomeActive() }
}
