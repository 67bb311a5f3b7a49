import GitHubBrowserDomain
import StrataList

/// One row of a repository list — the Public tab, "Your repositories" — of one of six kinds, as the
/// book's chapter 15 client mixes them in one list (its section controllers): a notice at the top,
/// the repositories, and at the end "show more", a loading row, an error row or the end of the list.
///
/// Each case is the cell view model of its kind (article ⑤): what its cell shows, derived from the
/// list's state by `RepositoryListViewState`, and what choosing it does (``choice``). It names no key
/// and no control: each driver's data source (`ItemListDataSource<RepositoryListRow>`) draws every
/// kind its own way and words how to choose it.
///
/// Rows are the same row when they have the same place in the list's story: the notice, a
/// repository, and one row at the end whose kind changes in place ("show more" becomes "loading
/// more…", then an error or the next page), so a diff redraws it rather than moving it.
public enum RepositoryListRow: Hashable, Sendable, ContentEquatable {
    /// Why the list shown may be out of date (a reload failed, or it is a saved copy).
    case notice(RepositoryListNotice)
    /// A repository.
    case repository(RepositoryListItem)
    /// The source has more: the user reaching the end of the list loads the next page, and so does
    /// choosing this row (for a user who asks rather than scrolls: VoiceOver, a switch control).
    case showMore(loaded: Int)
    /// The next page is being fetched.
    case loadingMore(loaded: Int)
    /// The next page failed, for `reason` (the error's title, as in a sentence: "you are offline");
    /// choosing the row tries again when trying again may help.
    case loadMoreFailed(reason: String, isRetryable: Bool)
    /// Everything is loaded.
    case end(total: Int)

    /// What choosing the row does, or `nil` for a row that only informs.
    public var choice: RepositoryListChoice? {
        switch self {
        case .notice(let notice): notice.offersExplanation ? .explainSavedCopy : .refresh
        case .repository(let item): .open(item.id)
        case .showMore: .loadMore
        case .loadMoreFailed(_, let isRetryable): isRetryable ? .loadMore : nil
        case .loadingMore, .end: nil
        }
    }

    /// Whether the row is one of the list's repositories.
    public var isRepository: Bool {
        if case .repository = self { true } else { false }
    }

    /// The row's words, before a driver adds how to choose it: "Show more", "Loading more…",
    /// "Could not load more: you are offline.", "All 45 repositories loaded".
    public var text: String {
        switch self {
        case .notice(let notice): notice.message
        case .repository(let item): item.text
        case .showMore: "Show more"
        case .loadingMore: "Loading more…"
        case .loadMoreFailed(let reason, _): "Could not load more: \(reason)."
        case .end(let total): "All \(total) \(CountFormat.repositories(total)) loaded"
        }
    }

    /// What the row shows on its right (or below, on UIKit): a repository's stars and language, how
    /// many are loaded at the end of a list that has more.
    public var detail: String {
        switch self {
        case .repository(let item): item.detail
        case .showMore(let loaded), .loadingMore(let loaded): "\(loaded) loaded"
        case .notice, .loadMoreFailed, .end: ""
        }
    }

    /// Rows are the same row when they have the same place in the list (see the type).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the identity only, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// Whether the row draws the same: the same kind with the same words.
    public func isContentEqual(to other: Self) -> Bool {
        switch (self, other) {
        case let (.notice(a), .notice(b)): a == b
        case let (.repository(a), .repository(b)): a.isContentEqual(to: b)
        case let (.showMore(a), .showMore(b)), let (.loadingMore(a), .loadingMore(b)), let (.end(a), .end(b)): a == b
        case let (.loadMoreFailed(a, aRetry), .loadMoreFailed(b, bRetry)): a == b && aRetry == bRetry
        default: false
        }
    }

    private enum Identity: Hashable {
        case notice
        case repository(RepositoryID)
        case end
    }

    private var identity: Identity {
        switch self {
        case .notice: .notice
        case .repository(let item): .repository(item.id)
        case .showMore, .loadingMore, .loadMoreFailed, .end: .end
        }
    }
}
