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

    /// The longest login accepted, in characters: GitHub's logins have at most 39, and enterprise
    /// logins with a suffix stay well under this. A longer one is a damaged or hostile reply.
    public static let maximumLoginLength = 100
    /// The longest display name accepted, in characters (GitHub's profile limit is 255).
    public static let maximumNameLength = 255

    /// Why `login` and `name` cannot be an account's, or `nil` if they can: an empty login, or a
    /// text longer than an account has. Sources check a reply with it before making an
    /// ``Account``, so that no text in proportion to a reply's size reaches a screen.
    public static func problem(login: String, name: String?) -> String? {
        if login.isEmpty { return "the login is empty" }
        let loginLength = login.unicodeScalars.count
        if loginLength > maximumLoginLength {
            return "the login is \(loginLength) characters, more than the \(maximumLoginLength) an account has"
        }
        if let nameLength = name?.unicodeScalars.count, nameLength > maximumNameLength {
            return "the name is \(nameLength) characters, more than the \(maximumNameLength) an account has"
        }
        return nil
    }

    /// Creates an account.
    public init(login: String, name: String? = nil, publicRepositoryCount: Int? = nil) {
        self.login = login
        self.name = name
        self.publicRepositoryCount = publicRepositoryCount
    }

    /// The login, which identifies the account.
    public var id: String { login }

    private enum CodingKeys: String, CodingKey {
        case login, name, publicRepositoryCount
    }

    /// Decodes an account, refusing one that ``problem(login:name:)`` finds: a forged action log
    /// cannot bring a megabyte login to the Account tab.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let login = try container.decode(String.self, forKey: .login)
        let name = try container.decodeIfPresent(String.self, forKey: .name)
        if let problem = Self.problem(login: login, name: name) {
            throw DecodingError.dataCorruptedError(forKey: .login, in: container, debugDescription: problem)
        }
        self.init(login: login, name: name, publicRepositoryCount: try container.decodeIfPresent(Int.self, forKey: .publicRepositoryCount))
    }
}
