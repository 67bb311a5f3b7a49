import Foundation
import GitHubBrowserApplication
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import Testing

@Suite("Public tab alerts")
struct PublicRepositoriesAlertTests {
    @Test("a failed load offers Retry when it may help, Sign in when a token would, and Close")
    func fetchFailure() {
        #expect(AlertStrategy(fetchFailure: .offline, canSignIn: true).actions == [.retry, .cancel])
        #expect(AlertStrategy(fetchFailure: .unauthorized, canSignIn: true).actions == [.signIn, .cancel])
        #expect(AlertStrategy(fetchFailure: .rateLimited(until: Date()), canSignIn: true).actions == [.retry, .signIn, .cancel])
        #expect(AlertStrategy(fetchFailure: .notFound, canSignIn: true).actions == [.cancel])
        let server = AlertStrategy<FetchRepositoryListErrorAction>(fetchFailure: .server(status: 500), canSignIn: false)
        #expect(server.title == "Server error")
        #expect(server.message == AppError.server(status: 500).message())
    }

    @Test("exactly one button cancels")
    func cancelStyles() {
        #expect(FetchRepositoryListErrorAction.cancel.style == .cancel)
        #expect(FetchRepositoryListErrorAction.retry.style == .default)
        #expect(RetryOrCancel.cancel.style == .cancel)
        #expect(RetryOrCancel.retry.title == "Retry")
    }
}
