import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
#if canImport(GitHubBrowserTerminalUI)
import GitHubBrowserPresentation
import GitHubBrowserTerminalUI
#endif
import PatternsFeature
import PatternsFluxTerminal
import PatternsMVC
import PatternsMVCTerminal
import PatternsMVPPassiveViewTerminal
import PatternsMVPSupervisingControllerTerminal
import PatternsMVVMTerminal
import PatternsReduxTerminal
import PatternsTerminal
import PatternsVIPERTerminal
import StrataTerminal

/// One variant of the gallery, built and ready to run: its root screen (a tab bar with Search and
/// Favourites) and whatever must live as long as it.
@MainActor
public final class GalleryApp {
    /// The pattern this app is built in.
    public let pattern: Pattern
    /// The screen to run: a tab bar with the Search and Favourites tabs.
    public let rootViewController: BaseViewController
    // What the variant needs kept alive beyond its screens (the MVP app's coordinator).
    private let owner: AnyObject?

    /// Builds `pattern`'s variant of the feature over `environment`.
    public init(pattern: Pattern, environment: GalleryEnvironment) {
        self.pattern = pattern
        switch pattern {
        #if canImport(GitHubBrowserTerminalUI)
        case .mvp:
            let browser = TerminalBrowser(
                dependencies: BrowserDependencies(environment: BrowserEnvironment(useCases: environment.useCases, debounce: environment.debounce)),
                tabs: [.search, .favourites]
            )
            rootViewController = browser.rootViewController
            owner = browser
        #endif
        case .mvc:
            rootViewController = PatternsMVCTerminal.Gallery.makeScreens(environment: environment).tabBarController()
            owner = nil
        case .mvpPassiveView:
            rootViewController = PatternsMVPPassiveViewTerminal.Gallery.makeScreens(environment: environment).tabBarController()
            owner = nil
        case .mvpSupervisingController:
            rootViewController = PatternsMVPSupervisingControllerTerminal.Gallery.makeScreens(environment: environment).tabBarController()
            owner = nil
        case .mvvm:
            rootViewController = PatternsMVVMTerminal.Gallery.makeScreens(environment: environment).tabBarController()
            owner = nil
        case .flux:
            rootViewController = PatternsFluxTerminal.Gallery.makeScreens(environment: environment).tabBarController()
            owner = nil
        case .redux:
            rootViewController = PatternsReduxTerminal.Gallery.makeScreens(environment: environment).tabBarController()
            owner = nil
        case .viper:
            rootViewController = PatternsVIPERTerminal.Gallery.makeScreens(environment: environment).tabBarController()
            owner = nil
        }
    }
}
