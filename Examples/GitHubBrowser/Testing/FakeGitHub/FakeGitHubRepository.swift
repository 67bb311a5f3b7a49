/// A repository the ``FakeGitHub`` server knows: ordinary searches find it and
/// `GET /repos/{owner}/{name}` serves it, with the counts, licence, topics and dates every fake
/// repository shares (7 forks, 3 open issues, Apache-2.0, topics `swift` and `demo`).
///
/// Use ``catalog`` in tests to know what a search of the fake will show.
public struct FakeGitHubRepository: Hashable, Sendable {
    /// The owner's login.
    public let owner: String
    /// The repository's name.
    public let name: String
    /// The description.
    public let summary: String
    /// The main language.
    public let language: String
    /// The star count.
    public let stars: Int

    /// `owner/name`.
    public var fullName: String { "\(owner)/\(name)" }

    /// Every repository the fake serves. Their names appear nowhere in the browser's offline seed,
    /// so finding one offline proves it was cached from the fake.
    public static let catalog: [FakeGitHubRepository] = [
        FakeGitHubRepository(owner: "octo", name: "hello", summary: "The hello project", language: "Swift", stars: 42),
        FakeGitHubRepository(owner: "octo", name: "zephyr-kite", summary: "Kites that fly on a zephyr", language: "Swift", stars: 4321),
        FakeGitHubRepository(owner: "octo", name: "zephyr-docs", summary: "Guides for flying kites", language: "Markdown", stars: 12),
        FakeGitHubRepository(owner: "nimbus", name: "cloud-atlas", summary: "Maps of the clouds", language: "Rust", stars: 777),
    ]

    /// The repositories whose name, full name or description contains `text` (ignoring case),
    /// most stars first.
    static func search(_ text: String) -> [FakeGitHubRepository] {
        let needle = text.lowercased()
        return catalog
            .filter { [$0.fullName, $0.summary].contains { $0.lowercased().contains(needle) } }
            .sorted { $0.stars > $1.stars }
    }

    /// The owners of ``catalog``, in its order, each once: `octo` is an organisation, `nimbus` a
    /// user. `GET /search/users` finds them by login.
    public static let owners: [(login: String, type: String)] = [("octo", "Organization"), ("nimbus", "User")]

    /// The owners whose login contains `text` (ignoring case), in the order of ``owners``.
    static func owners(matching text: String) -> [(login: String, type: String)] {
        let needle = text.lowercased()
        return owners.filter { $0.login.lowercased().contains(needle) }
    }

    /// The repositories `login` owns (exactly, as GitHub's paths are), most stars first.
    static func owned(by login: String) -> [FakeGitHubRepository] {
        catalog.filter { $0.owner == login }.sorted { $0.stars > $1.stars }
    }

    /// The repository as GitHub's REST API describes it.
    var json: String {
        FakeGitHubReplies.repositoryJSON(owner: owner, name: name, stars: stars, summary: summary, language: language)
    }
}
