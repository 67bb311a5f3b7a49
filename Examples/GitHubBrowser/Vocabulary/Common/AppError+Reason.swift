import GitHubBrowserApplication

extension AppError {
    /// The error's title as the words after a colon in a sentence: "The search failed: server
    /// error.", "Could not load more: you are offline." Its first letter is lowercased,
    /// unless it begins with a name ("GitHub is unavailable"); the words after the first keep their
    /// capitals ("client ID").
    public var reason: String {
        let title = title
        return title.hasPrefix("GitHub") ? title : title.prefix(1).lowercased() + title.dropFirst()
    }
}
