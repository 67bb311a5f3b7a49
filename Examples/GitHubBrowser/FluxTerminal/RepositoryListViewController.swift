import Foundation
import GitHubBrowserFlux
import GitHubBrowserPresentation
import GitHubBrowserTerminalUI
import StrataAlert
import StrataTerminal

/// The Flux app's repository list — the Public tab, or "Your repositories": it binds the articles'
/// `PublicRepositoriesRootView` to a `RepositoryListViewModel`, drawing through the same
/// `PublicRepositoriesRenderer` the articles' presenter uses, and hands `r`, Ctrl-O, the highlight,
/// a choice and the alerts' answers to the view model or the router.
public final class RepositoryListViewController: ViewController<PublicRepositoriesRootView>, PublicRepositoriesPresenterOutputs {
    private let viewModel: RepositoryListViewModel
    private let builder: FluxScreenBuilder
    private let canSignIn: Bool
    private let timeZone: TimeZone
    private let renderer: PublicRepositoriesRenderer
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(listView: rootView.listView)
    private lazy var fetchErrorAlert = AlertClient<FetchPublicRepositoriesErrorAction>(presenter: self)
    private lazy var loadMoreErrorAlert = AlertClient<RetryOrCancel>(presenter: self)

    /// Creates the screen of `viewModel`; `canSignIn` offers Sign in when a load is refused for want
    /// of a session.
    public init(viewModel: RepositoryListViewModel, builder: FluxScreenBuilder, canSignIn: Bool, timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.builder = builder
        self.canSignIn = canSignIn
        self.timeZone = timeZone
        renderer = PublicRepositoriesRenderer(startingAfter: viewModel.failure)
        super.init()
        showTexts(viewModel.texts)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            if let item = dataSource.item(at: index) { builder.router(from: self).showDetail(of: item.id) }
        }
        dataSource.didHighlightRow { [unowned self] index in
            renderer.highlightedIndex = index
            viewModel.highlight(index)
        }
        fetchErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: viewModel.refresh()
            case .signIn: builder.router(from: self).presentSignIn()
            case .cancel: break
            }
        }
        loadMoreErrorAlert.register { [unowned self] action in
            if action == .retry { viewModel.loadMore() }
        }
        viewModel.observe { [unowned self] in render() }
        render()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.willAppear()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("r"):
            viewModel.refresh()
        case .control("o"):
            guard let notice = viewModel.savedCopyNotice(timeZone: timeZone) else { return true }
            fetchErrorAlert.show(strategy: AlertStrategy(savedCopy: notice))
        default:
            return false
        }
        return true
    }

    private func render() {
        if renderer.render(viewModel.viewState(timeZone: timeZone), on: self), viewModel.canLoadMore {
            viewModel.loadMore()
        }
        renderer.report(viewModel.failure, on: self, canSignIn: canSignIn, timeZone: timeZone)
    }

    // MARK: - Outputs

    public func showTexts(_ texts: RepositoryListTexts) {
        title = texts.title
        rootView.showTexts(texts)
    }

    public func showFullScreenLoading() { rootView.showFullScreenLoading() }

    public func showRepositories(_ items: [PublicRepositoryItem]) {
        dataSource.update(newItems: items)
        rootView.showList()
    }

    public func showEmptyList() { rootView.showEmptyState() }

    public func showLoadFailure(title: String, message: String) { rootView.showLoadFailure(title: title, message: message) }

    public func showServerError(status: Int, message: String) { rootView.showServerError(status: status, message: message) }

    public func setRefreshing(_ isRefreshing: Bool) { rootView.setRefreshing(isRefreshing) }

    public func setListFooter(_ footer: PublicRepositoriesFooter) { rootView.setFooter(footer) }

    public func setReloadNotice(_ notice: String?) { rootView.setNotice(notice) }

    public func showFetchError(_ strategy: AlertStrategy<FetchPublicRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }

    public func showLoadMoreError(_ strategy: AlertStrategy<RetryOrCancel>) { loadMoreErrorAlert.show(strategy: strategy) }
}
