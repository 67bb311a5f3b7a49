import Foundation

/// Apple: `@MainActor class UICollectionReusableView : UIView`.
///
/// Its `init(frame:)` is `required` here (not in UIKit): the simulation creates registered cell
/// classes from their metatype, which UIKit does through the Objective-C runtime.
@MainActor
open class UICollectionReusableView: UIView {
    /// Apple: `var reuseIdentifier: String? { get }`.
    open internal(set) var reuseIdentifier: String?

    /// Apple: `init(frame: CGRect)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// Apple: `@MainActor class UICollectionViewCell : UICollectionReusableView`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Apple: `var contentView: UIView { get }`.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView()

    /// Apple: `init(frame: CGRect)`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }
}
