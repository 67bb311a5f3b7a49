import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataTerminal

/// The favourite-save alert of a Flux screen. The failure is in the favourites' store, which every
/// screen shares; the screen that is visible when it fires shows it, with Retry toggling the same
/// favourite again.
@MainActor
final class SaveFailureAlert {
    private let favourites: FavouritesContainer
    private weak var screen: BaseViewController?
    private let alert: AlertClient<SaveFavouriteErrorAction>
    private var failures: OneShotReceiver<FavouriteSaveFailure>
    private var failed: FavouriteSaveFailure?
    private var observer: RegistryKey?

    init(favourites: FavouritesContainer, viewController: BaseViewController) {
        self.favourites = favourites
        screen = viewController
        alert = AlertClient(viewController: viewController)
        failures = OneShotReceiver(startingAfter: favourites.store.state.saveFailure)
    }

    isolated deinit {
        if let observer { favourites.store.removeObserver(observer) }
    }

    func start() {
        alert.register { [unowned self] action in
            let failed = self.failed
            self.failed = nil
            if action == .retry, let failed { favourites.actionCreator.toggle(failed.repository) }
        }
        observer = favourites.store.addObserver { [unowned self] state in
            guard let failure = failures.take(state.saveFailure), screen?.isVisible == true else { return }
            failed = failure
            alert.show(strategy: AlertStrategy(saveFailure: failure.error))
        }
    }
}
