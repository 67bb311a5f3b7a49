import StrataTerminal

/// One tab of the app, in the order given to ``AppCoordinator``.
///
/// The browser's own tabs are built by the coordinator (``search`` and ``favourites``); any other
/// screen joins the tab bar as ``screen(_:)`` — for instance the Public and Account tabs:
///
/// ```swift
/// AppCoordinator(useCases: useCases, tabs: [.search, .screen(publicTab), .favourites, .screen(accountTab)])
/// ```
@MainActor
public enum AppTab {
    /// The Search tab (deep links to searches and repositories open here).
    case search
    /// The Favourites tab.
    case favourites
    /// Any other screen, shown as the root of its own navigation stack.
    case screen(AnyViewController)
}
