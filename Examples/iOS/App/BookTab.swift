#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import SampleUIKitScreens

/// The app's last tab, "Book": the book's chapters, each opening its sample screen on UIKit
/// (`SampleBook`), next to whichever architecture's browser runs. The browser's own tabs stay
/// first and keep their order, so that every architecture's tab bar still starts the same.
@MainActor
public enum BookTab {
    /// The tab's title, under its icon in the tab bar.
    public static let title = "Book"

    /// Adds the Book, listing samples that search `directory`, after the tabs of `tabBarController`.
    public static func add(to tabBarController: UITabBarController, directory: any UserDirectory) {
        let book = SampleBook.makeRootViewController(directory: directory)
        book.title = title // a view controller's title is its tab's title
        tabBarController.viewControllers = (tabBarController.viewControllers ?? []) + [book]
    }
}
#endif
