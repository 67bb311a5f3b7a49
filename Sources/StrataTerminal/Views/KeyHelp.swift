/// One entry of the status line: the keys and what they do (`"↑↓" "move"`).
///
/// Views and controllers return their entries from `keyHelp`; the application shows those of the
/// focused view and of the visible controllers, so the user always sees the keys that work now.
public struct KeyHelp: Hashable, Sendable {
    /// The keys, as the user reads them (`"Enter"`, `"↑↓"`, `"^U"`).
    public var keys: String
    /// What they do, in a word or two.
    public var action: String

    /// Creates an entry.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
