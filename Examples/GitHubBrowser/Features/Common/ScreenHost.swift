import StrataAlert

/// A driver's view controller as the screen object it holds sees it: where the screen's alerts
/// appear, the title that follows its state (a repository's name once it has loaded), and whether
/// it is on screen now. Every terminal and UIKit view controller of the browser is one.
@MainActor
public protocol ScreenHost: AlertPresenting {
    /// The title shown in the navigation bar.
    var title: String? { get set }
    /// Whether the screen is on screen now: an alert of a store every screen shares is shown by
    /// the screen that is.
    var isOnScreen: Bool { get }
}
