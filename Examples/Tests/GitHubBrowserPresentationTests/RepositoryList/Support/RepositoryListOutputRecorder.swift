@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert

/// A ``RepositoryListPresenterOutputs`` that records every call, in order.
@MainActor
final class RepositoryListOutputRecorder: RepositoryListPresenterOutputs {
    /// One recorded call.
    enum Call: Equatable {
        case fullScreenLoading
        /// The rows shown, each as ``describe(_:)`` words it.
        case rows([String])
        case emptyList
        case loadFailure(title: String, message: String)
        case serverError(status: Int, message: String)
        case refreshing(Bool)
        case fetchError(AlertStrategy<FetchRepositoryListErrorAction>)
    }

    private(set) var calls: [Call] = []
    /// The texts shown (kept apart from ``calls``: they are shown once, before anything else).
    private(set) var texts: RepositoryListTexts?

    /// Forgets the calls so far.
    func clear() { calls.removeAll() }

    func showTexts(_ texts: RepositoryListTexts) { self.texts = texts }
    func showFullScreenLoading() { calls.append(.fullScreenLoading) }
    func showRows(_ rows: [RepositoryListRow]) { calls.append(.rows(rows.map(Self.describe))) }
    func showEmptyList() { calls.append(.emptyList) }
    func showLoadFailure(title: String, message: String) { calls.append(.loadFailure(title: title, message: message)) }
    func showServerError(status: Int, message: String) { calls.append(.serverError(status: status, message: message)) }
    func setRefreshing(_ isRefreshing: Bool) { calls.append(.refreshing(isRefreshing)) }
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoryListErrorAction>) { calls.append(.fetchError(strategy)) }

    /// A row as a test compares it, with everything it shows: a repository by its full name,
    /// "notice: …" (with " [why]" for a saved copy), "show more (3)", "loading more (3)",
    /// "failed: …" (with " [retry]" when choosing it tries again), "end (3)".
    static func describe(_ row: RepositoryListRow) -> String {
        switch row {
        case .notice(let notice): "notice: " + notice.message + (notice.offersExplanation ? " [why]" : "")
        case .repository(let item): item.id.fullName
        case .showMore(let loaded): "show more (\(loaded))"
        case .loadingMore(let loaded): "loading more (\(loaded))"
        case .loadMoreFailed(let reason, let isRetryable): "failed: " + reason + (isRetryable ? " [retry]" : "")
        case .end(let total): "end (\(total))"
        }
    }
}
