import PatternsFeature
import PatternsFluxTerminal
import PatternsMVC
import PatternsMVCTerminal
import PatternsMVPTerminal
import PatternsMVPSupervisingControllerTerminal
import PatternsMVVMTerminal
import PatternsReduxTerminal
import PatternsTerminal
import PatternsVIPERTerminal
import StrataTerminal

/// One variant of the gallery, built and ready to run: its root screen, a tab bar with Search and
/// Favourites.
@MainActor
public final class GalleryApp {
    /// The pattern this app is built in.
    public let pattern: Pattern
    /// The screen to run: a tab bar with the Search and Favourites tabs.
    public let rootViewController: BaseViewController
    /// The variant's coordinator, if it has one, kept for as long as the app.
    private let coordinator: AnyObject?

    /// Builds `pattern`'s variant of the feature over `environment`.
    public init(pattern: Pattern, environment: GalleryEnvironment) {
        self.pattern = pattern
        let screens: GalleryScreens
        switch pattern {
        case .mvp:
            screens = PatternsMVPTerminal.Gallery.makeScreens(environment: environment)
        case .mvc:
            screens = PatternsMVCTerminal.Gallery.makeScreens(environment: environment)
        case .mvpSupervisingController:
            screens = PatternsMVPSupervisingControllerTerminal.Gallery.makeScreens(environment: environment)
        case .mvvm:
            screens = PatternsMVVMTerminal.Gallery.makeScreens(environment: environment)
        case .flux:
            screens = PatternsFluxTerminal.Gallery.makeScreens(environment: environment)
        case .redux:
            screens = PatternsReduxTerminal.Gallery.makeScreens(environment: environment)
        case .viper:
            screens = PatternsVIPERTerminal.Gallery.makeScreens(environment: environment)
        }
        rootViewController = screens.tabBarController()
        coordinator = screens.coordinator
    }
}
