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
