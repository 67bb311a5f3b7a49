import StrataNavigation

/// A driver that can show the Account tab, or the sign-in sheet: it names the view controller (and
/// list data source) that shows it, built over the screen object an architecture makes from the
/// view controller's parts.
///
/// Each driver adopts it in the feature's view-controller file (`extension TerminalDriver:
/// AccountHosting`); a screen builder that shows the screen asks for it in its generic
/// constraint, so the drivers and the builders learn a screen without a central list.
@MainActor
public protocol AccountHosting {
    /// The driver's screen type (`BaseViewController`, `UIViewController`).
    associatedtype Screen: AnyObject

    /// What builds the screen object from the view controller's parts.
    typealias MakeAccountScreen = @MainActor (ScreenParts<any AccountDisplay, Void, Screen>) -> any AccountScreenType

    /// The Account tab, or the sign-in sheet.
    func account(screen: @escaping MakeAccountScreen) -> Screen
}
