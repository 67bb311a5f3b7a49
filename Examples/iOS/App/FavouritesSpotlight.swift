#if os(iOS) || os(Linux)
#if canImport(CoreSpotlight)
import CoreSpotlight
import UniformTypeIdentifiers
#endif
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// Keeps the favourites in Spotlight: every time they change, the app's Spotlight entries are
/// replaced by the new list, so a favourite can be found from the home screen and opened at its
/// detail (a Spotlight launch).
@MainActor
public final class FavouritesSpotlight {
    /// Replaces every entry the app has in Spotlight with the given ones.
    public typealias Index = @Sendable ([SpotlightEntry]) async -> Void

    private let favourites: any ObserveFavouritesUseCase
    private let index: Index
    private var task: Task<Void, Never>?

    /// Indexes the favourites of `favourites` with `index` (Core Spotlight on iOS).
    public init(favourites: any ObserveFavouritesUseCase, index: @escaping Index = FavouritesSpotlight.coreSpotlight) {
        self.favourites = favourites
        self.index = index
    }

    /// Starts following the favourites; a second call does nothing.
    public func start() {
        guard task == nil else { return }
        let favourites = favourites
        let index = index
        task = Task {
            for await repositories in favourites() {
                await index(repositories.map(SpotlightEntry.init))
            }
        }
    }

    /// Stops following the favourites.
    public func stop() {
        task?.cancel()
        task = nil
    }

    isolated deinit {
        task?.cancel()
    }

    /// The app's domain of entries in Spotlight.
    public static let domain = "favourites"

    /// Replaces the app's entries in Core Spotlight's default index; where Core Spotlight does not
    /// exist (Linux), does nothing. A failure leaves Spotlight as it was: it is a convenience, and
    /// the favourites themselves are untouched.
    @Sendable
    public static func coreSpotlight(_ entries: [SpotlightEntry]) async {
        #if canImport(CoreSpotlight)
        let items = entries.map { entry in
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.title = entry.title
            attributes.contentDescription = entry.summary
            return CSSearchableItem(uniqueIdentifier: entry.identifier, domainIdentifier: domain, attributeSet: attributes)
        }
        let index = CSSearchableIndex.default()
        try? await index.deleteSearchableItems(withDomainIdentifiers: [domain])
        try? await index.indexSearchableItems(items)
        #endif
    }
}
#endif
