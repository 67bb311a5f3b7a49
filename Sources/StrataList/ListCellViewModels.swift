/// The view models of a list's cells, one per item: made by a `viewModelProvider` when an item is
/// first shown, kept while it stays in the list, made again when its content changes, dropped when
/// it leaves.
///
/// A cell is configured many times — a table view dequeues and reuses cells, a terminal list draws
/// its visible rows on every frame — so a view model made afresh for each configuration would
/// forget what the user did to the cell. Drivers' data sources that are generic over a
/// ``ListCellViewModel`` keep their view models here; a screen's data-source wrapper built on one
/// of them does not use it directly.
///
/// ```swift
/// let viewModels = ListCellViewModels<Photo, PhotoTileViewModel, ListIndexPath> { photo, _ in
///     PhotoTileViewModel(photo: photo)
/// }
/// let model = viewModels.viewModel(for: photo, at: indexPath)   // the same object every time
/// viewModels.keep(only: dataSource.snapshot().itemIdentifiers)  // after each update
/// ```
@MainActor
public final class ListCellViewModels<Item: Hashable, ViewModel: ListCellViewModel, Position> {
    /// Makes the view model of an item shown at a position: article ⑤'s `viewModelProvider`.
    public typealias Provider = @MainActor (_ item: Item, _ position: Position) -> ViewModel

    private let provider: Provider
    private let isContentEqual: ((Item, Item) -> Bool)?
    /// Each item's view model, with the item it was made for (its content may differ from an equal
    /// item's).
    private var entries: [Item: (item: Item, viewModel: ViewModel)] = [:]

    /// Creates an empty set of view models.
    ///
    /// - Parameters:
    ///   - isContentEqual: Tells whether an item's content is unchanged; when it is not, the item's
    ///     view model is made again. `nil` (the default) keeps it as long as the item is in the list.
    ///   - provider: Makes the view model of an item.
    public init(isContentEqual: ((Item, Item) -> Bool)? = nil, provider: @escaping Provider) {
        self.isContentEqual = isContentEqual
        self.provider = provider
    }

    /// The view model of `item`, shown at `position`: the one made before, unless `item`'s content
    /// changed since; otherwise a new one from the provider.
    public func viewModel(for item: Item, at position: Position) -> ViewModel {
        if let entry = entries[item], isContentEqual?(entry.item, item) ?? true {
            return entry.viewModel
        }
        let viewModel = provider(item, position)
        entries[item] = (item, viewModel)
        return viewModel
    }

    /// The view model made for `item`, or `nil` if it has none yet (its cell was never configured).
    public func existingViewModel(for item: Item) -> ViewModel? {
        entries[item]?.viewModel
    }

    /// Drops the view models of items that are no longer in the list; call it after each update.
    public func keep(only items: some Sequence<Item>) {
        let kept = Set(items)
        entries = entries.filter { kept.contains($0.key) }
    }
}
