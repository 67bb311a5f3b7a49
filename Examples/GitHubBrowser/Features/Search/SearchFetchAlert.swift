import GitHubBrowserVocabulary
import StrataAlert

/// A Search screen's fetch-error alert, for a screen that draws a search state instead of being told
/// by a presenter: the Flux and Redux apps' Search screens, on the terminal and on UIKit. It keeps
/// what Retry fetches again — the failed search or page, or the search whose results are a saved
/// copy — from the alert's showing to its answer, as the articles' presenter does.
///
/// Generic over the alert client, as article ⑤'s screens are: the app's screens use `AlertClient`,
/// a test an `AlertClientSpy`.
@MainActor
public final class SearchFetchAlert<Alert: AlertClientType<FetchRepositoriesErrorAction>> {
    /// The client the alert is shown with, made by ``init(screen:)``.
    public let alert: Alert
    private var retryFetch: SearchFetch?

    /// Creates the alert of `screen` (any driver's screen that shows alerts), which owns it.
    public init(screen: some AlertPresenting) {
        alert = Alert(viewController: screen)
    }

    /// Says what each answer does: Retry fetches again what failed (or the saved copy's search),
    /// Sign in goes to the sign-in; Cancel does nothing.
    public func register(retry: @escaping @MainActor (SearchFetch) -> Void, signIn: @escaping @MainActor () -> Void) {
        alert.register { [unowned self] action in
            let fetch = retryFetch
            retryFetch = nil
            switch action {
            case .retry: if let fetch { retry(fetch) }
            case .cancel: break
            case .signIn: signIn()
            }
        }
    }

    /// Shows why `failure` failed; Retry fetches it again. GitHub being unavailable raises no
    /// alert: the app shows "GitHub is unavailable" instead.
    public func show(_ failure: SearchFailure) {
        guard !failure.error.isServiceUnavailable else { return }
        retryFetch = failure.fetch
        alert.show(strategy: AlertStrategy(fetchFailure: failure.error))
    }

    /// Shows why the results of the search for `text` are a saved copy; Retry searches it again.
    public func show(_ notice: SavedCopyNotice, searchedText text: String) {
        retryFetch = .search(text)
        alert.show(strategy: AlertStrategy(savedCopy: notice))
    }
}
