/// Apple: `struct UICellConfigurationState` (iOS 14): the state of a cell — selected, highlighted,
/// and so on — that UIKit passes to `updateConfiguration(using:)` and to a cell's
/// `configurationUpdateHandler` whenever it changes.
///
/// Apple's initialiser is `init(traitCollection: UITraitCollection)`; the simulation has no trait
/// collections, so its `init()` makes a state with every flag off.
public struct UICellConfigurationState: Hashable, Sendable {
    /// Apple: `var isSelected: Bool { get set }`.
    public var isSelected = false
    /// Apple: `var isHighlighted: Bool { get set }`.
    public var isHighlighted = false
    /// Apple: `var isDisabled: Bool { get set }`.
    public var isDisabled = false
    /// Apple: `var isFocused: Bool { get set }`.
    public var isFocused = false
    /// Apple: `var isEditing: Bool { get set }`.
    public var isEditing = false
    /// Apple: `var isExpanded: Bool { get set }`.
    public var isExpanded = false

    /// A state with every flag off (Apple: `init(traitCollection:)`).
    public init() {}
}
