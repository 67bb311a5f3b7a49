#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsFluxUIKit
import PatternsMVCUIKit
import PatternsMVPSupervisingControllerUIKit
import PatternsMVPUIKit
import PatternsMVVMUIKit
import PatternsReduxUIKit
import PatternsUIKit
import PatternsVIPERUIKit

/// The pattern gallery on UIKit: each variant built from its own UIKit target, ready to show — the
/// terminal gallery's `GalleryApp`, for UIKit. The iOS app's Book opens them (chapters 4, 8, 9, 10
/// and 13, and the VIPER article).
@MainActor
public enum UIKitGallery {
    /// Builds `pattern`'s variant of the feature over `environment`: a tab bar with the Search
    /// and Favourites tabs, which keeps the variant's coordinator if it has one.
    public static func makeTabBarController(pattern: Pattern, environment: GalleryEnvironment) -> GalleryTabBarController {
        screens(of: pattern, environment: environment).tabBarController()
    }

    /// The gallery's list of the patterns, each row opening its variant (see
    /// `GalleryListViewController`).
    public static func makeList(environment: GalleryEnvironment) -> GalleryListViewController {
        GalleryListViewController(patterns: Pattern.allCases, environment: environment)
    }

    private static func screens(of pattern: Pattern, environment: GalleryEnvironment) -> GalleryScreens {
        switch pattern {
        case .mvp: PatternsMVPUIKit.Gallery.makeScreens(environment: environment)
        case .mvc: PatternsMVCUIKit.Gallery.makeScreens(environment: environment)
        case .mvpSupervisingController: PatternsMVPSupervisingControllerUIKit.Gallery.makeScreens(environment: environment)
        case .mvvm: PatternsMVVMUIKit.Gallery.makeScreens(environment: environment)
        case .flux: PatternsFluxUIKit.Gallery.makeScreens(environment: environment)
        case .redux: PatternsReduxUIKit.Gallery.makeScreens(environment: environment)
        case .viper: PatternsVIPERUIKit.Gallery.makeScreens(environment: environment)
        }
    }
}
#endif
