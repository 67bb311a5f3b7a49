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
