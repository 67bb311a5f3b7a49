/// What a UI driver's view controller implements so that an `AlertClient` can show alerts on it.
///
/// The client holds its view controller weakly. A driver shows ``AlertPresentation`` in its own way and,
/// when the user chooses a button, calls `onChoice` once with that button's index in
/// `alert.buttons`. Dismissing the alert without a choice (for example with Escape) counts as
/// choosing the `.cancel` button if the alert has one; an alert with no cancel button can only be
/// closed by choosing one of its buttons.
@MainActor
public protocol AlertPresenting: AnyObject {
    /// Whether an alert presented through this object is on screen now.
    var isPresentingAlert: Bool { get }

    /// Whether this object can put an alert on screen now. A UIKit view controller whose view is
    /// not in a window cannot (UIKit would drop the alert without a word), so the client reports
    /// ``AlertClientError/viewControllerUnavailable`` instead. `true` unless a driver says otherwise.
    var canPresentAlerts: Bool { get }

    /// Shows `alert`.
    ///
    /// - Parameters:
    ///   - alert: What to show.
    ///   - animated: Whether the driver should animate the appearance, where it can.
    ///   - completion: Called once the alert is on screen.
    ///   - onChoice: Called once, with the index of the chosen button, after the alert is removed.
    func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void
    )

    /// Shows `alert` as ``presentAlert(_:animated:completion:onChoice:)`` does, and calls
    /// `onUnavailable` instead of `onChoice` if the alert turns out never to be shown.
    ///
    /// A driver that keeps alerts waiting on its own implements it: UIKit's keeps one line of
    /// alerts per window, and a screen can leave its window while its alert waits there. The
    /// client then reports ``AlertClientError/viewControllerUnavailable`` for that alert and goes on
    /// with the next one, instead of waiting for an answer that will never come. The default
    /// calls ``presentAlert(_:animated:completion:onChoice:)``: a driver that shows an alert as
    /// soon as it is asked never needs `onUnavailable`.
    ///
    /// - Parameters:
    ///   - alert: What to show.
    ///   - animated: Whether the driver should animate the appearance, where it can.
    ///   - completion: Called once the alert is on screen.
    ///   - onChoice: Called once, with the index of the chosen button, after the alert is removed.
    ///   - onUnavailable: Called once, instead of `onChoice`, if the alert will never be shown.
    func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    )
}

extension AlertPresenting {
    /// Drivers whose screens can always show an alert (the terminal) need not implement it.
    public var canPresentAlerts: Bool { true }

    /// Drivers that show an alert as soon as they are asked need not implement it: it presents
    /// with ``presentAlert(_:animated:completion:onChoice:)`` and never calls `onUnavailable`.
    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        // strata-lint:disable:next inline-alert-handler -- the protocol's default: forwards the caller's handler to the driver unchanged.
        presentAlert(alert, animated: animated, completion: completion, onChoice: onChoice)
    }
}

/// A plain, UI-independent description of an alert that a driver can put on screen.
///
/// `AlertClient` turns an `AlertStrategy` into an `AlertPresentation` and hands it to an
/// ``AlertPresenting`` view controller. Drivers only ever see this type: titles, a message, a style
/// and the buttons in order. Which button was chosen is reported back by its index in ``buttons``.
public struct AlertPresentation: Sendable, Hashable {
    /// One button of the alert.
    public struct Button: Sendable, Hashable {
        /// The text on the button.
        public var title: String
        /// The button's role.
        public var style: AlertActionStyle

        /// Creates a button description.
        public init(title: String, style: AlertActionStyle) {
            self.title = title
            self.style = style
        }
    }

    /// The alert's title, if any.
    public var title: String?
    /// The alert's message, if any.
    public var message: String?
    /// How the alert is shown.
    public var style: AlertStyle
    /// The buttons, in the order they are shown.
    public var buttons: [Button]

    /// Creates an alert description.
    public init(title: String?, message: String?, style: AlertStyle, buttons: [Button]) {
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }
}
