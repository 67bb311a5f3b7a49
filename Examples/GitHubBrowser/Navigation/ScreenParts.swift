import GitHubBrowserFeatures
import StrataNavigation

/// What a driver's view controller hands the screen object it is built with: the root view to draw
/// on, the list's data source (`Void` for a screen without a list), itself as the screen's host
/// (alerts, title, whether it is on screen) and the transitioner its router moves from.
@MainActor
public struct ScreenParts<Display, Rows, Screen> {
    /// The root view, as the screen's display protocol.
    public let display: Display
    /// The list's data source, as an `ItemListDisplay`, or `Void`.
    public let rows: Rows
    /// The view controller.
    public let host: any ScreenHost
    /// Where the screen's router pushes, presents and pops from.
    public let transitioner: any Transitioner<Screen>

    /// Creates the parts.
    public init(display: Display, rows: Rows, host: any ScreenHost, transitioner: any Transitioner<Screen>) {
        self.display = display
        self.rows = rows
        self.host = host
        self.transitioner = transitioner
    }
}
