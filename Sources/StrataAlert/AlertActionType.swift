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
