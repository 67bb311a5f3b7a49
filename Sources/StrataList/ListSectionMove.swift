/// A section that changed place: where it was in the old snapshot, where it is in the new one.
///
/// Part of a ``ListChangeset``; a driver passes it to its list's section-move call.
public struct ListSectionMove: Hashable, Sendable {
    /// The index of the section in the old snapshot.
    public var source: Int
    /// The index of the section in the new snapshot.
    public var destination: Int

    /// Creates a move of the section at `source` (old) to `destination` (new).
    @inlinable
    public init(source: Int, destination: Int) {
        self.source = source
        self.destination = destination
    }
}
