/// The stable identifier of a repository: its owner's login and its name (`owner/name`).
///
/// Use it wherever a repository must be recognised across screens, sources and restarts: favourites,
/// list diffs, deep links. It does not depend on a source's numeric ids, so a repository cached from
/// the live API and the same repository in the offline catalog share one identifier. GitHub treats
/// logins and names case-insensitively, so the identifier compares them that way too.
public struct RepositoryID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The owner's login, as the source spells it.
    public let owner: String
    /// The repository's name, as the source spells it.
    public let name: String

    /// Creates the identifier of `owner/name`.
    public init(owner: String, name: String) {
        self.owner = owner
        self.name = name
    }

    /// `owner/name`, the form GitHub shows and deep links use.
    public var fullName: String { "\(owner)/\(name)" }

    /// `owner/name`.
    public var description: String { fullName }

    /// Two identifiers are equal when owner and name match, ignoring case (as GitHub does).
    public static func == (lhs: RepositoryID, rhs: RepositoryID) -> Bool {
        lhs.owner.lowercased() == rhs.owner.lowercased() && lhs.name.lowercased() == rhs.name.lowercased()
    }

    /// Hashes the case-folded owner and name, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(owner.lowercased())
        hasher.combine(name.lowercased())
    }
}
