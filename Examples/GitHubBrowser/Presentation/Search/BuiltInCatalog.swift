/// The catalog shipped with the app, as the Search tab names it: where its data comes from and how
/// old it is. Offline, the stars and descriptions are those of that day, and the screen says so.
///
/// The composition root fills it in from the seed's generated constants (`CatalogSnapshot`) when
/// the app searches the offline catalog:
///
/// ```swift
/// BuiltInCatalog(source: "EvanLi/Github-Ranking", licence: "MIT", date: "2026-08-22", repositoryCount: 3_449).note
/// // "Offline catalog of 22 Aug 2026: 3,449 repositories of the GitHub ranking (EvanLi/Github-Ranking, MIT licence)."
/// ```
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

    /// The line the Search tab shows under its list; the date comes first, so a narrow screen
    /// that cuts the line keeps it.
    public var note: String {
        let count = CountFormat.grouped(repositoryCount)
        return "Offline catalog of \(day): \(count) \(CountFormat.repositories(repositoryCount)) of the GitHub ranking (\(source), \(licence) licence)."
    }

    /// `22 Aug 2026` for `2026-08-22`, the same in every locale; the date as given if it is not in
    /// that form.
    var day: String {
        let parts = date.split(separator: "-")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 3, let month = Int(parts[1]), let dayOfMonth = Int(parts[2]), months.indices.contains(month - 1) else {
            return date
        }
        return "\(dayOfMonth) \(months[month - 1]) \(parts[0])"
    }
}
