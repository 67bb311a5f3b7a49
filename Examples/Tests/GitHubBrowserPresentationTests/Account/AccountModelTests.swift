import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import StrataTesting
import Testing

@Suite("Account summary and alerts")
struct AccountModelTests {
    @Test("the summary names the account and says what the source did not give")
    func summary() {
        let full = AccountSummary(ScriptedAccountService.octocat)
        #expect(full.heading == "Signed in as The Octocat (octocat)")
        #expect(full.lines.map(\.value) == ["octocat", "The Octocat", "8"])
        let bare = AccountSummary(Account(login: "ghost", name: ""))
        #expect(bare.heading == "Signed in as ghost")
        #expect(bare.lines.map(\.value) == ["ghost", "not set", "unknown"])
    }

    @Test("sign-in alerts offer what helps")
    func signInAlerts() {
        #expect(AlertStrategy(signInFailure: .offline).actions == [.retry, .cancel])
        #expect(AlertStrategy(signInFailure: .unauthorized).actions == [.clearToken, .cancel])
        #expect(AlertStrategy(signInFailure: .invalidToken(.empty)).actions == [.clearToken, .cancel])
        #expect(AlertStrategy(signInFailure: .storage(detail: "x")).actions == [.cancel])
        #expect(AlertStrategy(signInFailure: .unauthorized).title == "Sign-in failed: sign-in needed")
        #expect(AlertStrategy(signOutFailure: .storage(detail: "x")).actions == [.retry, .cancel])
        #expect(AlertStrategy(loadAccountFailure: .storage(detail: "x")).actions == [.retry, .cancel])
        #expect(SignInErrorAction.cancel.style == .cancel && RetryOrCancel.cancel.style == .cancel)
        #expect(RetryOrCancel.cancel.style == .cancel && SignInErrorAction.clearToken.style == .default)
    }

    @Test("the device sign-in's alert offers Retry when a new code can help, and only Close when it cannot")
    func deviceSignInAlert() {
        let expired = AlertStrategy<RetryOrCancel>(deviceSignInFailure: .signInExpired, timeZone: .gmt)
        #expect(expired.title == "Sign-in with GitHub failed: the code expired")
        #expect(expired.actions == [.retry, .cancel])
        #expect(AlertStrategy<RetryOrCancel>(deviceSignInFailure: .signInDenied).actions == [.retry, .cancel])
        #expect(AlertStrategy<RetryOrCancel>(deviceSignInFailure: .offline).actions == [.retry, .cancel])
        #expect(AlertStrategy<RetryOrCancel>(deviceSignInFailure: .rejected(status: 400, detail: "x")).actions == [.cancel])
    }
}
