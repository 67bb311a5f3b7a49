#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataCore
import StrataList

/// A list data source generic over a cell view model, for a `UICollectionView`
/// (``CollectionViewCellViewModelDataSource``) or a `UITableView`
/// (``TableViewCellViewModelDataSource``): article ⑤'s
/// `HomeCollectionDataSourceWrapper<CellViewModel>`, made with
/// `init(collectionView:cell:viewModelProvider:configure:)` or
/// `init(tableView:cell:viewModelProvider:configure:)`.
///
/// Each item gets a view model from `viewModelProvider` (one per item while it stays in the list,
/// kept in a `ListCellViewModels`), and its cell is configured from the view model's `content`. The
/// cell's events are handled inside, between the cell and its view model — the view controller
/// never hears of them:
/// - a change of the cell's selection reaches the view model's `selectionDidChange(isSelected:)`
///   through the cell's `configurationUpdateHandler` and its `UICellConfigurationState` — the
///   article's `override var isSelected { didSet … }`, without a cell subclass knowing its view
///   model;
/// - a tap reaches its `didTap()`, then the ``didSelectItem(_:)`` handlers (for what concerns the
///   screen, such as opening the item).
///
/// After each of them the cell is configured again from the view model.
///
/// ```swift
/// @MainActor final class PhotoDataSource {
///     private let list: CollectionViewCellViewModelDataSource<Int, Photo, PhotoTileViewModel>
///
///     init(collectionView: UICollectionView) {
///         list = CollectionViewCellViewModelDataSource(collectionView: collectionView, cell: PhotoCell.self,
///             viewModelProvider: { photo, _ in PhotoTileViewModel(photo: photo) },
///             configure: { cell, tile in cell.show(tile) })
///     }
///
///     func update(newItems: [Photo]) throws(SnapshotError) { try list.apply(sections: [(0, newItems)]) }
/// }
/// ```
///
/// Use it as the base of a per-cell-kind wrapper whose cells have events of their own; cells that
/// only display their item use ``UIKitListDataSource``.
@MainActor
public final class UIKitCellViewModelDataSource<
    Section: Hashable & Sendable,
    Item: Hashable & Sendable,
    CellViewModel: ListCellViewModel,
    View: ListRendering
> {
    /// Makes the view model of an item shown at an index path: article ⑤'s `viewModelProvider`.
    public typealias ViewModelProvider = ListCellViewModels<Item, CellViewModel, IndexPath>.Provider

    /// The data source behind the view, for what this one does not forward.
    public let list: UIKitListDataSource<Section, Item, View>
    let viewModels: ListCellViewModels<Item, CellViewModel, IndexPath>

    init(list: UIKitListDataSource<Section, Item, View>, viewModels: ListCellViewModels<Item, CellViewModel, IndexPath>) {
        self.list = list
        self.viewModels = viewModels
    }

    /// Shows `sections`, animating the difference from what is shown; the view models of items
    /// that left are dropped.
    ///
    /// - Throws: `SnapshotError` for a duplicate section or item; the view keeps what it shows.
    public func apply(sections: some Sequence<(Section, [Item])>, animatingDifferences: Bool = true) throws(SnapshotError) {
        try list.apply(sections: sections, animatingDifferences: animatingDifferences)
        viewModels.keep(only: list.dataSource.snapshot().itemIdentifiers)
    }

    /// The item at `indexPath`, or `nil` for a position that is not there.
    public func item(at indexPath: IndexPath) -> Item? {
        list.item(at: indexPath)
    }

    /// The view model of the item at `indexPath`, or `nil` for a position that is not there.
    public func viewModel(at indexPath: IndexPath) -> CellViewModel? {
        item(at: indexPath).map { viewModels.viewModel(for: $0, at: indexPath) }
    }

    /// Calls `handler` with the item the user taps, after its view model heard `didTap()`.
    @discardableResult
    public func didSelectItem(_ handler: @escaping @MainActor (Item) -> Void) -> RegistryKey {
        list.didSelectItem(handler)
    }

    /// Configures `cell` at `indexPath` from the view model of `item`, and returns the handler of
    /// the cell's configuration state: it tells the view model of selection changes and configures
    /// the cell again.
    static func bind<Cell: AnyObject>(
        _ cell: Cell,
        item: Item,
        at indexPath: IndexPath,
        viewModels: ListCellViewModels<Item, CellViewModel, IndexPath>,
        configure: @escaping @MainActor (Cell, CellViewModel.Content) -> Void
    ) -> @MainActor (Cell, UICellConfigurationState) -> Void {
        let viewModel = viewModels.viewModel(for: item, at: indexPath)
        configure(cell, viewModel.content)
        let reported = ReportedSelection()
        return { [weak viewModel] cell, state in
            guard let viewModel, reported.isSelected != state.isSelected else { return }
            reported.isSelected = state.isSelected
            viewModel.selectionDidChange(isSelected: state.isSelected)
            configure(cell, viewModel.content)
        }
    }

    /// Registers the tap handling: the tapped item's view model hears `didTap()` first (before the
    /// screen's handlers, registered later), then its cell is configured again.
    func handleTaps(reconfigure: @escaping @MainActor (IndexPath, CellViewModel) -> Void) {
        list.didSelectItem { [unowned self] item in
            guard let indexPath = list.dataSource.indexPath(for: item).map(IndexPath.init) else { return }
            let viewModel = viewModels.viewModel(for: item, at: indexPath)
            viewModel.didTap()
            reconfigure(indexPath, viewModel)
        }
    }
}

/// The selection a cell last reported to its view model (none before the first report).
@MainActor
private final class ReportedSelection {
    var isSelected: Bool?
}

/// A data source generic over a cell view model, for a `UICollectionView`; see
/// ``UIKitCellViewModelDataSource``.
public typealias CollectionViewCellViewModelDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable, CellViewModel: ListCellViewModel> =
    UIKitCellViewModelDataSource<Section, Item, CellViewModel, UICollectionView>

/// A data source generic over a cell view model, for a `UITableView`; see
/// ``UIKitCellViewModelDataSource``.
public typealias TableViewCellViewModelDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable, CellViewModel: ListCellViewModel> =
    UIKitCellViewModelDataSource<Section, Item, CellViewModel, UITableView>
#endif
