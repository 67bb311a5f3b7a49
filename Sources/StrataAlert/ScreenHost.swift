/// A view controller as the screen object it holds sees it: where the screen's alerts appear,
/// the title that follows the screen's state, and whether the screen is on screen now.
///
/// A screen object (StrataCore's `ScreenObject`) takes its host by this protocol, so it never
/// imports a driver: it builds its `AlertClient`s on it, sets its title, and asks
/// ``isOnScreen`` before showing an alert that several screens could show. Every view controller
/// of StrataTerminal and StrataUIKit is one; a test uses any `AlertPresenting` double with a title.
///
/// ```swift
/// init(display: any ProfileDisplay, host: some ScreenHost) {
///     errorAlert = AlertClient(viewController: host)
/// }
/// ```
@MainActor
public protocol ScreenHost: AlertPresenting {
    /// The title shown in the navigation bar.
    var title: String? { get set }
    /// Whether the screen is on screen now: when an alert concerns every screen (a store they
    /// share), the one on screen shows it.
    var isOnScreen: Bool { get }
}
