/// Apple: `@MainActor class UIAlertController : UIViewController`.
///
/// `simulateTap(actionAt:)` is the simulation's own: it does what a user's tap does — the alert is
/// dismissed, then the action's handler runs.
@MainActor
open class UIAlertController: UIViewController {
    /// Apple: `enum Style : Int`.
    public enum Style: Int, Sendable {
        /// Apple: `case actionSheet = 0`.
        case actionSheet = 0
        /// Apple: `case alert = 1`.
        case alert = 1
    }

    /// Apple: `var message: String? { get set }`.
    open var message: String?
    /// Apple: `var preferredStyle: UIAlertController.Style { get }`.
    public private(set) var preferredStyle = Style.alert
    /// Apple: `var actions: [UIAlertAction] { get }`.
    public private(set) var actions: [UIAlertAction] = []

    /// Apple: `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    private let popover = UIPopoverPresentationController()

    /// Apple: `var popoverPresentationController: UIPopoverPresentationController? { get }` — an
    /// action sheet is a popover on iPad, which needs an anchor.
    open override var popoverPresentationController: UIPopoverPresentationController? {
        preferredStyle == .actionSheet ? popover : nil
    }

    /// Apple: `func addAction(_ action: UIAlertAction)`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Simulation only: taps the button at `index` — the alert is dismissed, then the action's
    /// handler runs. Returns `false` (and does nothing) when the alert is not on screen or has no
    /// such button.
    @discardableResult
    public func simulateTap(actionAt index: Int) -> Bool {
        guard presentingViewController != nil, actions.indices.contains(index) else { return false }
        let action = actions[index]
        dismiss(animated: true) { action.handler?(action) }
        return true
    }

    /// Simulation only: taps the button titled `title` (see ``simulateTap(actionAt:)``).
    @discardableResult
    public func simulateTap(title: String) -> Bool {
        guard let index = actions.firstIndex(where: { $0.title == title }) else { return false }
        return simulateTap(actionAt: index)
    }
}

/// Apple: `@MainActor class UIAlertAction : NSObject`.
@MainActor
public final class UIAlertAction {
    /// Apple: `enum Style : Int`.
    public enum Style: Int, Sendable {
        /// Apple: `case default = 0`.
        case `default` = 0
        /// Apple: `case cancel = 1`.
        case cancel = 1
        /// Apple: `case destructive = 2`.
        case destructive = 2
    }

    /// Apple: `var title: String? { get }`.
    public let title: String?
    /// Apple: `var style: UIAlertAction.Style { get }`.
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    /// Apple: `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// Apple: `@MainActor class UIPopoverPresentationController : UIPresentationController`. Only the
/// anchor an action sheet needs on iPad.
@MainActor
public final class UIPopoverPresentationController {
    /// Apple: `var sourceView: UIView? { get set }`.
    public var sourceView: UIView?
}
