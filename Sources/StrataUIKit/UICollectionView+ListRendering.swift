#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataList

extension UICollectionView: ListRendering {
    /// A collection view's cell.
    public typealias Cell = UICollectionViewCell

    /// Applies `changeset` in the two passes UIKit needs: deletes, inserts and moves (of sections,
    /// then items) in one `performBatchUpdates`; then, once that batch is done, the reconfigured and
    /// reloaded items, whose index paths are those of the new snapshot. The data source already
    /// answers with the new content (a `ListDataSource` switches before it calls this), as UIKit
    /// requires.
    public func performBatchUpdates<Section, Item>(
        _ changeset: ListChangeset<Section, Item>,
        completion: @escaping @MainActor (_ finished: Bool) -> Void
    ) {
        performBatchUpdates({
            self.deleteSections(IndexSet(changeset.sectionDeletes))
            self.insertSections(IndexSet(changeset.sectionInserts.map(\.index)))
            for move in changeset.sectionMoves { self.moveSection(move.source, toSection: move.destination) }
            self.deleteItems(at: changeset.itemDeletes.map(IndexPath.init))
            self.insertItems(at: changeset.itemInserts.map { IndexPath($0.indexPath) })
            for move in changeset.itemMoves { self.moveItem(at: IndexPath(move.source), to: IndexPath(move.destination)) }
        }, completion: { finished in
            guard changeset.needsSecondPass else { return completion(finished) }
            self.performBatchUpdates({
                self.reconfigureItems(at: changeset.itemReconfigures.map(IndexPath.init))
                self.reloadItems(at: changeset.reloadedIndexPaths { self.numberOfItems(inSection: $0) })
            }, completion: { _ in completion(finished) })
        })
    }
}
#endif
