import Foundation
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataRedux

/// A repository list of the Redux app (the Public tab, "Your repositories"), written once for every
/// driver: it subscribes to its part of the one state and draws it through the same
/// `RepositoryListRenderer` and `RepositoryListOutputs` the MVP app draws with, and turns the
/// user's `RepositoryListIntent`s and the alerts' answers into the `BrowserStore`'s actions. A view
/// controller of any driver creates it in `viewDidLoad`, maps its controls to intents and calls
/// ``start()``. Generic over the alert's client, as article ⑤'s screens are.
@MainActor
public final class RepositoryListScreen<FetchErrorAlert: AlertClientType<FetchRepositoryListErrorAction>>: RepositoryListScreenType {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let list: RepositoryList
    private let tab: BrowserTab
    private let canSignIn: Bool
    private let timeZone: TimeZone
    private let renderer: RepositoryListRenderer
    /// What the screen draws on, and the client of its alert.
    public let outputs: RepositoryListOutputs<FetchErrorAlert>

    /// Creates the screen of `list`, shown on `tab`, drawn on `display` and `rows`, and on `host`
    /// its title and alerts; `canSignIn` offers Sign in when a load is refused for want of a
    /// session.
    public init(
        list: RepositoryList, tab: BrowserTab, browser: BrowserStore, display: any RepositoryListDisplay,
        rows: any ItemListDisplay<RepositoryListRow>, host: some ScreenHost, canSignIn: Bool, timeZone: TimeZone
    ) {
        self.list = list
        self.tab = tab
        self.browser = browser
        self.canSignIn = canSignIn
        self.timeZone = timeZone
        renderer = RepositoryListRenderer(startingAfter: browser.state[keyPath: list.state].failure)
        outputs = RepositoryListOutputs(display: display, rows: rows, host: host)
    }

    /// Hears the alerts' answers and subscribes to the store, which draws the screen at once.
    public func start() {
        outputs.showTexts(list.texts)
        outputs.fetchErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: browser.refresh(list)
            case .signIn: browser.store.dispatch(.navigation(.presentSignIn))
            case .cancel: break
            }
        }
        let timeZone = timeZone
        browser.store.subscribe(select: { [list] in RepositoryListViewState($0[keyPath: list.state], timeZone: timeZone) }) { [weak self] viewState in
            guard let self else { return }
            renderer.render(viewState, on: outputs)
        }.store(in: subscriptions)
        browser.store.subscribe(select: { [list] in $0[keyPath: list.state].failure }) { [weak self] failure in
            guard let self else { return }
            renderer.report(failure, on: outputs, canSignIn: canSignIn, timeZone: self.timeZone)
        }.store(in: subscriptions)
    }

    /// Hands what the user did to the store.
    public func send(_ intent: RepositoryListIntent) {
        switch intent {
        case .openRow(let index):
            switch outputs.choice(at: index) {
            case .open(let id): browser.openRepository(id, on: tab)
            case .loadMore: browser.loadMore(list)
            case .refresh: browser.refresh(list)
            case .explainSavedCopy: explainSavedCopy()
            case nil: break
            }
        case .reachRow(let index):
            if renderer.reachesMore(at: index), browser.state[keyPath: list.state].canLoadMore { browser.loadMore(list) }
        case .refresh: browser.refresh(list)
        case .explainSavedCopy: explainSavedCopy()
        }
    }

    private func explainSavedCopy() {
        let state = browser.state[keyPath: list.state]
        guard let listing = state.request.value,
              let notice = SavedCopyNotice(listing.freshness, now: state.lastLoadedAt ?? browser.environment.now(), timeZone: timeZone)
        else { return }
        outputs.fetchErrorAlert.show(strategy: AlertStrategy(savedCopy: notice))
    }

    /// The screen is about to appear: the first time, the list loads.
    public func willAppear() { browser.listWillAppear(list) }

    /// The app became active again with this screen on top: the Redux app reloads what is on top
    /// through its store (`BrowserStore.didBecomeActive()`), not through a screen.
    public func didBecomeActive() {}
}
