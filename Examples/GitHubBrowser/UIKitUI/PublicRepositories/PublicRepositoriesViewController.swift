#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserPresentation
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Public tab (and the signed-in user's repositories, with other texts) on UIKit: it maps a tap,
/// a row coming on screen, pull to refresh, "Try again" and "Why?" to `RepositoryListIntent`s for
/// the same driver-free `RepositoryListScreen` as the terminal's.
public final class PublicRepositoriesViewController<Presenter: PublicRepositoriesPresenterInputs>:
    ViewController<PublicRepositoriesRootView>, ReloadsWhenActive
{
    private let dependencies: PublicRepositoriesDependencies
    private let builder: BrowserScreenBuilder
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = RepositoryListScreen<Presenter>(
        display: rootView, titled: self, rows: dataSource, alerts: self, router: builder.router(from: self), dependencies: dependencies
    )

    /// Creates the screen and its presenter (its view loads at once), which shows the initial state
    /// at once.
    public init(dependencies: PublicRepositoriesDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        loadViewIfNeeded()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.willDisplayRow { [unowned self] index in screen.send(.reachRow(index)) }
        rootView.refreshControl.addAction(UIAction { [unowned self] _ in screen.send(.refresh) }, for: .valueChanged)
        rootView.retryButton.addAction(UIAction { [unowned self] _ in screen.send(.refresh) }, for: .touchUpInside)
        rootView.noticeButton.addAction(UIAction { [unowned self] _ in screen.send(.explainSavedCopy) }, for: .touchUpInside)
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { screen.didBecomeActive() }
}
#endif
