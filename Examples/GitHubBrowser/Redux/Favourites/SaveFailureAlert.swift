import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataRedux

/// The favourite-save alert of a Redux screen, on the terminal or on UIKit. The failure is one
/// state every screen shares (`FavouritesState/saveFailure`); the screen that is visible when it
/// fires shows it, with Retry toggling the same favourite again.
///
/// Generic over the alert client, as article ⑤'s screens are: the app's screens use `AlertClient`,
/// a test an `AlertClientSpy`.
@MainActor
public final class SaveFailureAlert<Alert: AlertClientType<SaveFavouriteErrorAction>> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let isVisible: @MainActor () -> Bool
    /// The client the alert is shown with, made by the initializer.
    public let alert: Alert
    private var failures: OneShotReceiver<FavouriteSaveFailure>
    private var failed: FavouriteSaveFailure?

    /// Creates the alert of `viewController` (a screen of any driver), shown only while `isVisible`.
    public init(browser: BrowserStore, viewController: some AlertPresenting, isVisible: @escaping @MainActor () -> Bool) {
        self.browser = browser
        self.isVisible = isVisible
        alert = Alert(viewController: viewController)
        failures = OneShotReceiver(startingAfter: browser.state.favourites.saveFailure)
    }

    /// Answers Retry by toggling the failed favourite again, and starts showing the failures that
    /// fire while `isVisible` says the screen is on screen.
    public func start() {
        alert.register { [unowned self] action in
            let failed = self.failed
            self.failed = nil
            if action == .retry, let failed { browser.toggleFavourite(failed.repository) }
        }
        browser.store.subscribe(select: \.favourites.saveFailure) { [weak self] event in
            guard let alert = self else { return }
            guard let failure = alert.failures.take(event), alert.isVisible() else { return }
            alert.failed = failure
            alert.alert.show(strategy: AlertStrategy(saveFailure: failure.error))
        }.store(in: subscriptions)
    }
}
