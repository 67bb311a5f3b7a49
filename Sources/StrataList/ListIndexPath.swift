/// The position of an item in a sectioned list: a section index and an item index inside it.
///
/// Strata defines its own index path rather than using Foundation's `IndexPath` so that the list
/// module stays free of Foundation, and so that a position is always exactly two numbers (a
/// Foundation index path can hold any number of indices). A UIKit driver converts with
/// `IndexPath(item: path.item, section: path.section)`; a terminal driver uses it as is.
///
/// Index paths order by section first, then by item, which is the order a list shows them in.
public struct ListIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the section, counted from zero.
    public var section: Int
    /// The index of the item inside its section, counted from zero.
    public var item: Int

    /// Creates the index path of the item at `item` in the section at `section`.
    @inlinable
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    public var description: String {
        "[\(section), \(item)]"
    }
}
