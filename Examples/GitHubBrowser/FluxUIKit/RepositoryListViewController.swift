#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataUIKit

/// The Flux app's repository list on UIKit — the Public tab, or "Your repositories": it binds the
/// shared `PublicRepositoriesRootView` to the same `RepositoryListViewModel` as the terminal's
/// screen, drawing through the `PublicRepositoriesRenderer` the articles' presenter uses, and hands
/// pull to refresh, "Try again", "Why?", the rows coming on screen, a tap and the alerts' answers
/// to the view model or the router.
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
        outputs.dataSource.willDisplayRow { [unowned self] index in
            renderer.highlightedIndex = index
            // UIKit shows rows while the list is drawn from a store's change — inside its dispatch,
            // where Flux forbids another — so the row is handed on once the dispatch is over.
            Task { [weak self] in self?.viewModel.highlight(index) }
        }
        rootView.refreshControl.addAction(UIAction { [unowned self] _ in viewModel.refresh() }, for: .valueChanged)
        rootView.retryButton.addAction(UIAction { [unowned self] _ in viewModel.refresh() }, for: .touchUpInside)
        rootView.noticeButton.addAction(UIAction { [unowned self] _ in showSavedCopyReason() }, for: .touchUpInside)
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

    private func showSavedCopyReason() {
        guard let notice = viewModel.savedCopyNotice(timeZone: timeZone) else { return }
        outputs.fetchErrorAlert.show(strategy: AlertStrategy(savedCopy: notice))
    }

    private func render() {
        if renderer.render(viewModel.viewState(timeZone: timeZone), on: outputs), viewModel.canLoadMore {
            // Drawn inside the store's dispatch: the next page is asked for once it is over.
            Task { [weak self] in self?.viewModel.loadMore() }
        }
        renderer.report(viewModel.failure, on: outputs, canSignIn: canSignIn, timeZone: timeZone)
    }
}
#endif
