/// Everything needed to put one alert on screen: its texts, its buttons and how it is shown.
///
/// Use a strategy wherever a decision to ask the user something is made — a presenter or a view
/// model builds it without importing any UI framework, and the view controller hands it to an
/// ``AlertClientType`` in its output section. Because a strategy is an `Error`, a use case or a
/// presenter can also return it as the failure of a `Result`.
///
/// The intended way to build strategies is one constrained initialiser per alert context, so that
/// call sites read as the situation they handle:
///
/// ```swift
/// extension AlertStrategy where Action == FetchPhotoErrorAction {
///     init(fetchFailure error: PhotoError) {
///         self.init(
///             title: "Photos unavailable",
///             message: error.localizedDescription,
///             actions: [.retry, .cancel]
///         )
///     }
/// }
///
/// alertClient.show(strategy: .init(fetchFailure: error))
/// ```
///
/// A strategy with no actions, or with more than one `.cancel` action, is rejected by
/// ``AlertClient`` when shown (see ``AlertClientError``): a driver could not close it correctly.
public struct AlertStrategy<Action: AlertActionType>: Error, Sendable {
    /// The alert's title, if any.
    public var title: String?
    /// The alert's message, if any.
    public var message: String?
    /// The buttons, in the order they are shown.
    public var actions: [Action]
    /// How the alert is shown.
    public var style: AlertStyle

    /// Creates a strategy.
    ///
    /// - Parameters:
    ///   - title: The alert's title; `nil` for none (common for action sheets).
    ///   - message: The alert's message; `nil` for none.
    ///   - actions: The buttons, in the order they are shown. Give at least one.
    ///   - style: A centred dialog (the default) or an action sheet.
    public init(title: String?, message: String?, actions: [Action], style: AlertStyle = .alert) {
        self.title = title
        self.message = message
        self.actions = actions
        self.style = style
    }

    /// The UI-independent description a driver receives for this strategy.
    ///
    /// Its buttons are the actions' titles and styles, in the same order, so that the index a
    /// driver reports is the index of the chosen action in ``actions``.
    public var presentation: AlertPresentation {
        AlertPresentation(
            title: title,
            message: message,
            style: style,
            buttons: actions.map { AlertPresentation.Button(title: $0.title, style: $0.style) }
        )
    }
}

// Equatable because every `AlertActionType` is: two strategies are equal when their texts, actions
// and style are.
extension AlertStrategy: Equatable {}
