import StrataAlert

/// What a driver's view controller hands the screen object it builds: its root view to draw on,
/// the list's data source (`Void` for a screen without a list), itself as the screen's host, and
/// the transitioner the screen's router moves from.
///
/// The drivers' `ScreenViewController` (StrataTerminal, StrataUIKit) makes the parts once its
/// view is loaded and passes them to the closure that builds the screen object, so a screen
/// builder names each part once for every driver:
///
/// ```swift
/// func profileScreen(_ parts: ScreenParts<any ProfileDisplay, Void, Screen>) -> any ProfileScreenType {
///     ProfileScreen(display: parts.display, host: parts.host, router: ProfileRouter(transitioner: parts.transitioner))
/// }
/// ```
///
/// `Display` is the root view as the screen's display protocol, `Rows` the list's data source,
/// and `Screen` what the driver's transitioner pushes (a terminal or a UIKit view controller).
@MainActor
public struct ScreenParts<Display, Rows, Screen> {
    /// The root view, as the screen's display protocol.
    public let display: Display
    /// The list's data source, or `Void` for a screen without a list.
    public let rows: Rows
    /// The view controller: where alerts appear, the title, whether it is on screen.
    public let host: any ScreenHost
    /// Where the screen's router pushes, presents and pops from.
    public let transitioner: any Transitioner<Screen>

    /// Creates the parts a view controller hands its screen object.
    public init(display: Display, rows: Rows, host: any ScreenHost, transitioner: any Transitioner<Screen>) {
        self.display = display
        self.rows = rows
        self.host = host
        self.transitioner = transitioner
    }
}

extension ScreenParts {
    /// The same parts with the root view and the data source seen as other types — the protocols a
    /// screen object takes them as. A view controller hands its parts with their concrete types (its
    /// root view, its data source); a driver that builds it for a screen object taking them by
    /// protocol converts them with `{ $0 }`:
    ///
    /// ```swift
    /// ProfileViewController(title: "Profile", rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    /// ```
    ///
    /// - Parameters:
    ///   - display: The root view as the type the screen object asks for.
    ///   - rows: The list's data source as the type the screen object asks for.
    public func converted<OtherDisplay, OtherRows>(
        display: (Display) -> OtherDisplay, rows: (Rows) -> OtherRows
    ) -> ScreenParts<OtherDisplay, OtherRows, Screen> {
        ScreenParts<OtherDisplay, OtherRows, Screen>(display: display(self.display), rows: rows(self.rows), host: host, transitioner: transitioner)
    }
}
