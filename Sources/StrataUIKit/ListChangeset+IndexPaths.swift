#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import Foundation
import StrataList

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
