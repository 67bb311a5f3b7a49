import Foundation
import GitHubBrowserApplication
import StrataAlert

// The alerts that several screens show. A screen's own alerts live in its folder
// (`<Screen>Alerts.swift`); an alert whose buttons are the same on several screens uses one of these
// action types, with a factory per use where the texts differ.

/// The buttons of an alert that offers to try again: *Retry* and *Close*.
///
/// Use it for any failure whose only way out is to try the same thing again or leave things as they
/// are; each use gives the alert its own title and message through a factory on `AlertStrategy`
/// (`init(loadAccountFailure:)`, `init(signOutFailure:)`), and the
/// presenter decides what *Retry* repeats.
public enum RetryOrCancel: AlertActionType {
    /// Try the same operation again.
    case retry
    /// Close the alert; the screen keeps what it shows.
    case cancel

    /// The button title: "Retry" or "Close".
    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Close"
        }
    }

    /// `cancel` is the cancel button; `retry` a default button.
    public var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}

/// The buttons of the alert shown when a favourite could not be saved or removed.
public enum SaveFavouriteErrorAction: AlertActionType, CaseIterable {
    /// Toggle the favourite again.
    case retry
    /// Leave it as it is.
    case cancel

    /// The button title.
    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Cancel"
        }
    }

    /// `cancel` is the cancel button.
    public var style: AlertActionStyle {
        self == .cancel ? .cancel : .default
    }
}

extension AlertStrategy where Action == SaveFavouriteErrorAction {
    /// The alert for a favourite that could not be saved: *Retry* and *Cancel*.
    public init(saveFailure error: AppError, timeZone: TimeZone = .current) {
        self.init(
            title: "Favourite not saved",
            message: error.message(timeZone: timeZone),
            actions: [.retry, .cancel]
        )
    }
}
