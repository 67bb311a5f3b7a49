#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsUIKitGallery
import SamplePresenters
import SampleUIKitScreens

/// The app's last tab, "Book": the book's chapters and the articles, each opening its sample screen
/// on UIKit (`SampleBook`; the pattern gallery's on `PatternsUIKitGallery`), next to whichever
/// architecture's browser runs. The browser's own tabs stay
/// first and keep their order, so that every architecture's tab bar still starts the same.
@MainActor
public enum BookTab {
    /// The tab's title, under its icon in the tab bar.
    public static let title = "Book"

    /// Adds the Book, listing samples that search `directory` and the pattern gallery over `gallery`
    /// (none without it), after the tabs of `tabBarController`.
    public static func add(
        to tabBarController: UITabBarController, directory: any UserDirectory, gallery: GalleryEnvironment?, clients: BookClients? = nil
    ) {
        let book = SampleBook.makeRootViewController(directory: directory, gallery: gallery.map(bookGallery(over:)), clients: clients)
        book.title = title // a view controller's title is its tab's title
        tabBarController.viewControllers = (tabBarController.viewControllers ?? []) + [book]
    }

    /// The Book's pattern gallery over `environment`: the list of the patterns, and the Flux, Redux
    /// and VIPER variants, each a tab bar the Book presents.
    static func bookGallery(over environment: GalleryEnvironment) -> BookGallery {
        BookGallery(
            patterns: .screen { UIKitGallery.makeList(environment: environment) },
            flux: .sheet { UIKitGallery.makeTabBarController(pattern: .flux, environment: environment) },
            redux: .sheet { UIKitGallery.makeTabBarController(pattern: .redux, environment: environment) },
            viper: .sheet { UIKitGallery.makeTabBarController(pattern: .viper, environment: environment) }
        )
    }
}
#endif
