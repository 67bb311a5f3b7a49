import Foundation

/// Apple: `@MainActor class UIView : UIResponder`. A node of a view tree: no drawing, no layout.
@MainActor
open class UIView: UIResponder {
    /// Apple: `struct AutoresizingMask` (OptionSet).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: `static var flexibleWidth: UIView.AutoresizingMask { get }`.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Apple: `static var flexibleHeight: UIView.AutoresizingMask { get }`.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// Apple: `var frame: CGRect { get set }`.
    open var frame: CGRect
    /// Apple: `var bounds: CGRect { get set }` (here: the frame's size at the origin).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// Apple: `var autoresizingMask: UIView.AutoresizingMask { get set }`.
    open var autoresizingMask: AutoresizingMask = []
    /// Apple: `@NSCopying var backgroundColor: UIColor? { get set }`.
    open var backgroundColor: UIColor?
    /// Apple: `var isHidden: Bool { get set }`.
    open var isHidden = false
    /// Apple: `var subviews: [UIView] { get }`.
    public private(set) var subviews: [UIView] = []
    /// Apple: `var superview: UIView? { get }` (held weakly here).
    public private(set) weak var superview: UIView?

    /// Apple: `init(frame: CGRect)`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Apple: `init?(coder: NSCoder)`. The simulation has no archives.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `init()` (inherited from `NSObject`); a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Apple: `var window: UIWindow? { get }`.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Apple: `func addSubview(_ view: UIView)`.
    open func addSubview(_ view: UIView) {
        if view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: index)
        } else {
            view.removeFromSuperview()
        }
        subviews.append(view)
        view.superview = self
    }

    /// Apple: `func removeFromSuperview()`.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
}
