#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserApplication
import GitHubBrowserVocabulary
import PatternsRedux
import PatternsUIKit
import StrataAlert
import StrataRedux
import StrataUIKit

/// The save-failure alert of a Redux screen on UIKit: it subscribes to the alert state and shows
/// the alert when its screen is the visible one; Retry dispatches the save again.
@MainActor
final class SaveErrorAlert {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let gallery: GalleryStore
    private weak var screen: UIViewController?
    private let alert: AlertClient<SaveFavouriteErrorAction>

    init(gallery: GalleryStore, viewController: some UIViewController & AlertPresenting) {
        self.gallery = gallery
        screen = viewController
        alert = AlertClient(viewController: viewController)
        alert.register { [unowned self] action in
            if action == .retry { self.gallery.retrySave() }
        }
    }

    func start() {
        gallery.store.subscribe(select: \.alerts.saveFailure) { [weak self] failure in self?.show(failure) }.store(in: subscriptions)
    }

    private func show(_ failure: AppError?) {
        guard let failure, screen?.isVisible == true else { return }
        gallery.store.dispatch(.saveAlertShown)
        alert.show(strategy: AlertStrategy(saveFailure: failure))
    }
}
#endif
