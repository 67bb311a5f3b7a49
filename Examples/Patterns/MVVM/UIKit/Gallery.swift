#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsMVVM
import PatternsUIKit

/// The MVVM variant of the gallery on UIKit: the terminal's `@Observable` view models, one per
/// screen, over one favourites view model that every screen shares; views bound to them one way;
/// and a GalleryCoordinator that opens what the view models ask for (MVVM-C).
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        let favourites = FavouritesViewModel(environment: environment)
        let search = SearchViewModel(environment: environment, favourites: favourites)
        let searchScreen = SearchViewController(viewModel: search)
        let favouritesScreen = FavouritesViewController(viewModel: favourites)
        let coordinator = GalleryCoordinator(search: search, on: searchScreen, favourites: favourites, on: favouritesScreen)
        coordinator.start()
        return GalleryScreens(search: searchScreen, favourites: favouritesScreen, coordinator: coordinator)
    }
}
#endif
