import GitHubBrowserApplication

/// The texts of a search screen's status line: what to type, what is being searched, what was found
/// and why a search failed.
///
/// Use it wherever a screen searches the catalog, so that every screen — the GitHub Browser's Search
/// tab and each variant of the pattern gallery — says the same thing in the same words.
public enum SearchStatusText {
    /// What the status line says before anything was typed (or after the field was cleared).
    public static var prompt: String { "Type to search repositories by name, description or topic." }

    /// What the status line says while `text` is being searched.
    public static func searching(_ text: String) -> String { "Searching for “\(text)”…" }

    /// What the status line says while the next page is loading.
    public static var loadingMore: String { "Loading more…" }

    /// One line for a search's results: how many were found of how many, and whether there are more.
    public static func summary(of results: SearchResults) -> String {
        let shown = results.repositories.count
        guard shown > 0 else { return "No repositories match “\(results.query.text)”." }
        let total = results.listing.totalCount.map { " of \($0)" } ?? ""
        let noun = CountFormat.repositories(results.listing.totalCount ?? shown)
        let more = results.canLoadMore ? " — go to the end of the list for more" : ""
        return "\(shown)\(total) \(noun) for “\(results.query.text)”\(more)"
    }

    /// What the status line says when a search failed and no earlier results are shown.
    public static func failure(_ error: AppError) -> String {
        "The search failed: \(error.title.lowercased())."
    }
}

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
