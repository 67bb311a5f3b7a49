import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataList

/// The repository of a row of a repository list (``RepositoryListRow/repository(_:)``), ready to
/// draw: identified by the repository, compared by content so that a changed star count redraws
/// just that row.
public struct RepositoryListItem: Hashable, Sendable, ContentEquatable {
    /// The repository the row shows.
    public let id: RepositoryID
    /// `owner/name`, then the description if there is one.
    public let text: String
    /// Stars and language, shown on the right.
    public let detail: String

    /// The row for `repository`.
    public init(_ repository: Repository) {
        id = repository.id
        var text = repository.fullName
        if let summary = repository.summary, !summary.isEmpty { text += " — " + summary }
        if repository.isSynthetic { text += " (sample)" }
        self.text = text
        var detail = "★ " + Self.compactCount(repository.stars)
        if let language = repository.language, !language.isEmpty { detail += "  " + language }
        self.detail = detail
    }

    /// Rows are the same row when they show the same repository.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity only, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether the row draws the same text.
    public func isContentEqual(to other: Self) -> Bool { text == other.text && detail == other.detail }

    /// `999`, `1.2k`, `12k`, `3.4M`: short enough for a narrow column.
    public static func compactCount(_ count: Int) -> String {
        switch count {
        case ..<1_000: return "\(count)"
        case ..<10_000: return oneDecimal(count, unit: 1_000) + "k"
        case ..<1_000_000: return "\(count / 1_000)k"
        case ..<10_000_000: return oneDecimal(count, unit: 1_000_000) + "M"
        default: return "\(count / 1_000_000)M"
        }
    }

    private static func oneDecimal(_ count: Int, unit: Int) -> String {
        let tenths = count / (unit / 10)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
