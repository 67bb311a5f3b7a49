#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFlux
import PatternsUIKit
import StrataAlert
import StrataCore
import StrataUIKit

/// Flux's detail screen on UIKit: it observes the favourites store for its mark and asks the
/// action creator to toggle it when the favourite button is tapped.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let repository: Repository
    private let stores: GalleryStores
    private let actions: GalleryActionCreator
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen of `repository`.
    public init(repository: Repository, stores: GalleryStores, actions: GalleryActionCreator) {
        self.repository = repository
        self.stores = stores
        self.actions = actions
        super.init()
        title = repository.fullName
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in actions.toggleFavourite(repository) }, for: .touchUpInside)
        saveErrorAlert.register { [unowned self] action in
            if action == .retry { actions.retrySave() }
        }
        rootView.show(RepositoryDetailContent(repository: repository))
        ContinuousObservation.observe(self) { screen in screen.render() }
    }

    // MARK: - Outputs

    private func render() {
        rootView.setFavourite(stores.favourites.state.identifiers.contains(repository.id))
        let pendingSaveFailure = stores.alerts.state.pendingSaveFailure
        if isVisible, let failure = pendingSaveFailure {
            actions.alertShown(.saveAlertShown)
            saveErrorAlert.show(strategy: AlertStrategy(saveFailure: failure))
        }
    }
}
#endif
