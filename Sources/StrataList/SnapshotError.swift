/// Why a ``Snapshot`` refused a change, or why a ``ListChangeset`` does not fit a snapshot.
///
/// Snapshots are built from data a user or a server produced, so a bad identifier is an error you
/// can catch and report, never a crash. Every case names the identifier (as text) that caused it,
/// and ``description`` is a sentence you can log as is.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An item identifier occurs twice: already in the snapshot, or twice in the added items.
    case duplicateItem(String)
    /// A section identifier occurs twice: already in the snapshot, or twice in the added sections.
    case duplicateSection(String)
    /// The operation names an item identifier that the snapshot does not contain.
    case unknownItem(String)
    /// The operation names a section identifier that the snapshot does not contain.
    case unknownSection(String)
    /// Items were appended without naming a section, and the snapshot has no section yet.
    case noSection
    /// An item was asked to move relative to itself.
    case itemMovedRelativeToItself(String)
    /// A section was asked to move relative to itself.
    case sectionMovedRelativeToItself(String)
    /// A changeset was applied to a snapshot it was not computed from; the text says what did
    /// not fit.
    case changesetDoesNotFit(String)

    public var description: String {
        switch self {
        case .duplicateItem(let identifier):
            "Duplicate item identifier \(identifier): every item in a snapshot must be unique."
        case .duplicateSection(let identifier):
            "Duplicate section identifier \(identifier): every section in a snapshot must be unique."
        case .unknownItem(let identifier):
            "Unknown item identifier \(identifier): the snapshot does not contain it."
        case .unknownSection(let identifier):
            "Unknown section identifier \(identifier): the snapshot does not contain it."
        case .noSection:
            "Cannot append items: the snapshot has no section. Append a section first."
        case .itemMovedRelativeToItself(let identifier):
            "Cannot move item \(identifier) before or after itself."
        case .sectionMovedRelativeToItself(let identifier):
            "Cannot move section \(identifier) before or after itself."
        case .changesetDoesNotFit(let reason):
            "The changeset does not fit this snapshot: \(reason)."
        }
    }

    /// Text naming an identifier in an error: its debug description, so strings keep their quotes.
    @usableFromInline
    static func name(_ identifier: some Hashable) -> String {
        String(reflecting: identifier)
    }
}
