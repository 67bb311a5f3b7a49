#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsMVVM
import StrataCore
import StrataNavigation
import StrataUIKit

/// MVVM-C on UIKit — the book's §4.4.1 (CoordinatorパターンとMVVM-C): the MVVM variant's navigation
/// belongs to a coordinator, not to the views. The view models emit the detail the user chose
/// (`detailToShow`); the coordinator observes them, builds the detail screen and pushes it on the
/// tab it came from. The views bind to their view models and never see navigation.
///
/// Gallery/makeScreens(environment:) starts it; the variant's tab bar keeps it for as long as it
/// shows the variant (`GalleryScreens.coordinator`).
@MainActor
public final class GalleryCoordinator: Coordinator {
    private let search: SearchViewModel
    private let favourites: FavouritesViewModel
    private let searchTab: ViewControllerTransitioner
    private let favouritesTab: ViewControllerTransitioner
    private var observations: [ContinuousObservation] = []

    /// Creates the coordinator of the two tabs: `searchScreen` shows `search`, `favouritesScreen`
    /// shows `favourites` (the screens are held weakly: their tabs own them).
    public init(
        search: SearchViewModel, on searchScreen: UIViewController,
        favourites: FavouritesViewModel, on favouritesScreen: UIViewController
    ) {
        self.search = search
        self.favourites = favourites
        searchTab = ViewControllerTransitioner(from: searchScreen)
        favouritesTab = ViewControllerTransitioner(from: favouritesScreen)
        super.init()
    }

    /// Starts observing what each view model asks to open.
    public override func start() {
        observations = [
            ContinuousObservation.observe(self) { coordinator in
                guard let detail = coordinator.search.detailToShow else { return }
                coordinator.search.didShowDetail()
                coordinator.searchTab.push(DetailViewController(viewModel: detail), animated: true)
            },
            ContinuousObservation.observe(self) { coordinator in
                guard let detail = coordinator.favourites.detailToShow else { return }
                coordinator.favourites.didShowDetail()
                coordinator.favouritesTab.push(DetailViewController(viewModel: detail), animated: true)
            },
        ]
    }
}
#endif
