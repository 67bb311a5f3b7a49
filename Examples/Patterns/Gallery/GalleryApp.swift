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

    /// Builds `pattern`'s variant of the feature over `environment`.
    public init(pattern: Pattern, environment: GalleryEnvironment) {
        self.pattern = pattern
        switch pattern {
        case .mvp:
            rootViewController = PatternsMVPTerminal.Gallery.makeScreens(environment: environment).tabBarController()
        case .mvc:
            rootViewController = PatternsMVCTerminal.Gallery.makeScreens(environment: environment).tabBarController()
        case .mvpSupervisingController:
            rootViewController = PatternsMVPSupervisingControllerTerminal.Gallery.makeScreens(environment: environment).tabBarController()
        case .mvvm:
            rootViewController = PatternsMVVMTerminal.Gallery.makeScreens(environment: environment).tabBarController()
        case .flux:
            rootViewController = PatternsFluxTerminal.Gallery.makeScreens(environment: environment).tabBarController()
        case .redux:
            rootViewController = PatternsReduxTerminal.Gallery.makeScreens(environment: environment).tabBarController()
        case .viper:
            rootViewController = PatternsVIPERTerminal.Gallery.makeScreens(environment: environment).tabBarController()
        }
    }
}
