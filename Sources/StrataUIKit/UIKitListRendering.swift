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

extension IndexPath {
    /// The UIKit index path of a list position.
    init(_ path: ListIndexPath) {
        self.init(indexes: [path.section, path.item])
    }
}

extension ListChangeset {
    /// The index paths (new snapshot) to reload after the batch: items reloaded, and every item of
    /// a reloaded section.
    func reloadedIndexPaths(itemCount: (Int) -> Int) -> [IndexPath] {
        let sections = sectionReloads.flatMap { section in (0..<itemCount(section)).map { IndexPath(indexes: [section, $0]) } }
        return itemReloads.map(IndexPath.init) + sections
    }

    /// Whether the changeset has reloads or reconfigurations, applied in a second pass.
    var needsSecondPass: Bool {
        !itemReloads.isEmpty || !itemReconfigures.isEmpty || !sectionReloads.isEmpty
    }
}
#endif
