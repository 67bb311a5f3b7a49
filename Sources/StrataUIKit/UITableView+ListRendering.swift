#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataList

extension UITableView: ListRendering {
    /// A table view's cell.
    public typealias Cell = UITableViewCell

    /// Applies `changeset` in two passes, as `UICollectionView`'s conformance does: structural
    /// changes in one `performBatchUpdates` (automatic row animations), then the reconfigured and
    /// reloaded rows (new index paths) once that batch is done.
    public func performBatchUpdates<Section, Item>(
        _ changeset: ListChangeset<Section, Item>,
        completion: @escaping @MainActor (_ finished: Bool) -> Void
    ) {
        performBatchUpdates({
            self.deleteSections(IndexSet(changeset.sectionDeletes), with: .automatic)
            self.insertSections(IndexSet(changeset.sectionInserts.map(\.index)), with: .automatic)
            for move in changeset.sectionMoves { self.moveSection(move.source, toSection: move.destination) }
            self.deleteRows(at: changeset.itemDeletes.map(IndexPath.init), with: .automatic)
            self.insertRows(at: changeset.itemInserts.map { IndexPath($0.indexPath) }, with: .automatic)
            for move in changeset.itemMoves { self.moveRow(at: IndexPath(move.source), to: IndexPath(move.destination)) }
        }, completion: { finished in
            guard changeset.needsSecondPass else { return completion(finished) }
            self.performBatchUpdates({
                self.reconfigureRows(at: changeset.itemReconfigures.map(IndexPath.init))
                self.reloadRows(at: changeset.reloadedIndexPaths { self.numberOfRows(inSection: $0) }, with: .automatic)
            }, completion: { _ in completion(finished) })
        })
    }
}
#endif
