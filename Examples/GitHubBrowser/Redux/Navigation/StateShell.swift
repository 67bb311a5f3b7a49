import GitHubBrowserVocabulary
import StrataNavigation

/// A driver's tab bar as the Redux app's `Navigator` moves it: it selects a tab and hands out each
/// tab's stack, which the navigator pushes and pops — only when the state says so. The terminal's
/// and UIKit's tab bars forward what the user does with them (a number key or a tap on a tab, Esc)
/// to the store instead of moving by themselves.
@MainActor
public protocol StateShell<Screen>: AnyObject {
    /// The driver's screen type.
    associatedtype Screen: AnyObject
    /// Selects `tab`, if the tab bar has it.
    func select(_ tab: BrowserTab)
    /// The stack of `tab`, or `nil` when the tab bar has no such tab.
    func stack(of tab: BrowserTab) -> (any Transitioner<Screen>)?
}
