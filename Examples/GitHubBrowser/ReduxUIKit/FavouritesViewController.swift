#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataRedux
import StrataUIKit

/// The Redux app's Favourites tab on UIKit: the shared favourites state as rows and a status line;
/// a tap opens a detail on this tab.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private lazy var saveFailureAlert = SaveFailureAlert(
        browser: browser, viewController: self, isVisible: { [unowned self] in viewIfLoaded?.window != nil }
    )
    private lazy var dataSource = FavouritesDataSource(tableView: rootView.tableView)

    /// Creates the screen of `browser`'s favourites.
    public init(browser: BrowserStore) {
        self.browser = browser
        super.init()
        title = BrowserTab.favourites.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = browser.state.favourites.repositories[safe: index] else { return }
            browser.openRepository(repository.id, on: .favourites)
        }
        saveFailureAlert.start()
        browser.store.subscribe(select: \.favourites.repositories) { [weak self] _ in self?.render() }.store(in: subscriptions)
        browser.store.subscribe(select: \.favourites.isLoaded) { [weak self] _ in self?.render() }.store(in: subscriptions)
    }

    private func render() {
        let favourites = browser.state.favourites
        guard favourites.isLoaded else { return rootView.showStatus(FavouritesStatusText.loading) }
        dataSource.update(newItems: favourites.rows)
        rootView.showStatus(FavouritesStatusText.status(count: favourites.repositories.count))
    }
}
#endif
