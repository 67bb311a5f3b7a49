import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore

/// The favourite-save alert of a Flux screen, on the terminal or on UIKit. The failure is in the
/// favourites' store, which every screen shares; the screen that is visible when it fires shows
/// it, with Retry toggling the same favourite again.
///
/// Generic over the alert client, as article ⑤'s screens are: the app's screens use `AlertClient`,
/// a test an `AlertClientSpy`.
@MainActor
public final class SaveFailureAlert<Alert: AlertClientType<SaveFavouriteErrorAction>> {
    private let favourites: FavouritesContainer
    private let isVisible: @MainActor () -> Bool
    /// The client the alert is shown with, made by the initializer.
    public let alert: Alert
    private var failures: OneShotReceiver<FavouriteSaveFailure>
    private var failed: FavouriteSaveFailure?
    /// The observer of the favourites' store, removed when the alert goes. Kept in a non-generic
    /// object: an isolated deinit in this generic class crashes the optimizer of Swift 6.3
    /// (EarlyPerfInliner, building for iOS in release; `Scripts/ios-link.sh`).
    private let observation = StoreObservation()

    /// Creates the alert of `viewController` (a screen of any driver), shown only while `isVisible`.
    public init(favourites: FavouritesContainer, viewController: some AlertPresenting, isVisible: @escaping @MainActor () -> Bool) {
        self.favourites = favourites
        self.isVisible = isVisible
        alert = Alert(viewController: viewController)
        failures = OneShotReceiver(startingAfter: favourites.store.state.saveFailure)
    }

    /// Answers Retry by toggling the failed favourite again, and starts showing the failures that
    /// fire while `isVisible` says the screen is on screen.
    public func start() {
        alert.register { [unowned self] action in
            let failed = self.failed
            self.failed = nil
            if action == .retry, let failed { favourites.actionCreator.toggle(failed.repository) }
        }
        observation.observe(favourites.store) { [unowned self] in
            guard let failure = failures.take(favourites.store.state.saveFailure), isVisible() else { return }
            failed = failure
            alert.show(strategy: AlertStrategy(saveFailure: failure.error))
        }
    }
}
