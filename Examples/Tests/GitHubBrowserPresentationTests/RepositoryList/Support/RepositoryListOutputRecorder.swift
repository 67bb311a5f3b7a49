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
        case repositories([String])
        case emptyList
        case loadFailure(title: String, message: String)
        case serverError(status: Int, message: String)
        case refreshing(Bool)
        case footer(RepositoryListFooter)
        case notice(RepositoryListNotice?)
        case fetchError(AlertStrategy<FetchRepositoryListErrorAction>)
        case loadMoreError(AlertStrategy<RetryOrCancel>)
    }

    private(set) var calls: [Call] = []
    /// The texts shown (kept apart from ``calls``: they are shown once, before anything else).
    private(set) var texts: RepositoryListTexts?

    /// Forgets the calls so far.
    func clear() { calls.removeAll() }

    func showTexts(_ texts: RepositoryListTexts) { self.texts = texts }
    func showFullScreenLoading() { calls.append(.fullScreenLoading) }
    func showRepositories(_ items: [RepositoryListItem]) { calls.append(.repositories(items.map(\.id.fullName))) }
    func showEmptyList() { calls.append(.emptyList) }
    func showLoadFailure(title: String, message: String) { calls.append(.loadFailure(title: title, message: message)) }
    func showServerError(status: Int, message: String) { calls.append(.serverError(status: status, message: message)) }
    func setRefreshing(_ isRefreshing: Bool) { calls.append(.refreshing(isRefreshing)) }
    func setListFooter(_ footer: RepositoryListFooter) { calls.append(.footer(footer)) }
    func setReloadNotice(_ notice: RepositoryListNotice?) { calls.append(.notice(notice)) }
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoryListErrorAction>) { calls.append(.fetchError(strategy)) }
    func showLoadMoreError(_ strategy: AlertStrategy<RetryOrCancel>) {
        calls.append(.loadMoreError(strategy))
    }
}
