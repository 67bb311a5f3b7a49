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
