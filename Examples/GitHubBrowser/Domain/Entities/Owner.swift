/// The user or organisation that owns a repository.
///
/// Use it to show who a repository belongs to; its `login` is the stable identifier.
public struct Owner: Hashable, Sendable, Codable, Identifiable {
    /// The owner's login (`apple`, `groue`); unique on a source.
    public let login: String
    /// Whether the owner is an organisation rather than a person, when the source says so.
    public let isOrganization: Bool?

    /// Creates an owner.
    public init(login: String, isOrganization: Bool? = nil) {
        self.login = login
        self.isOrganization = isOrganization
    }

    /// The login, which identifies the owner.
    public var id: String { login }
}
