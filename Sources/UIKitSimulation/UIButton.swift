/// Apple: `@MainActor class UIButton : UIControl`.
@MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]

    /// Apple: `func setTitle(_ title: String?, for state: UIControl.State)`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// Apple: `func title(for state: UIControl.State) -> String?`.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Apple: `var currentTitle: String? { get }`.
    open var currentTitle: String? { title(for: .normal) }
}
