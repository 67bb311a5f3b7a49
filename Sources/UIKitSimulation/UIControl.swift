/// Apple: `@MainActor class UIControl : UIView`.
@MainActor
open class UIControl: UIView {
    /// Apple: `struct Event` (OptionSet).
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: `static var touchUpInside: UIControl.Event { get }`.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// Apple: `static var valueChanged: UIControl.Event { get }`.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// Apple: `static var primaryActionTriggered: UIControl.Event { get }`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Apple: `static var editingChanged: UIControl.Event { get }`.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Apple: `static var editingDidEndOnExit: UIControl.Event { get }` ("'return key' ending
        /// editing"). A test sends it as the Return key would.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    /// Apple: `struct State` (OptionSet).
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Apple: `static var normal: UIControl.State { get }`.
        public static let normal = State([])
    }

    private var actions: [(event: Event, action: UIAction)] = []

    /// Apple: `var isEnabled: Bool { get set }` ("default is YES"). The simulation does not stop
    /// `sendActions(for:)` when it is `false` (UIKit does not either); a test checks it as a user
    /// would, before tapping.
    open var isEnabled = true

    /// Apple: `func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((controlEvents, action))
    }

    /// Apple: `func sendActions(for controlEvents: UIControl.Event)`. Tests call it as a user's
    /// tap would.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.event.isDisjoint(with: controlEvents) {
            entry.action.handler(entry.action)
        }
    }
}

/// Apple: `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

/// Apple: `@MainActor class UIAction : UIMenuElement`. Declared with the one initialiser parameter
/// besides the handler that Strata uses; Apple's initialiser has more, all with default values.
@MainActor
public final class UIAction {
    /// Apple: `var title: String { get set }`.
    public var title: String
    let handler: UIActionHandler

    /// Apple: `convenience init(title: String = "", image: UIImage? = nil, identifier:
    /// UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
    /// UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`.
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
    }
}

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

/// Apple: `@MainActor class UITextField : UIControl`.
@MainActor
open class UITextField: UIControl {
    /// Apple: `var text: String? { get set }`; "This value is `nil` by default."
    open var text: String?
    /// Apple: `var placeholder: String? { get set }`.
    open var placeholder: String?
    /// Apple (UITextInputTraits): `var isSecureTextEntry: Bool { get set }` ("default is NO").
    open var isSecureTextEntry = false
    /// Apple (UITextInputTraits): `var returnKeyType: UIReturnKeyType { get set }` ("default is
    /// UIReturnKeyDefault").
    open var returnKeyType = UIReturnKeyType.default
}

/// Apple (UITextInputTraits): `enum UIReturnKeyType : Int, @unchecked Sendable`: what the
/// keyboard's return key says. Only the cases in use.
public enum UIReturnKeyType: Int, Sendable {
    /// Apple: `case default = 0`.
    case `default` = 0
    /// Apple: `case search = 6`.
    case search = 6
}

/// Apple: `@MainActor class UIRefreshControl : UIControl` (iOS only, not tvOS): pull to refresh.
/// A test pulls it with `sendActions(for: .valueChanged)`, after `beginRefreshing()` as UIKit does
/// when the user pulls.
@MainActor
open class UIRefreshControl: UIControl {
    /// Apple: `var isRefreshing: Bool { get }`.
    open private(set) var isRefreshing = false

    /// Apple: `func beginRefreshing()`.
    open func beginRefreshing() { isRefreshing = true }

    /// Apple: `func endRefreshing()`.
    open func endRefreshing() { isRefreshing = false }
}
