import Foundation

/// Apple: `@MainActor class UITableViewCell : UIView`.
///
/// Its `init(style:reuseIdentifier:)` is `required` here (not in UIKit): the simulation creates
/// registered cell classes from their metatype, which UIKit does through the Objective-C runtime.
@MainActor
open class UITableViewCell: UIView {
    /// Apple: `enum CellStyle : Int`.
    public enum CellStyle: Int, Sendable {
        /// Apple: `case default = 0`.
        case `default` = 0
    }

    /// Apple: `var reuseIdentifier: String? { get }`.
    open internal(set) var reuseIdentifier: String?
    /// Apple: `var contentView: UIView { get }`.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView()

    /// Apple: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
