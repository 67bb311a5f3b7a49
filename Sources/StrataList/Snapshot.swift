/// The state of a sectioned list at one moment: its sections, in order, and the items of each,
/// identified by value.
///
/// Build a snapshot for what the screen should show, then hand it to a ``ListDataSource``, which
/// diffs it against the current one and animates the difference. The API follows
/// `NSDiffableDataSourceSnapshot`, with one change: every operation that names identifiers
/// `throws` a ``SnapshotError`` instead of trapping, because identifiers usually come from data a
/// user or a server produced. A snapshot never holds a duplicate identifier.
///
/// ```swift
/// var snapshot = Snapshot<Int, String>()
/// try snapshot.appendSections([0])
/// try snapshot.appendItems(["Swift", "Kotlin"], toSection: 0)
/// snapshot.indexPath(for: "Kotlin")   // [0, 1]
/// ```
///
/// Lookups by identifier (``indexPath(for:)``, ``sectionIdentifier(containingItem:)``,
/// ``indexOfSection(_:)``) take constant time: the snapshot keeps its indexes up to date as it
/// changes. Appending is amortised O(1) per identifier, and hashes each identifier once; inserting,
/// deleting or moving in the middle of a section re-indexes the items after that point, as the
/// array shift does anyway, and inserting, deleting or moving a section re-indexes the items of the
/// sections whose position changes.
///
/// Two snapshots are equal when they have the same sections in the same order with the same items
/// in the same order; items or sections marked for reload or reconfiguration do not take part.
public struct Snapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The type that identifies a section.
    public typealias Section = SectionIdentifierType
    /// The type that identifies an item.
    public typealias Item = ItemIdentifierType

    /// The section identifiers, in display order.
    @usableFromInline var sectionIDs: [Section] = []
    /// The items of each section, parallel to `sectionIDs`.
    @usableFromInline var sectionContents: [[Item]] = []
    /// Where each section is in `sectionIDs`.
    @usableFromInline var sectionOrdinals: [Section: Int] = [:]
    /// Where each item is: hash tags and positions only, the identifiers stay in `sectionContents`.
    @usableFromInline var itemIndex = ItemLocationIndex()

    /// The items marked with ``reloadItems(_:)``; the diff reports them as reloads.
    public internal(set) var reloadedItemIdentifiers: Set<Item> = []
    /// The items marked with ``reconfigureItems(_:)``; the diff reports them as reconfigurations.
    public internal(set) var reconfiguredItemIdentifiers: Set<Item> = []
    /// The sections marked with ``reloadSections(_:)``; the diff reports them as section reloads.
    public internal(set) var reloadedSectionIdentifiers: Set<Section> = []

    /// Creates an empty snapshot: no sections, no items.
    @inlinable
    public init() {}

    /// Creates a snapshot with the given sections and their items, in order.
    ///
    /// Use it when you have the whole content at hand (a screen's `update(newItems:)`).
    /// - Throws: ``SnapshotError/duplicateSection(_:)`` or ``SnapshotError/duplicateItem(_:)``
    ///   naming the first identifier that occurs twice.
    @inlinable
    public init(sections: some Sequence<(Section, [Item])>) throws(SnapshotError) {
        for (section, items) in sections {
            try appendSections([section])
            try appendItems(items, toSection: section)
        }
    }

    /// Where `item` is, or `nil` if the snapshot does not contain it.
    @inlinable
    func location(of item: Item) -> ListIndexPath? {
        itemIndex.location(of: item, in: sectionContents)
    }

    /// Rewrites the index entries of the items of `sections`, which moved from the old section
    /// indices `oldSections[k]` to the new ones `newSections[k]`. Call it after changing
    /// `sectionContents`, with the index still describing the old layout.
    @inlinable
    mutating func renumberSections(from oldSections: [Int], to newSections: [Int]) {
        let contents = sectionContents
        itemIndex.renumber(
            zip(oldSections, newSections).lazy.filter { $0.0 != $0.1 }.flatMap { old, new in
                contents[new].indices.lazy.map { position in
                    (hashValue: contents[new][position].hashValue,
                     from: ListIndexPath(item: position, section: old),
                     to: ListIndexPath(item: position, section: new))
                }
            }
        )
    }

    /// Rewrites the index entries of the items of section `section` from position `start` on, which
    /// moved there from `delta` positions earlier (a negative `delta`: later). Call it after changing
    /// `sectionContents`, with the index still describing the old layout.
    @inlinable
    mutating func renumberItems(inSection section: Int, from start: Int, shiftedBy delta: Int) {
        let items = sectionContents[section]
        guard delta != 0, start < items.count else { return }
        itemIndex.renumber(
            (start..<items.count).lazy.map { position in
                (hashValue: items[position].hashValue,
                 from: ListIndexPath(item: position &- delta, section: section),
                 to: ListIndexPath(item: position, section: section))
            }
        )
    }
}

extension Snapshot: Equatable {
    /// Whether both snapshots show the same sections and items in the same order.
    ///
    /// Reload and reconfigure marks are not compared: they describe a pending update, not content.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionIDs == rhs.sectionIDs && lhs.sectionContents == rhs.sectionContents
    }
}

extension Snapshot: CustomStringConvertible {
    public var description: String {
        let sections = zip(sectionIDs, sectionContents).map { section, items in
            "\(SnapshotError.name(section)): \(items.map { SnapshotError.name($0) }.joined(separator: ", "))"
        }
        return "Snapshot(\(sections.joined(separator: "; ")))"
    }
}
