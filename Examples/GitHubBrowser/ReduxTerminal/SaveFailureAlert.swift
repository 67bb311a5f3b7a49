import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataRedux
import StrataTerminal

/// The favourite-save alert of a Redux screen. The failure is one state every screen shares
/// (`FavouritesState/saveFailure`); the screen that is visible when it fires shows it, with Retry
/// toggling the same favourite again.
@MainActor
final class SaveFailureAlert {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private weak var screen: BaseViewController?
    private let alert: AlertClient<SaveFavouriteErrorAction>
    private var failures: OneShotReceiver<FavouriteSaveFailure>
    private var failed: FavouriteSaveFailure?

    init(browser: BrowserStore, viewController: BaseViewController) {
        self.browser = browser
        screen = viewController
        alert = AlertClient(viewController: viewController)
        failures = OneShotReceiver(startingAfter: browser.state.favourites.saveFailure)
    }

    func start() {
        alert.register { [unowned self] action in
            let failed = self.failed
            self.failed = nil
            if action == .retry, let failed { browser.toggleFavourite(failed.repository) }
        }
        browser.store.subscribe(select: \.favourites.saveFailure) { [weak self] event in
            guard let alert = self else { return }
            guard let failure = alert.failures.take(event), alert.screen?.isVisible == true else { return }
            alert.failed = failure
            alert.alert.show(strategy: AlertStrategy(saveFailure: failure.error))
        }.store(in: subscriptions)
    }
}
