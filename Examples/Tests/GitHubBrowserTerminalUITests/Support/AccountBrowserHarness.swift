import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal

/// The whole browser on a headless terminal, with an Account tab that accepts the token
/// ``validToken`` for ``ScriptedAccountService/octocat``.
@MainActor
struct AccountBrowserHarness {
    static let validToken = "ghp_good"

    let sessions = InMemorySessions()
    let browser: TerminalBrowser
    let terminal: HeadlessTerminal
    let app: Application

    /// Builds the browser with `tabs` from `dependencies` (given the account), and starts it.
    init(
        tabs: [BrowserTab],
        columns: Int = 80,
        rows: Int = 16,
        dependencies: (AccountDependencies) -> BrowserDependencies
    ) {
        let source = OneTokenAccountSource(validToken: Self.validToken, account: ScriptedAccountService.octocat)
        browser = TerminalBrowser(dependencies: dependencies(accountDependencies(source: source, sessions: sessions)), tabs: tabs)
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        app = Application(terminal: terminal, root: browser.rootViewController, environment: [:])
        browser.coordinator.start()
    }

    /// Whether the screen shows `text` within the wait of `eventually`.
    func shows(_ text: String) async -> Bool {
        await eventually { app.renderNow(); return terminal.plainText.contains(text) }
    }

    /// Signs in on the Account tab by typing the valid token; whether it worked.
    func signIn() async -> Bool {
        browser.tabBar.select(.account)
        guard await shows("Not signed in") else { return false }
        app.type(Self.validToken)
        app.send(.enter)
        return await shows("Signed in as The Octocat")
    }
}
