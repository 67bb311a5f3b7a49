/// The UI drivers `strata new screen` writes the view controller and root view for.
public enum Driver: String, CaseIterable, Sendable {
    /// StrataTerminal: runs in any terminal, tested headlessly.
    case terminal
    /// StrataUIKit: UIKit on iOS, tvOS and Mac Catalyst.
    case uikit

    /// The folder (under `Sources/`) the driver's files go to, beside the driver-free module's.
    public var folder: String {
        switch self {
        case .terminal: "TerminalUI"
        case .uikit: "UIKitUI"
        }
    }
}

/// The drivers `strata new screen --driver` writes a screen for: one of them, or both. The
/// driver-free files are the same for both drivers, so `both` writes them once.
public enum DriverChoice: String, CaseIterable, Sendable {
    /// StrataTerminal only.
    case terminal
    /// StrataUIKit only.
    case uikit
    /// StrataTerminal and StrataUIKit: a root view and a view controller for each.
    case both

    /// The drivers chosen.
    public var drivers: [Driver] {
        switch self {
        case .terminal: [.terminal]
        case .uikit: [.uikit]
        case .both: [.terminal, .uikit]
        }
    }
}
