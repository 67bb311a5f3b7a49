import SamplePresenters
import StrataList
import StrataTerminal

/// The album's list data source wrapper: turns photos into tiles of a `ListView`.
///
/// As the articles advise, it wraps a `ListDataSource` for one cell kind, keeps the cell
/// configuration inside, and exposes only what the screen needs: ``update(newItems:)``.
@MainActor
public final class AnimalDataSource {
    private enum Section: Hashable, Sendable {
        case animalPhotos
    }

    private let dataSource: ListDataSource<Section, AnimalPhoto, ListView>

    /// Binds a new data source to `listView`, which will show one tile per photo.
    public init(listView: ListView) {
        dataSource = ListDataSource(renderer: listView) { _, indexPath, photo in
            ListRow(photo.caption, detail: "photo \(indexPath.item + 1)")
        }
        listView.bind(to: dataSource)
    }

    /// Shows `newItems`, animating the difference from what the list shows.
    ///
    /// - Throws: `SnapshotError.duplicateItem` if a photo occurs twice; the list keeps its
    ///   previous content.
    public func update(newItems: [AnimalPhoto]) throws(SnapshotError) {
        try dataSource.apply(sections: [(.animalPhotos, newItems)])
    }
}
