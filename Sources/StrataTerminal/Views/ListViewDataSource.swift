import StrataList

/// What a ``ListView`` shows: how many sections and rows there are, the row at an index path, and
/// optionally each section's title and each row's identity. The list reads it, as a table view
/// reads its `UITableViewDataSource`.
///
/// A screen that shows identified items does not adopt it: its data-source wrapper binds the list
/// to a `ListDataSource` with ``ListView/bind(to:sectionTitle:)``, which reads the data source
/// through this protocol. Adopt it for content that is not a list of identified items — a
/// generated range, a log — in a few lines:
///
/// ```swift
/// extension LogViewController: ListViewDataSource {
///     func numberOfItems(inSection section: Int) -> Int { lines.count }
///     func cell(at indexPath: ListIndexPath) -> ListRow { ListRow(lines[indexPath.item]) }
/// }
///
/// // In viewDidLoad; after each change of `lines`, call rootView.listView.reloadData().
/// rootView.listView.dataSource = self
/// ```
///
/// The list reads the counts and section titles when it gets its data source and on every
/// ``ListView/reloadData()``, and asks for rows only while drawing them — the visible ones — so
/// ``cell(at:)`` may be as cheap or as costly as needed. It never asks for an index path outside
/// the counts it read last.
///
/// Rows are identified by their index path unless you say otherwise: after a reload the selection
/// stays at the same place. Content whose rows can move implements ``itemIdentifier(for:)`` and
/// ``indexPath(for:)``, and the selection follows its row.
///
/// It plays the part of UIKit's `UITableViewDataSource`, not of StrataUIKit's `UIKitListDataSource`:
/// that class binds a `ListDataSource` to a UIKit list, which here is ``ListView/bind(to:sectionTitle:)``.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// What identifies a row across reloads; by default its index path.
    associatedtype ItemIdentifier: Hashable = ListIndexPath

    /// How many sections the list has; 1 unless you implement it.
    var numberOfSections: Int { get }

    /// How many rows the section at `section` has.
    func numberOfItems(inSection section: Int) -> Int

    /// The row to draw at `indexPath`; called only for the rows being drawn.
    func cell(at indexPath: ListIndexPath) -> ListRow

    /// The header of the section at `section`, or `nil` (the default) for a section without one.
    func title(forSection section: Int) -> String?

    /// The identity of the row at `indexPath`, which the list remembers for its selected row; `nil`
    /// if there is none.
    func itemIdentifier(for indexPath: ListIndexPath) -> ItemIdentifier?

    /// Where the row identified by `itemIdentifier` is now, or `nil` if it is gone. After a reload
    /// or an update the list selects it there; if it is gone, the row now at the old place.
    func indexPath(for itemIdentifier: ItemIdentifier) -> ListIndexPath?
}

extension ListViewDataSource {
    /// One section.
    public var numberOfSections: Int { 1 }

    /// No header.
    public func title(forSection section: Int) -> String? { nil }
}

extension ListViewDataSource where ItemIdentifier == ListIndexPath {
    /// A row is identified by its place.
    public func itemIdentifier(for indexPath: ListIndexPath) -> ListIndexPath? { indexPath }

    /// A row identified by its place stays there.
    public func indexPath(for itemIdentifier: ListIndexPath) -> ListIndexPath? { itemIdentifier }
}

/// What one row of a ``ListView`` shows: a text, an optional detail on the right, an optional style.
///
/// A list asks its data source (``ListViewDataSource/cell(at:)``) for one for each *visible* row
/// only, so building it may be as cheap or as costly as needed.
public struct ListRow: Hashable, Sendable {
    /// The main text, on the left.
    public var text: String
    /// Secondary text, right-aligned and dimmed.
    public var detail: String?
    /// The style of the main text (the selection highlight is added on top).
    public var style: TextStyle

    /// Creates a row.
    public init(_ text: String, detail: String? = nil, style: TextStyle = .plain) {
        self.text = text
        self.detail = detail
        self.style = style
    }
}
