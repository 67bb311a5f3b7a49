extension ListChangeset {
    /// Applies the changes to `snapshot`, in the order a list view performs a batch update, and
    /// returns the result: for the `old` snapshot the changeset was computed from, exactly `new`
    /// (without reload marks).
    ///
    /// Use it in tests, in drivers that do not batch (they can apply and redraw), or to check that
    /// a changeset fits a snapshot before handing it to a list view: it checks the rules
    /// `UICollectionView.performBatchUpdates` enforces (every index in range, nothing removed or
    /// added twice, no item removed from a deleted section or added to an inserted one, reloads
    /// naming rows of the result).
    /// - Throws: ``SnapshotError/changesetDoesNotFit(_:)`` naming the first broken rule (the
    ///   changeset was computed from another snapshot), or a duplicate-identifier error if the
    ///   result would hold an identifier twice.
    public func apply(to snapshot: Snapshot<Section, Item>) throws(SnapshotError) -> Snapshot<Section, Item> {
        try ListChangesetApplication(self, appliedTo: snapshot).snapshot()
    }
}
