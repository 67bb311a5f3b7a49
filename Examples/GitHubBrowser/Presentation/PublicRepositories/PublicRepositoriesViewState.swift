import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataList

/// The Public tab as the screen shows it, derived from ``PublicRepositoriesState``: what fills the
/// screen, whether the small refresh indicator turns, the footer, and a notice over the list when a
/// reload failed but the previous list is still shown.
public struct PublicRepositoriesViewState: Equatable, Sendable {
    /// What fills the screen.
    public var content: PublicRepositoriesContent
    /// Whether the small "refreshing" indicator is on (a refresh the user asked for, over a list).
    public var isRefreshing: Bool
    /// The line under the list.
    public var footer: PublicRepositoriesFooter
    /// Why the list shown may be out of date: a reload failed, or the list is a saved copy because
    /// the live source failed.
    public var notice: String?

    /// Derives the view state; times in messages are shown in `timeZone`.
    public init(_ state: PublicRepositoriesState, timeZone: TimeZone = .current) {
        let request = state.request
        if let listing = request.value {
            content = listing.repositories.isEmpty ? .empty : .repositories(listing.repositories.map(PublicRepositoryItem.init))
            isRefreshing = request.showsRefreshIndicator
            if listing.repositories.isEmpty {
                footer = .hidden
            } else if state.isLoadingMore {
                footer = .loadingMore(loaded: listing.repositories.count)
            } else if listing.canLoadMore {
                footer = .more(loaded: listing.repositories.count)
            } else {
                footer = .complete(total: listing.repositories.count)
            }
            // The day of "saved results from …" is compared with the day the list was loaded.
            let savedCopy = SavedCopyNotice(listing.freshness, now: state.lastLoadedAt ?? .distantPast, timeZone: timeZone)
            notice = request.reloadFailure.map { "Not updated: \($0.title.lowercased()). Press r to try again." }
                ?? savedCopy.map { "\($0.headline). Press r to try again, ^O for why." }
        } else {
            isRefreshing = false
            footer = .hidden
            notice = nil
            switch request {
            case let .failed(.server(status), _):
                content = .serverError(status: status, message: AppError.server(status: status).message(timeZone: timeZone))
            case let .failed(error, _):
                content = .failure(title: error.title, message: error.message(timeZone: timeZone))
            case .idle, .loading, .loaded:
                content = .loading
            }
        }
    }
}

/// What fills the Public tab's screen; each case looks different.
public enum PublicRepositoriesContent: Equatable, Sendable {
    /// Nothing to show yet: a full-screen spinner.
    case loading
    /// The list.
    case repositories([PublicRepositoryItem])
    /// The source answered with no repositories.
    case empty
    /// Loading failed on our side or on the way (offline, timed out, unreadable, refused) and
    /// there is nothing to show.
    case failure(title: String, message: String)
    /// The server failed (HTTP 5xx) and there is nothing to show.
    case serverError(status: Int, message: String)
}

/// The line under the public list: how to get more, that more is coming, or that it is all there.
public enum PublicRepositoriesFooter: Equatable, Sendable {
    /// No list on screen.
    case hidden
    /// The source has more; reaching the last row loads it.
    case more(loaded: Int)
    /// The next page is being fetched.
    case loadingMore(loaded: Int)
    /// Everything is loaded.
    case complete(total: Int)

    /// The line as shown.
    public var text: String {
        switch self {
        case .hidden: ""
        case let .more(loaded): "\(loaded) loaded · more at the end of the list"
        case let .loadingMore(loaded): "\(loaded) loaded · loading more…"
        case let .complete(total): "All \(total) \(CountFormat.repositories(total)) loaded"
        }
    }
}

/// One row of the public list, ready to draw: identified by the repository, compared by content so
/// that a changed star count redraws just that row.
public struct PublicRepositoryItem: Hashable, Sendable, ContentEquatable {
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
