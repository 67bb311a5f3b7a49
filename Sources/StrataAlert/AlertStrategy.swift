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

/// How an alert is shown, independent of any UI framework.
///
/// Presenters and view models choose a style without importing UIKit; each driver maps it to its
/// own presentation (`UIAlertController.Style` on iOS, a centred dialog or a bottom sheet in the
/// terminal).
public enum AlertStyle: Sendable, Hashable, CaseIterable {
    /// A dialog in the middle of the screen that interrupts the user.
    case alert
    /// A list of choices attached to the bottom of the screen.
    case actionSheet
}

/// One button of an alert, described by the screen that shows it.
///
/// Declare one enum per alert *context* — the situation that makes the app ask the user
/// something — and give each case a title and a style. The enum's name then documents the
/// context wherever it appears (`AlertClient<FetchPhotoErrorAction>`), and a handler receives a
/// value it can `switch` over exhaustively:
///
/// ```swift
/// enum FetchPhotoErrorAction: AlertActionType {
///     case retry, cancel
///
///     var title: String {
///         switch self {
///         case .retry: "Retry"
///         case .cancel: "Cancel"
///         }
///     }
///
///     var style: AlertActionStyle {
///         self == .cancel ? .cancel : .default
///     }
/// }
/// ```
///
/// Actions are `Sendable` so that an ``AlertStrategy`` can travel as an `Error` (for example as the
/// failure of a `Result` returned by a presenter).
public protocol AlertActionType: Equatable, Sendable {
    /// The text on the button.
    var title: String { get }
    /// The button's role; drivers place and colour the button after it.
    var style: AlertActionStyle { get }
}

extension AlertActionType {
    /// The default role, `.default`, for actions that do not say otherwise.
    public var style: AlertActionStyle { .default }
}

/// The role of one button of an alert, independent of any UI framework.
public enum AlertActionStyle: Sendable, Hashable, CaseIterable {
    /// An ordinary choice.
    case `default`
    /// The choice that leaves things as they are. Drivers bind it to the Escape key (terminal) or
    /// place it apart (iOS). An alert should have at most one.
    case cancel
    /// A choice that destroys data or cannot be undone; drivers highlight it.
    case destructive
}
