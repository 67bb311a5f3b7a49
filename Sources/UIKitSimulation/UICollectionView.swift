import Foundation

/// Apple: `@MainActor class UICollectionView : UIScrollView`.
///
/// Simulates what crashes real apps: a batch update whose item or section counts disagree with
/// the data source ("Invalid update: invalid number of items in section…"), index paths out of
/// range, and a cell dequeued for a reuse identifier never registered. It has no layout: every
/// item counts as visible, so after each change it asks its data source for every cell
/// (`cellForItem(at:)` returns them).
@MainActor
open class UICollectionView: UIScrollView {
    /// Apple: `var collectionViewLayout: UICollectionViewLayout { get set }`.
    open var collectionViewLayout: UICollectionViewLayout
    /// Apple: `weak var dataSource: (any UICollectionViewDataSource)? { get set }`.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Apple: `weak var delegate: (any UICollectionViewDelegate)? { get set }`.
    open weak var delegate: (any UICollectionViewDelegate)?

    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private lazy var tracker: ListUpdateTracker<UICollectionViewCell> = ListUpdateTracker(item: "item", view: "collection view", fetchCounts: { [unowned self] in
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }, makeCell: { [unowned self] path in
        guard let cell = dataSource?.collectionView(self, cellForItemAt: path) else { return nil }
        cell.isSelected = tracker.selection.contains(path)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        return cell
    })

    /// Apple: `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Apple: `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`.
    /// An identifier never registered is reported (UIKit raises "could not dequeue a view of
    /// kind: UICollectionElementKindCell with identifier …") and a plain cell is returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registrations[identifier] else {
            SimulatedUIKit.report(.unregisteredReuseIdentifier, "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Apple: `var numberOfSections: Int { get }`.
    open var numberOfSections: Int { tracker.currentCounts.count }

    /// Apple: `func numberOfItems(inSection section: Int) -> Int`.
    open func numberOfItems(inSection section: Int) -> Int {
        tracker.count(inSection: section)
    }

    /// Apple: `func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?` (every item is
    /// visible here).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
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

    /// Apple: `func insertItems(at indexPaths: [IndexPath])`.
    open func insertItems(at indexPaths: [IndexPath]) { tracker.change { $0.itemInserts += indexPaths } }
    /// Apple: `func deleteItems(at indexPaths: [IndexPath])`.
    open func deleteItems(at indexPaths: [IndexPath]) { tracker.change { $0.itemDeletes += indexPaths } }
    /// Apple: `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { tracker.change { $0.itemMoves.append((indexPath, newIndexPath)) } }
    /// Apple: `func insertSections(_ sections: IndexSet)`.
    open func insertSections(_ sections: IndexSet) { tracker.change { $0.sectionInserts.formUnion(sections) } }
    /// Apple: `func deleteSections(_ sections: IndexSet)`.
    open func deleteSections(_ sections: IndexSet) { tracker.change { $0.sectionDeletes.formUnion(sections) } }
    /// Apple: `func moveSection(_ section: Int, toSection newSection: Int)`.
    open func moveSection(_ section: Int, toSection newSection: Int) { tracker.change { $0.sectionMoves.append((section, newSection)) } }

    /// Apple: `func reloadItems(at indexPaths: [IndexPath])`.
    open func reloadItems(at indexPaths: [IndexPath]) { tracker.refresh(indexPaths, operation: "reload") }
    /// Apple: `func reconfigureItems(at indexPaths: [IndexPath])`.
    open func reconfigureItems(at indexPaths: [IndexPath]) { tracker.refresh(indexPaths, operation: "reconfigure") }

    /// Apple: `var indexPathsForSelectedItems: [IndexPath]? { get }` (sorted here). `reloadData()`
    /// clears the selection; a batch update keeps it on the items that stay (see `BatchUpdate`).
    open var indexPathsForSelectedItems: [IndexPath]? { tracker.selection.sorted() }

    /// Apple: `func deselectItem(at indexPath: IndexPath, animated: Bool)`: the cell's `isSelected`
    /// becomes `false`; the delegate hears nothing.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        tracker.selection.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Simulation only: what a user's tap on the item at `indexPath` does (single selection, UIKit's
    /// default) — the item selected before is deselected and its cell's `isSelected` becomes
    /// `false`; the item is selected and its cell's `isSelected` becomes `true`; then the delegate
    /// hears `collectionView(_:didSelectItemAt:)`. Returns `false` for an item that does not exist.
    @discardableResult
    public func simulateSelection(at indexPath: IndexPath) -> Bool {
        guard numberOfItems(inSection: indexPath.section) > indexPath.item, indexPath.item >= 0 else { return false }
        for selected in tracker.selection where selected != indexPath { deselectItem(at: selected, animated: true) }
        tracker.selection.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }
}

/// Apple: `@MainActor class UICollectionReusableView : UIView`.
///
/// Its `init(frame:)` is `required` here (not in UIKit): the simulation creates registered cell
/// classes from their metatype, which UIKit does through the Objective-C runtime.
@MainActor
open class UICollectionReusableView: UIView {
    /// Apple: `var reuseIdentifier: String? { get }`.
    open internal(set) var reuseIdentifier: String?

    /// Apple: `init(frame: CGRect)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// Apple: `@MainActor class UICollectionViewCell : UICollectionReusableView`.
///
/// A change of `isSelected` or `isHighlighted`, and setting `configurationUpdateHandler`, ask for
/// a configuration update (`setNeedsUpdateConfiguration()`), as in UIKit. UIKit runs it before the
/// next layout; the simulation, which lays nothing out, runs it at once:
/// `updateConfiguration(using:)`, then the `configurationUpdateHandler`, with `configurationState`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// Apple: `var contentView: UIView { get }`.
    open var contentView: UIView { storedContentView }
    private let storedContentView = UIView()

    /// Apple: `typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void`.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Apple: `var isSelected: Bool { get set }`. The collection view sets it.
    open var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } }
    }

    /// Apple: `var isHighlighted: Bool { get set }`.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } }
    }

    /// Apple: `var configurationState: UICellConfigurationState { get }`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Apple: `var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? { get set }`
    /// (iOS 15). Setting it asks for a configuration update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Apple: `func setNeedsUpdateConfiguration()`. Updates at once here (see the type).
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Apple: `func updateConfiguration(using state: UICellConfigurationState)`: override it to
    /// configure the cell for `state`. Does nothing by default.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Apple: `init(frame: CGRect)`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// Apple: `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`.
/// `numberOfSections(in:)` is optional there (1 when missing); here it has that default.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Apple: `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Apple: `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Apple: `optional func numberOfSections(in collectionView: UICollectionView) -> Int`.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Apple: `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate` (all optional
/// there; here with an empty default).
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// Apple: `optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Apple: `optional func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)`.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// Apple: `@MainActor class UICollectionViewLayout : NSObject`. Lays out nothing here.
@MainActor
open class UICollectionViewLayout {
    /// Apple: `init()`.
    public init() {}
}

/// Apple: `@MainActor class UICollectionViewFlowLayout : UICollectionViewLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
