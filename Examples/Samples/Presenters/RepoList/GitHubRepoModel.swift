/// A repository of chapter 11's sample (「iOSアプリ設計パターン入門」 ch.11, the `GitHubRepoModel` of
/// listing 11.5): its full name, its stars and its page. The chapter's list is written into the
/// sample, without a request (its subject is navigation); ``samples`` is Strata's.
public struct GitHubRepoModel: Hashable, Sendable {
    /// `owner/name`.
    public let name: String
    /// Its stars.
    public let star: Int
    /// Its page on GitHub.
    public let url: String

    /// Creates a repository.
    public init(name: String, star: Int, url: String) {
        self.name = name
        self.star = star
        self.url = url
    }

    /// The stars as the list and the detail show them: "★ 42,417".
    public var starsText: String { "★ " + UserRepositoryRow.grouped(star) }

    /// Libraries the book's samples use, with their stars as the GitHub Browser's built-in catalog
    /// has them (22 August 2026).
    public static let samples: [GitHubRepoModel] = [
        GitHubRepoModel(name: "Alamofire/Alamofire", star: 42_417, url: "https://github.com/Alamofire/Alamofire"),
        GitHubRepoModel(name: "ReactiveX/RxSwift", star: 24_645, url: "https://github.com/ReactiveX/RxSwift"),
        GitHubRepoModel(name: "onevcat/Kingfisher", star: 24_388, url: "https://github.com/onevcat/Kingfisher"),
        GitHubRepoModel(
            name: "pointfreeco/swift-composable-architecture", star: 14_879,
            url: "https://github.com/pointfreeco/swift-composable-architecture"
        ),
    ]
}
