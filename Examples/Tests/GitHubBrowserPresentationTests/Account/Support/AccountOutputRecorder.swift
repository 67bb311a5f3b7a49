@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert

/// An ``AccountPresenterOutputs`` that records every call, in order.
@MainActor
final class AccountOutputRecorder: AccountPresenterOutputs {
    /// One recorded call.
    enum Call: Equatable {
        case loading, signInForm, signingIn, signingOut, clearToken
        case account(AccountSummary)
        case signInError(AlertStrategy<SignInErrorAction>)
        case signOutError(AlertStrategy<RetryOrCancel>)
        case loadAccountError(AlertStrategy<RetryOrCancel>)
        case launchPaths(LaunchPathsSummary)
        case requestingDeviceCode
        case deviceCode(DeviceSignInPrompt)
        case deviceSignInError(AlertStrategy<RetryOrCancel>)
    }

    private(set) var calls: [Call] = []

    /// Forgets the calls so far.
    func clear() { calls.removeAll() }

    func showLoading() { calls.append(.loading) }
    func showSignInForm() { calls.append(.signInForm) }
    func showSigningIn() { calls.append(.signingIn) }
    func showAccount(_ summary: AccountSummary) { calls.append(.account(summary)) }
    func showSigningOut() { calls.append(.signingOut) }
    func clearToken() { calls.append(.clearToken) }
    func showSignInError(_ strategy: AlertStrategy<SignInErrorAction>) { calls.append(.signInError(strategy)) }
    func showSignOutError(_ strategy: AlertStrategy<RetryOrCancel>) { calls.append(.signOutError(strategy)) }
    func showLoadAccountError(_ strategy: AlertStrategy<RetryOrCancel>) { calls.append(.loadAccountError(strategy)) }
    func showRequestingDeviceCode() { calls.append(.requestingDeviceCode) }
    func showDeviceCode(_ prompt: DeviceSignInPrompt) { calls.append(.deviceCode(prompt)) }
    func showDeviceSignInError(_ strategy: AlertStrategy<RetryOrCancel>) { calls.append(.deviceSignInError(strategy)) }
    func showLaunchPaths(_ summary: LaunchPathsSummary) { calls.append(.launchPaths(summary)) }
}
