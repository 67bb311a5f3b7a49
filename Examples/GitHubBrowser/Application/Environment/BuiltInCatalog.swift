import Foundation

/// The catalog shipped with the app, as the Search tab names it: where its data comes from and how
/// old it is. Offline, the stars and descriptions are those of that day, and the screen says so.
///
/// The composition root fills it in from the seed's generated constants (`CatalogSnapshot`) when
/// the app searches the offline catalog:
///
/// ```swift
/// let catalog = BuiltInCatalog(source: "EvanLi/Github-Ranking", licence: "MIT", date: "2026-08-22", repositoryCount: 3_449)
/// ```
///
/// The line the Search tab shows for it is the Vocabulary's `note`.
public struct BuiltInCatalog: Equatable, Sendable {
    /// The project the data comes from.
    public let source: String
    /// The data's licence.
    public let licence: String
    /// The day the data was taken, `YYYY-MM-DD`.
    public let date: String
    /// How many repositories it holds.
    public let repositoryCount: Int

    /// Creates the description.
    public init(source: String, licence: String, date: String, repositoryCount: Int) {
        self.source = source
        self.licence = licence
        self.date = date
        self.repositoryCount = repositoryCount
    }
}
