import SamplePresenters

/// Users, repositories and failures the user-search tests share.
public enum UserSearchFixtures {
    /// A user with two repositories, found by "tp".
    public static let tpope = GitHubUser(login: "tpope", repositoryCount: 2)
    /// A person with one repository, found by "tp" too.
    public static let mattpocock = GitHubUser(login: "mattpocock", isOrganization: false, repositoryCount: 1)
    /// An organisation whose repository count is unknown.
    public static let octo = GitHubUser(login: "octo", isOrganization: true)
    /// tpope's most starred repository, with a description and a language.
    public static let fugitive = UserRepository(owner: "tpope", name: "vim-fugitive", summary: "A Git wrapper", language: "Vim Script", stars: 21_759)
    /// tpope's other repository, with neither.
    public static let surround = UserRepository(owner: "tpope", name: "vim-surround", summary: nil, language: nil, stars: 14_096)
    /// The failure of a directory that cannot reach its server.
    public static let offline = UserDirectoryError(title: "You are offline", message: "The server cannot be reached.")

    /// A scripted directory: "tp" finds tpope (two repositories) and mattpocock; "down" fails.
    public static func directory() -> ScriptedUserDirectory {
        ScriptedUserDirectory(
            users: ["tp": .success([tpope, mattpocock]), "down": .failure(offline)],
            repositories: ["tpope": .success([fugitive, surround])]
        )
    }
}
