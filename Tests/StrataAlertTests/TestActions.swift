import StrataAlert

/// The photo-loading error alert of the articles' sample, as a test context.
enum PhotoErrorAction: AlertActionType, CaseIterable {
    case retry, settings, cancel

    var title: String {
        switch self {
        case .retry: "Retry"
        case .settings: "Settings"
        case .cancel: "Cancel"
        }
    }

    var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}

/// A second context with an associated value, to check that two clients stay apart.
enum ConfirmAction: AlertActionType {
    case change(to: String)
    case cancel

    var title: String {
        switch self {
        case .change(let animal): "Show \(animal)"
        case .cancel: "Cancel"
        }
    }

    var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}

/// A context that relies on the default style.
enum AcknowledgeAction: AlertActionType {
    case ok
    var title: String { "OK" }
}

extension AlertStrategy where Action == PhotoErrorAction {
    /// The per-context initialiser the DocC recommends.
    static func fetchFailed(reason: String) -> Self {
        .init(title: "Photos unavailable", message: reason, actions: [.retry, .settings, .cancel])
    }
}

extension AlertStrategy where Action == ConfirmAction {
    init(confirmSwitchTo animal: String) {
        self.init(title: "Switch album?", message: nil, actions: [.change(to: animal), .cancel], style: .actionSheet)
    }
}
