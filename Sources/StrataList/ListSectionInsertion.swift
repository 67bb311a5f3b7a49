/// A section that appears, with all its items: its index in the new snapshot and its content.
///
/// Part of a ``ListChangeset``. The items of an inserted section are not listed again as item
/// insertions (UIKit rejects inserting items into a section that is being inserted): the section
/// insertion brings them.
public struct ListSectionInsertion<Section: Hashable & Sendable, Item: Hashable & Sendable>: Hashable, Sendable {
    /// Where the section is in the new snapshot.
    public var index: Int
    /// The inserted section.
    public var section: Section
    /// The items of the inserted section, in order.
    public var items: [Item]

    /// Creates the insertion of `section` with `items` at `index` (new snapshot).
    @inlinable
    public init(index: Int, section: Section, items: [Item]) {
        self.index = index
        self.section = section
        self.items = items
    }
}
