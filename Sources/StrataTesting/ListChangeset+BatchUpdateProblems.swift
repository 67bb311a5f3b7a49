import StrataList

extension ListChangeset {
    /// Checks the changeset against the rules `UICollectionView.performBatchUpdates` enforces for
    /// a change from `old` to `new`, and that applying it to `old` yields `new`. Returns one
    /// sentence per broken rule; an empty array means a real list view would accept it.
    ///
    /// Use it in tests of code that builds or transforms changesets: `#expect(changeset.batchUpdateProblems(from: old, to: new) == [])`.
    ///
    /// It runs the same stages as ``ListChangeset/apply(to:)`` (which stops at the first problem)
    /// and lists every problem they find, then UIKit's count rule (every kept section ends with
    /// its old count, minus the items removed from it, plus the items added to it), then whether
    /// the result is `new`.
    public func batchUpdateProblems(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) -> [String] {
        let application = ListChangesetApplication(self, appliedTo: old)
        var problems = application.problems

        let newCounts = new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) ?? 0 }
        if application.tallies.count != newCounts.count {
            problems.append(
                "section counts do not add up: the changeset leaves \(application.tallies.count) sections, the new snapshot has \(newCounts.count)"
            )
        }
        for (newIndex, tally) in zip(newCounts.indices, application.tallies) {
            guard let oldIndex = tally.oldIndex, tally.oldCount - tally.removed + tally.added != newCounts[newIndex] else {
                continue
            }
            problems.append(
                "section \(oldIndex) → \(newIndex): \(tally.oldCount) − \(tally.removed) + \(tally.added) ≠ \(newCounts[newIndex]) items"
            )
        }

        guard problems.isEmpty else { return problems }
        do {
            let result = try application.snapshot()
            if result != new { problems.append("applying the changeset to the old snapshot gives \(result), not \(new)") }
        } catch {
            problems.append(error.description)
        }
        return problems
    }
}
