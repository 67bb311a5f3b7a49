import GitHubBrowserPresentation
import GitHubBrowserTestSupport

extension ScriptedAccountService {
    /// The MVP Account screen's dependencies over the three doubles, with the defaults of the rest.
    var dependencies: AccountDependencies {
        AccountDependencies(signIn: signIn, signOut: signOut, showAccount: showAccount)
    }
}
