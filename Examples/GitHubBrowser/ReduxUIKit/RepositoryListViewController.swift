#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataRedux
import StrataUIKit

/// The Redux app's repository list on UIKit — the Public tab, or "Your repositories" — over its part
/// of the one state: it subscribes to that part, draws it with the shared
/// `PublicRepositoriesRootView` through the `PublicRepositoriesRenderer` the articles' presenter
/// uses, and hands pull to refresh, "Try again", "Why?", the rows coming on screen, a tap and the
/// alerts' answers to the store.
public final class RepositoryListViewController: ViewController<PublicRepositoriesRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let list: RepositoryList
    private let browserTab: BrowserTab
    private let canSignIn: Bool
    private let timeZone: TimeZone
    private let renderer: PublicRepositoriesRenderer
    private lazy var outputs = RepositoryListOutputs(screen: self)

    /// Creates the screen of `list`, shown on `tab`; `canSignIn` offers Sign in when a load is
    /// refused for want of a session.
    public init(list: RepositoryList, tab: BrowserTab, browser: BrowserStore, canSignIn: Bool, timeZone: TimeZone = .current) {
        self.list = list
        browserTab = tab
        self.browser = browser
        self.canSignIn = canSignIn
        self.timeZone = timeZone
        renderer = PublicRepositoriesRenderer(startingAfter: browser.state[keyPath: list.state].failure)
        super.init()
        title = list.texts.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        outputs.showTexts(list.texts)
        outputs.dataSource.didSelectRow { [unowned self] index in
            if let item = outputs.dataSource.item(at: index) { browser.openRepository(item.id, on: browserTab) }
        }
        outputs.dataSource.willDisplayRow { [unowned self] index in
            renderer.highlightedIndex = index
            browser.highlightRow(index, in: list)
        }
        rootView.refreshControl.addAction(UIAction { [unowned self] _ in browser.refresh(list) }, for: .valueChanged)
        rootView.retryButton.addAction(UIAction { [unowned self] _ in browser.refresh(list) }, for: .touchUpInside)
        rootView.noticeButton.addAction(UIAction { [unowned self] _ in showSavedCopyReason() }, for: .touchUpInside)
        outputs.fetchErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: browser.refresh(list)
            case .signIn: browser.presentSignIn()
            case .cancel: break
            }
        }
        outputs.loadMoreErrorAlert.register { [unowned self] action in
            if action == .retry { browser.loadMore(list) }
        }
        let timeZone = timeZone
        browser.store.subscribe(select: { [list] in PublicRepositoriesViewState($0[keyPath: list.state], timeZone: timeZone) }) { [weak self] viewState in
            guard let screen = self else { return }
            if screen.renderer.render(viewState, on: screen.outputs), screen.browser.state[keyPath: screen.list.state].canLoadMore {
                screen.browser.loadMore(screen.list)
            }
        }.store(in: subscriptions)
        browser.store.subscribe(select: { [list] in $0[keyPath: list.state].failure }) { [weak self] failure in
            guard let screen = self else { return }
            screen.renderer.report(failure, on: screen.outputs, canSignIn: screen.canSignIn, timeZone: screen.timeZone)
        }.store(in: subscriptions)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        browser.listWillAppear(list)
    }

    private func showSavedCopyReason() {
        let state = browser.state[keyPath: list.state]
        guard let listing = state.request.value,
              let notice = SavedCopyNotice(listing.freshness, now: state.lastLoadedAt ?? browser.environment.now(), timeZone: timeZone)
        else { return }
        outputs.fetchErrorAlert.show(strategy: AlertStrategy(savedCopy: notice))
    }
}
#endif
