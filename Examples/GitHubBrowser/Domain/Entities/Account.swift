/// The signed-in user's account.
///
/// Use it to show who is signed in; `login` identifies the account on its source.
public struct Account: Hashable, Sendable, Codable, Identifiable {
    /// The account's login, unique on the source.
    public let login: String
    /// The display name, if the user has set one.
    public let name: String?
    /// How many public repositories the account owns, if the source says.
    public let publicRepositoryCount: Int?

    /// Creates an account.
    public init(login: String, name: String? = nil, publicRepositoryCount: Int? = nil) {
        self.login = login
        self.name = name
        self.publicRepositoryCount = publicRepositoryCount
    }

    /// The login, which identifies the account.
    public var id: String { login }
}
