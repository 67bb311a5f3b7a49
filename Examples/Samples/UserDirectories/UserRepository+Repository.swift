import GitHubBrowserDomain
import SamplePresenters

extension UserRepository {
    /// The sample's view of one of the GitHub Browser's repositories: its owner, name,
    /// description, language and stars.
    init(_ repository: Repository) {
        self.init(
            owner: repository.id.owner, name: repository.name, summary: repository.summary,
            language: repository.language, stars: repository.stars
        )
    }
}
