import Foundation
import GitHubBrowserApplication
import StrataCore
import StrataNavigation

// The contract of the "GitHub is unavailable" screen (the book's §15.3: its sample routes every 503
// to a screen of its own): what the user can do on it, what it draws on, and the screen object a
// driver's view controller holds. One file, since the screen has one intent and one thing to show.

/// What the user can do on the "GitHub is unavailable" screen.
public enum ServiceUnavailableIntent: Equatable, Sendable {
    /// Go back to the screen whose request met the 503.
    case back
}

/// What the screen says: the title, and the reason with when to try again.
public struct ServiceUnavailableNotice: Equatable, Sendable {
    /// "GitHub is unavailable".
    public let title: String
    /// Why, and when to try again ("It asks to try again after 14:15." or "Try again in a few
    /// minutes.").
    public let message: String

    /// The screen's title, "GitHub is unavailable", as its navigation bar shows it.
    public static var screenTitle: String { AppError.serviceUnavailable(retryAfter: nil).title }

    /// The notice of a 503 that asked to be tried again after `retryAfter` (`nil`: it did not say),
    /// with times in `timeZone`.
    public init(retryAfter: Date?, timeZone: TimeZone) {
        let error = AppError.serviceUnavailable(retryAfter: retryAfter)
        title = error.title
        message = error.message(timeZone: timeZone)
    }
}

/// What a driver's root view of the screen does for it.
@MainActor
public protocol ServiceUnavailableDisplay: AnyObject {
    /// Draws `notice`.
    func show(_ notice: ServiceUnavailableNotice)
}

/// The screen object a driver's view controller holds.
@MainActor
public protocol ServiceUnavailableScreenType: ScreenObject {
    /// Does what the user asked.
    func send(_ intent: ServiceUnavailableIntent)
}

/// A driver that can show "GitHub is unavailable": it names the view controller that shows it,
/// built over the screen object made from the view controller's parts. Each driver adopts it in
/// its `ServiceUnavailableViewController.swift`; a screen builder that shows the screen asks for
/// it in its generic constraint.
@MainActor
public protocol ServiceUnavailableHosting {
    /// The driver's screen type (`BaseViewController`, `UIViewController`).
    associatedtype Screen: AnyObject

    /// What builds the screen object from the view controller's parts.
    typealias MakeServiceUnavailableScreen = @MainActor (ScreenParts<any ServiceUnavailableDisplay, Void, Screen>) -> any ServiceUnavailableScreenType

    /// "GitHub is unavailable", pushed over the screen whose request met a 503.
    func serviceUnavailable(screen: @escaping MakeServiceUnavailableScreen) -> Screen
}
