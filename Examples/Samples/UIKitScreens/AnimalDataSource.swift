#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataList
import StrataUIKit

/// The album's data-source wrapper: one kind of cell (`AnimalPhotoCell`), one section, and only
/// what the screen needs — `update(newItems:)`. Registration, cell configuration and cell events
/// stay inside.
@MainActor
public final class AnimalDataSource {
    private enum Section: Hashable, Sendable {
        case animalPhotos
    }

    private let list: CollectionViewListDataSource<Section, AnimalPhoto>

    /// Registers the cell and becomes the data source of `collectionView`.
    public init(collectionView: UICollectionView) {
        list = CollectionViewListDataSource(collectionView: collectionView, cell: AnimalPhotoCell.self) { cell, photo, _ in
            cell.show(photo)
        }
    }

    /// Shows `newItems`, animating the difference from what is shown.
    ///
    /// - Throws: `SnapshotError.duplicateItem` if a photo occurs twice; the album keeps what it shows.
    public func update(newItems: [AnimalPhoto]) throws(SnapshotError) {
        try list.apply(sections: [(.animalPhotos, newItems)])
    }
}
#endif
