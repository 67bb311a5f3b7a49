extension ListChangeset {
    /// Computes the changes that turn `old` into `new`, by identity only.
    ///
    /// Use it when an item's identifier is all its content (or when content changes are marked
    /// with ``Snapshot/reloadItems(_:)``). Linear in the number of items, plus O(n log n) for the
    /// items that kept their section (close to linear when few moved).
    @inlinable
    public init(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) {
        self = ListDiffer.changeset(from: old, to: new, comparison: IdentityComparison())
    }

    /// Computes the changes that turn `old` into `new`, reporting a kept item as reloaded when
    /// `isContentEqual(oldValue, newValue)` is `false`.
    ///
    /// Use it when items carry content beyond their identity and the type cannot conform to
    /// ``ContentEquatable`` (or you need another notion of "changed").
    @inlinable
    public init(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        isContentEqual: (Item, Item) -> Bool
    ) {
        self = withoutActuallyEscaping(isContentEqual) { isContentEqual in
            ListDiffer.changeset(from: old, to: new, comparison: ClosureContentComparison(isContentEqual))
        }
    }
}

extension ListChangeset where Item: ContentEquatable {
    /// Computes the changes that turn `old` into `new`, reporting a kept item whose content
    /// changed (``ContentEquatable/isContentEqual(to:)``) as reloaded.
    @inlinable
    public init(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) {
        self = ListDiffer.changeset(from: old, to: new, comparison: ContentEquatableComparison())
    }
}
