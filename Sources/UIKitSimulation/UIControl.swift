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
