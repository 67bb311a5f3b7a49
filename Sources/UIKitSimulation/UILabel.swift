/// Apple: `@MainActor class UILabel : UIView`.
@MainActor
open class UILabel: UIView {
    /// Apple: `var text: String? { get set }`.
    open var text: String?
    /// Apple: `var textColor: UIColor! { get set }`.
    open var textColor: UIColor! = .black
    /// Apple: `var numberOfLines: Int { get set }`.
    open var numberOfLines = 1
}
