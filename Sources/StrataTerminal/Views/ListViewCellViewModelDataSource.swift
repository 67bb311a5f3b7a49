import StrataCore
import StrataList

/// A list data source generic over a cell view model, for a ``ListView``: article ⑤'s
/// `HomeCollectionDataSourceWrapper<CellViewModel>` on the terminal. Each item gets a view model
/// from `viewModelProvider`; its row is drawn from the view model's `content`; Enter on a row and
/// the highlight moving onto or off it go to that view model, and the row is drawn again — inside
/// the data source, never through the view controller.
///
/// Use it as the base of a screen's per-cell-kind wrapper when cells have events of their own (a
/// mark, a retry); a list whose rows only display items uses ``ListView/bind(to:sectionTitle:)``.
///
/// ```swift
/// @MainActor final class PhotoDataSource {
///     private let list: ListViewCellViewModelDataSource<Int, Photo, PhotoTileViewModel>
///
///     init(listView: ListView) {
///         list = ListViewCellViewModelDataSource(listView: listView, viewModelProvider: { photo, _ in
///             PhotoTileViewModel(photo: photo)
///         }, row: { tile, _ in
///             ListRow(tile.caption, detail: tile.isMarked ? "♥" : nil)
///         })
///     }
///
///     func update(newItems: [Photo]) throws(SnapshotError) { try list.apply(sections: [(0, newItems)]) }
/// }
/// ```
///
/// A terminal list's selection is its highlighted row: a view model hears
/// `selectionDidChange(isSelected: true)` when the highlight comes to its row — moved by the user,
/// or placed by the list when it gets rows — and `false` when it leaves (a row selected by code with
/// ``ListView/selectRow(at:)`` is told at the next update or move). Enter reports
/// `didTap()` to the highlighted row's view model, then to the ``didSelectItem(_:)`` handlers (for
/// what concerns the screen, such as opening the item).
@MainActor
public final class ListViewCellViewModelDataSource<
    Section: Hashable & Sendable,
    Item: Hashable & Sendable,
    CellViewModel: ListCellViewModel
> {
    /// Makes the view model of an item: article ⑤'s `viewModelProvider`.
    public typealias ViewModelProvider = ListCellViewModels<Item, CellViewModel, ListIndexPath>.Provider

    /// The diffing data source behind the list.
    public let dataSource: ListDataSource<Section, Item, ListView>
    private let viewModels: ListCellViewModels<Item, CellViewModel, ListIndexPath>
    private weak var listView: ListView?
    private let selections = HandlerRegistry<Item>()
    /// The view model that last heard it is selected.
    private var selectedViewModel: CellViewModel?

    /// Binds a new data source to `listView`, which draws each item's row from its view model.
    ///
    /// - Parameters:
    ///   - listView: The list to fill.
    ///   - isContentEqual: Tells whether a kept item's content is unchanged; when it is not, its row
    ///     is drawn again and its view model made again. `nil` compares identity only.
    ///   - sectionTitle: The header of a section, or `nil` for sections without one.
    ///   - viewModelProvider: Makes the view model of an item, once while it stays in the list.
    ///   - row: Draws a row from its view model's content.
    public init(
        listView: ListView,
        isContentEqual: ((Item, Item) -> Bool)? = nil,
        sectionTitle: (@MainActor (Section) -> String?)? = nil,
        viewModelProvider: @escaping ViewModelProvider,
        row: @escaping @MainActor (CellViewModel.Content, ListIndexPath) -> ListRow
    ) {
        let viewModels = ListCellViewModels(isContentEqual: isContentEqual, provider: viewModelProvider)
        self.viewModels = viewModels
        self.listView = listView
        dataSource = ListDataSource(renderer: listView, isContentEqual: isContentEqual) { _, indexPath, item in
            row(viewModels.viewModel(for: item, at: indexPath).content, indexPath)
        }
        listView.bind(to: dataSource, sectionTitle: sectionTitle)
        listView.didSelectRow { [weak self] indexPath in self?.didSelect(at: indexPath) }
        listView.selectionDidChange { [weak self] _ in self?.updateSelection() }
        updateSelection()
    }

    /// Shows `sections`, animating the difference from what is shown; view models of items that
    /// left are dropped, and the selection is told to the view models it moved between.
    ///
    /// - Throws: `SnapshotError` for a duplicate section or item; the list keeps what it shows.
    public func apply(sections: some Sequence<(Section, [Item])>, animatingDifferences: Bool = true) throws(SnapshotError) {
        try dataSource.apply(sections: sections, animatingDifferences: animatingDifferences)
        viewModels.keep(only: dataSource.snapshot().itemIdentifiers)
        updateSelection()
    }

    /// The item at `indexPath`, or `nil` for a position that is not there.
    public func item(at indexPath: ListIndexPath) -> Item? {
        dataSource.itemIdentifier(for: indexPath)
    }

    /// The view model of the item at `indexPath`, or `nil` for a position that is not there.
    public func viewModel(at indexPath: ListIndexPath) -> CellViewModel? {
        item(at: indexPath).map { viewModels.viewModel(for: $0, at: indexPath) }
    }

    /// Calls `handler` with the item the user opens (Enter), after its view model heard `didTap()`.
    @discardableResult
    public func didSelectItem(_ handler: @escaping @MainActor (Item) -> Void) -> RegistryKey {
        selections.register(handler)
    }

    private func didSelect(at indexPath: ListIndexPath) {
        guard let item = item(at: indexPath) else { return }
        viewModels.viewModel(for: item, at: indexPath).didTap()
        listView?.setNeedsRender()
        selections.emit(item)
    }

    /// Tells the view models the highlight left and reached, if it is on another view model now
    /// (another item, or an item whose content changed and got a new view model).
    private func updateSelection() {
        let selected = listView?.selectedIndexPath.flatMap { viewModel(at: $0) }
        guard selected !== selectedViewModel else { return }
        selectedViewModel?.selectionDidChange(isSelected: false)
        selectedViewModel = selected
        selected?.selectionDidChange(isSelected: true)
        listView?.setNeedsRender()
    }
}
