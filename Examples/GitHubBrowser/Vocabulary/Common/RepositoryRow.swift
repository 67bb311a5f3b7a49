import Foundation
import GitHubBrowserDomain
import StrataList

/// One repository as a list shows it: the repository and its favourite mark.
///
/// Presenters hand rows to their view controller; list data sources use them as item identifiers.
/// Two rows are *the same item* when they show the same repository (`==` and hashing look at the
/// identifier only), and have the same *content* when everything drawn is equal — so toggling a
/// favourite reloads one row instead of replacing it.
public struct RepositoryRow: Hashable, Sendable, ContentEquatable {
    /// The repository shown.
    public let repository: Repository
    /// Whether it is one of the user's favourites.
    public let isFavourite: Bool

    /// Creates a row.
    public init(repository: Repository, isFavourite: Bool) {
        self.repository = repository
        self.isFavourite = isFavourite
    }

    /// The repository's identifier, the row's identity.
    public var id: RepositoryID { repository.id }

    /// `★` for a favourite, `☆` otherwise.
    public var favouriteMark: String { isFavourite ? "★" : "☆" }

    /// The main text: favourite mark, full name and description.
    public var text: String {
        let name = "\(favouriteMark) \(repository.fullName)"
        guard let summary = repository.summary, !summary.isEmpty else { return name }
        return name + " — " + summary
    }

    /// The short text at the end of the row: language and stars.
    public var detail: String {
        let stars = "\(CountFormat.compact(repository.stars)) stars"
        guard let language = repository.language else { return stars }
        return language + " · " + stars
    }

    /// Whether both rows show the same repository (whatever their content).
    public static func == (lhs: RepositoryRow, rhs: RepositoryRow) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the repository identifier only, like ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// Whether everything drawn for the two rows is equal.
    public func isContentEqual(to other: RepositoryRow) -> Bool {
        repository == other.repository && isFavourite == other.isFavourite
    }
}

extension Array where Element == Repository {
    /// These repositories as rows, marked by membership in `favourites`.
    public func rows(favourites: Set<RepositoryID>) -> [RepositoryRow] {
        map { RepositoryRow(repository: $0, isFavourite: favourites.contains($0.id)) }
    }
}

extension Array {
    /// The element at `index`, or `nil` when the index is out of range (a stale row index).
    public subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension RepositoryRow {
    /// Whether `lhs` and `rhs` show the same rows: equal as identifiers, with the same marks and
    /// contents. A screen that draws a state compares with it before updating its list.
    public static func sameRows(_ lhs: [RepositoryRow], _ rhs: [RepositoryRow]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 && $0.isContentEqual(to: $1) }
    }
}
