#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import StrataUIKit

/// The gallery list's router on UIKit: it builds the variant of the pattern the user chose and
/// presents it over the list — a tab bar of its own (Search and Favourites), as a sheet the user
/// swipes down to close. The list never builds a screen itself.
@MainActor
public final class GalleryRouter {
    private let transitioner: ViewControllerTransitioner
    private let environment: GalleryEnvironment

    /// Creates the router that presents through `transitioner` (which holds its screen weakly: the
    /// screen owns this router).
    public init(transitioner: ViewControllerTransitioner, environment: GalleryEnvironment) {
        self.transitioner = transitioner
        self.environment = environment
    }

    /// Presents `pattern`'s variant.
    public func open(_ pattern: Pattern) {
        transitioner.present(UIKitGallery.makeTabBarController(pattern: pattern, environment: environment), animated: true, completion: nil)
    }
}
#endif
