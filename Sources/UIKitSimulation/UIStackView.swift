import Foundation

/// Apple: `@MainActor class NSLayoutConstraint : NSObject`; only its `Axis` is used. Open, as in
/// UIKit, but a root class here (see the README's "Where it differs from UIKit, on purpose").
@MainActor
open class NSLayoutConstraint {
    /// Apple: `enum Axis : Int`.
    public enum Axis: Int, Sendable {
        /// Apple: `case horizontal = 0`.
        case horizontal = 0
        /// Apple: `case vertical = 1`.
        case vertical = 1
    }
}

/// Apple: `@MainActor class UIStackView : UIView`. Keeps its arranged subviews; lays out nothing.
@MainActor
open class UIStackView: UIView {
    /// Apple: `var axis: NSLayoutConstraint.Axis { get set }`.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// Apple: `var spacing: CGFloat { get set }`.
    open var spacing: CGFloat = 0
    /// Apple: `var arrangedSubviews: [UIView] { get }`.
    open private(set) var arrangedSubviews: [UIView] = []

    /// Apple: `func addArrangedSubview(_ view: UIView)`.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }
}
