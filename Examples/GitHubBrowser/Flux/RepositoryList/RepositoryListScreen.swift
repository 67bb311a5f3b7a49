import Foundation
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// A repository list of the Flux app (the Public tab, "Your repositories"), written once for every
/// driver: it draws the `RepositoryListViewModel` through the same `RepositoryListRenderer` and
/// `RepositoryListOutputs` the MVP app draws with, loads more when the user reaches "Show more",
/// and turns the user's `RepositoryListIntent`s and the alerts' answers into the view model's
/// inputs or the router's moves. A view controller of any driver creates it in `viewDidLoad`, maps
/// its controls to intents and calls ``start()``. Generic over the alert's client, as article ⑤'s
/// screens are.
@MainActor
public final class RepositoryListScreen<FetchErrorAlert: AlertClientType<FetchRepositoryListErrorAction>>: RepositoryListScreenType {
    private let viewModel: RepositoryListViewModel
    private let router: any RepositoryListRouting
    private let canSignIn: Bool
    private let timeZone: TimeZone
    private let defersRowEvents: Bool
    private let renderer: RepositoryListRenderer
    /// What the screen draws on, and the client of its alert.
    public let outputs: RepositoryListOutputs<FetchErrorAlert>

    /// Creates the screen of `viewModel`, drawn on `display` and `rows`, and on `host` its title and
    /// alerts; `canSignIn` offers Sign in when a load is refused for want of a session.
    /// `defersRowEvents` for a driver that shows rows while the list is drawn from a store's change
    /// (UIKit, inside the dispatch, where Flux forbids another): a row that comes on screen, and the
    /// next page it asks for, are handed on once the dispatch is over.
    public init(
        viewModel: RepositoryListViewModel, display: any RepositoryListDisplay, rows: any ItemListDisplay<RepositoryListRow>,
        host: some ScreenHost, router: any RepositoryListRouting,
        canSignIn: Bool, timeZone: TimeZone, defersRowEvents: Bool = false
    ) {
        self.viewModel = viewModel
        self.router = router
        self.canSignIn = canSignIn
        self.timeZone = timeZone
        self.defersRowEvents = defersRowEvents
        renderer = RepositoryListRenderer(startingAfter: viewModel.failure)
        outputs = RepositoryListOutputs(display: display, rows: rows, host: host)
    }

    /// Hears the alerts' answers, draws the screen and keeps drawing it as the list's store changes.
    public func start() {
        outputs.showTexts(viewModel.texts)
        outputs.fetchErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: viewModel.refresh()
            case .signIn: router.presentSignIn()
            case .cancel: break
            }
        }
        viewModel.observe { [weak self] in self?.render() }
        render()
    }

    /// Hands what the user did to the view model, or to the router.
    public func send(_ intent: RepositoryListIntent) {
        switch intent {
        case .openRow(let index):
            switch outputs.choice(at: index) {
            case .open(let id): router.showDetail(of: id)
            case .loadMore: viewModel.loadMore()
            case .refresh: viewModel.refresh()
            case .explainSavedCopy: explainSavedCopy()
            case nil: break
            }
        case .reachRow(let index):
            guard renderer.reachesMore(at: index), viewModel.canLoadMore else { return }
            if defersRowEvents { Task { [weak self] in self?.viewModel.loadMore() } } else { viewModel.loadMore() }
        case .refresh: viewModel.refresh()
        case .explainSavedCopy: explainSavedCopy()
        }
    }

    private func explainSavedCopy() {
        guard let notice = viewModel.savedCopyNotice(timeZone: timeZone) else { return }
        outputs.fetchErrorAlert.show(strategy: AlertStrategy(savedCopy: notice))
    }

    /// The screen is about to appear: the first time, the list loads.
    public func willAppear() { viewModel.willAppear() }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { viewModel.didBecomeActive() }

    private func render() {
        renderer.render(viewModel.viewState(timeZone: timeZone), on: outputs)
        renderer.report(viewModel.failure, on: outputs, canSignIn: canSignIn, timeZone: timeZone)
    }
}
