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

/// Apple: `@MainActor class UIResponder : NSObject`. The simulation's responder is a root class:
/// nothing here needs the Objective-C runtime, and a main-actor class cannot override `NSObject`'s
/// nonisolated `init()` in the Swift 6 language mode.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}
}

/// Apple: `@MainActor class UIScrollView : UIView`. Nothing scrolls in the simulation.
@MainActor
open class UIScrollView: UIView {
    /// Apple: `var refreshControl: UIRefreshControl? { get set }` (iOS only, not tvOS).
    open var refreshControl: UIRefreshControl?
}

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

/// Apple: `@MainActor class UIActivityIndicatorView : UIView`.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple: `var isAnimating: Bool { get }`.
    open private(set) var isAnimating = false

    /// Apple: `func startAnimating()`.
    open func startAnimating() { isAnimating = true }

    /// Apple: `func stopAnimating()`.
    open func stopAnimating() { isAnimating = false }
}

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

/// Apple: `class UIColor : NSObject` (Sendable). Grey levels, and the few system colours by name:
/// the simulation draws nothing.
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
    /// The grey level, 0 (black) to 1 (white); 0.5 for a system colour.
    public let white: CGFloat
    /// The opacity, 0 to 1.
    public let alpha: CGFloat
    /// The name of a system colour (`systemRed`), or `nil` for a grey level.
    public let systemName: String?

    /// Apple: `init(white: CGFloat, alpha: CGFloat)`.
    public init(white: CGFloat, alpha: CGFloat) {
        self.white = white
        self.alpha = alpha
        systemName = nil
    }

    private init(systemName: String) {
        white = 0.5
        alpha = 1
        self.systemName = systemName
    }

    /// Apple: `class var systemRed: UIColor { get }` (iOS 7).
    public static var systemRed: UIColor { UIColor(systemName: "systemRed") }
    /// Apple: `class var systemGreen: UIColor { get }` (iOS 7).
    public static var systemGreen: UIColor { UIColor(systemName: "systemGreen") }

    /// Apple: `class var black: UIColor { get }`.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Apple: `class var white: UIColor { get }`.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.white == rhs.white && lhs.alpha == rhs.alpha && lhs.systemName == rhs.systemName
    }

    public var description: String { systemName.map { "UIColor.\($0)" } ?? "UIColor(white: \(white), alpha: \(alpha))" }
}
