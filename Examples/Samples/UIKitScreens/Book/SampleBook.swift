#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters

/// The samples' Book on UIKit, ready for an app: the one factory the iOS app calls to show every
/// chapter's sample screen (a tab, say).
public enum SampleBook {
    /// A navigation controller whose root is the BookViewController listing
    /// `BookEntry.chapters(directory:gallery:)`; the user searches of chapters 6, 7 and 12 read
    /// `directory` (the app can pass the offline catalog's `CatalogUserDirectory`, or its GitHub
    /// client's `GitHubUserDirectory`, from the module SampleUserDirectories), and the pattern
    /// gallery's chapters open `gallery`'s screens (none without it).
    @MainActor
    public static func makeRootViewController(directory: any UserDirectory, gallery: BookGallery?, clients: BookClients? = nil) -> UINavigationController {
        UINavigationController(rootViewController: BookViewController(entries: BookEntry.chapters(directory: directory, gallery: gallery, clients: clients)))
    }
}
#endif
