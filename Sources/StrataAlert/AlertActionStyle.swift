/// The role of one button of an alert, independent of any UI framework.
public enum AlertActionStyle: Sendable, Hashable, CaseIterable {
    /// An ordinary choice.
    case `default`
    /// The choice that leaves things as they are. Drivers bind it to the Escape key (terminal) or
    /// place it apart (iOS). An alert should have at most one.
    case cancel
    /// A choice that destroys data or cannot be undone; drivers highlight it.
    case destructive
}
