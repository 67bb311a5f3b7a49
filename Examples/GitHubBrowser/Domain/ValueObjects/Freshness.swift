import struct Foundation.Date

/// Whether a page of results comes from the source itself or from a copy saved earlier.
///
/// A caching source answers from what it saved when the source it caches fails (no network, a
/// time-out, a reply it cannot read). Such a page is ``saved(at:because:)``: screens must say so,
/// with when the copy was saved and, on demand, why the source was not used.
public enum Freshness: Hashable, Sendable {
    /// Straight from the source.
    case live
    /// From a copy saved at `savedAt` (`nil` when no item of the page was ever saved from the
    /// source: it comes from the catalog shipped with the app), because the source failed with
    /// `reason`.
    case saved(at: Date?, because: DataSourceError)

    /// Whether the page is a saved copy.
    public var isSaved: Bool {
        if case .saved = self { return true }
        return false
    }
}

/// Codable, so that a log of the actions that carry it can be written and replayed.
extension Freshness: Codable {}
