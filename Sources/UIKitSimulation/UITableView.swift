import Foundation

/// Apple: `@MainActor class UITableView : UIScrollView`.
///
/// The same rules as the simulated `UICollectionView`: batch updates must agree with the data
/// source ("Invalid update: invalid number of rows in section…"), index paths must exist, and
/// cells can only be dequeued for registered reuse identifiers. Every row counts as visible.
@MainActor
open class UITableView: UIScrollView {
    /// Apple: `enum Style : Int`.
    public enum Style: Int, Sendable {
        /// Apple: `case plain = 0`.
        case plain = 0
    }

    /// Apple: `enum RowAnimation : Int`.
    public enum RowAnimation: Int, Sendable {
        /// Apple: `case automatic = 100`.
        case automatic = 100
    }

    /// Apple: `var style: UITableView.Style { get }`.
    open var style: Style { storedStyle }
    private let storedStyle: Style
    /// Apple: `weak var dataSource: (any UITableViewDataSource)? { get set }`.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Apple: `weak var delegate: (any UITableViewDelegate)? { get set }`.
    open weak var delegate: (any UITableViewDelegate)?

    private var registrations: [String: UITableViewCell.Type] = [:]
    private lazy var tracker: ListUpdateTracker<UITableViewCell> = ListUpdateTracker(item: "row", view: "table view", fetchCounts: { [unowned self] in
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }, makeCell: { [unowned self] path in
        guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return nil }
        cell.isSelected = tracker.selection.contains(path)
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    })

    /// Apple: `init(frame: CGRect, style: UITableView.Style)`.
    public init(frame: CGRect, style: Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Apple: `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`.
    /// An identifier never registered is reported (UIKit raises "unable to dequeue a cell with
    /// identifier …") and a plain cell is returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellClass = registrations[identifier] else {
            SimulatedUIKit.report(.unregisteredReuseIdentifier, "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Apple: `var numberOfSections: Int { get }`.
    open var numberOfSections: Int { tracker.currentCounts.count }

    /// Apple: `func numberOfRows(inSection section: Int) -> Int`.
    open func numberOfRows(inSection section: Int) -> Int {
        tracker.count(inSection: section)
    }

    /// Apple: `func cellForRow(at indexPath: IndexPath) -> UITableViewCell?` (every row is visible here).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        tracker.cells[indexPath]
    }

    /// Apple: `func reloadData()`.
    open func reloadData() {
        tracker.reloadAll()
    }

    /// Apple: `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        tracker.batchUpdate { updates?() }
        completion?(true)
    }

    /// Apple: `func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { tracker.change { $0.itemInserts += indexPaths } }
    /// Apple: `func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { tracker.change { $0.itemDeletes += indexPaths } }
    /// Apple: `func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { tracker.change { $0.itemMoves.append((indexPath, newIndexPath)) } }
    /// Apple: `func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { tracker.change { $0.sectionInserts.formUnion(sections) } }
    /// Apple: `func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { tracker.change { $0.sectionDeletes.formUnion(sections) } }
    /// Apple: `func moveSection(_ section: Int, toSection newSection: Int)`.
    open func moveSection(_ section: Int, toSection newSection: Int) { tracker.change { $0.sectionMoves.append((section, newSection)) } }

    /// Apple: `func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { tracker.refresh(indexPaths, operation: "reload") }
    /// Apple: `func reconfigureRows(at indexPaths: [IndexPath])`.
    open func reconfigureRows(at indexPaths: [IndexPath]) { tracker.refresh(indexPaths, operation: "reconfigure") }

    /// Apple: `var indexPathForSelectedRow: IndexPath? { get }`. `reloadData()` clears the
    /// selection; a batch update keeps it on the rows that stay (see `BatchUpdate`).
    open var indexPathForSelectedRow: IndexPath? { tracker.selection.min() }

    /// Apple: `func deselectRow(at indexPath: IndexPath, animated: Bool)`: the cell's `isSelected`
    /// becomes `false`; the delegate hears nothing.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        tracker.selection.remove(indexPath)
        cellForRow(at: indexPath)?.isSelected = false
    }

    /// Simulation only: what a user's tap on the row at `indexPath` does (single selection, UIKit's
    /// default) — the row selected before is deselected and its cell's `isSelected` becomes
    /// `false`; the row is selected and its cell's `isSelected` becomes `true`; then the delegate
    /// hears `tableView(_:didSelectRowAt:)`. Returns `false` for a row that does not exist.
    @discardableResult
    public func simulateSelection(at indexPath: IndexPath) -> Bool {
        guard numberOfRows(inSection: indexPath.section) > indexPath.row, indexPath.row >= 0 else { return false }
        for selected in tracker.selection where selected != indexPath { deselectRow(at: selected, animated: true) }
        tracker.selection.insert(indexPath)
        cellForRow(at: indexPath)?.isSelected = true
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return true
    }
}

/// Apple: `@MainActor class UITableViewCell : UIView`.
///
/// Its `init(style:reuseIdentifier:)` is `required` here (not in UIKit): the simulation creates
/// registered cell classes from their metatype, which UIKit does through the Objective-C runtime.
@MainActor
open class UITableViewCell: UIView {
    /// Apple: `enum CellStyle : Int`.
    public enum CellStyle: Int, Sendable {
        /// Apple: `case default = 0`.
        case `default` = 0
    }

    /// Apple: `var reuseIdentifier: String? { get }`.
    open internal(set) var reuseIdentifier: String?
    /// Apple: `var contentView: UIView { get }`.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView()

    /// Apple: `typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Apple: `var isSelected: Bool { get set }`. The table view sets it. A change asks for a
    /// configuration update, which runs at once here (UIKit: before the next layout).
    open var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
    }

    /// Apple: `var configurationState: UICellConfigurationState { get }`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        return state
    }

    /// Apple: `var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? { get set }`
    /// (iOS 15). Setting it asks for a configuration update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Apple: `func setNeedsUpdateConfiguration()`: `updateConfiguration(using:)`, then the
    /// `configurationUpdateHandler`, with `configurationState` — at once here.
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Apple: `func updateConfiguration(using state: UICellConfigurationState)`: override it to
    /// configure the cell for `state`. Does nothing by default.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Apple: `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// Apple: `@MainActor protocol UITableViewDataSource : NSObjectProtocol`.
/// `numberOfSections(in:)` is optional there (1 when missing); here it has that default.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// Apple: `func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// Apple: `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// Apple: `optional func numberOfSections(in tableView: UITableView) -> Int`.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Apple: `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate` (all optional there;
/// here with an empty default).
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// Apple: `optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Apple: `optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
