import GitHubBrowserApplication

extension AppError {
    /// Whether the source refused because of its rate limit (signing in raises it).
    public var isRateLimit: Bool {
        if case .rateLimited = self { true } else { false }
    }
}
