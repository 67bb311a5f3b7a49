import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The Flux app's repository list — the Public tab, or "Your repositories": it binds the articles'
/// `PublicRepositoriesRootView` to a `RepositoryListViewModel`, drawing through the same
/// `PublicRepositoriesRenderer` the articles' presenter uses, and hands `r`, Ctrl-O, the highlight,
/// a choice and the alerts' answers to the view model or the router.
public final class RepositoryListViewController: ViewController<PublicRepositoriesRootView>, ReloadsWhenActive {
    private let viewModel: RepositoryListViewModel
    private let builder: FluxScreenBuilder
    private let canSignIn: Bool
    private let timeZone: TimeZone
    private let renderer: PublicRepositoriesRenderer
    private lazy var outputs = RepositoryListOutputs(screen: self)

    /// Creates the screen of `viewModel`; `canSignIn` offers Sign in when a load is refused for want
    /// of a session.
    public init(viewModel: RepositoryListViewModel, builder: FluxScreenBuilder, canSignIn: Bool, timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.builder = builder
        self.canSignIn = canSignIn
        self.timeZone = timeZone
        renderer = PublicRepositoriesRenderer(startingAfter: viewModel.failure)
        super.init()
        title = viewModel.texts.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        outputs.showTexts(viewModel.texts)
        outputs.dataSource.didSelectRow { [unowned self] index in
            if let item = outputs.dataSource.item(at: index) { builder.router(from: self).showDetail(of: item.id) }
        }
        outputs.dataSource.didHighlightRow { [unowned self] index in
            renderer.highlightedIndex = index
            viewModel.highlight(index)
        }
        outputs.fetchErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: viewModel.refresh()
            case .signIn: builder.router(from: self).presentSignIn()
            case .cancel: break
            }
        }
        outputs.loadMoreErrorAlert.register { [unowned self] action in
            if action == .retry { viewModel.loadMore() }
        }
        viewModel.observe { [unowned self] in render() }
        render()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.willAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() {
        viewModel.didBecomeActive()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("r"):
            viewModel.refresh()
        case .control("o"):
            guard let notice = viewModel.savedCopyNotice(timeZone: timeZone) else { return true }
            outputs.fetchErrorAlert.show(strategy: AlertStrategy(savedCopy: notice))
        default:
            return false
        }
        return true
    }

    private func render() {
        if renderer.render(viewModel.viewState(timeZone: timeZone), on: outputs), viewModel.canLoadMore {
            viewModel.loadMore()
        }
        renderer.report(viewModel.failure, on: outputs, canSignIn: canSignIn, timeZone: timeZone)
    }
}
