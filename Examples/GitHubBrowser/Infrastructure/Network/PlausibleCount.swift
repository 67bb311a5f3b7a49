import GitHubBrowserDomain

/// The range every count in a GitHub reply must fall in — totals, stars, forks, issues: never
/// negative, and never more than 2,147,483,647 (2³¹ − 1), about twice as many repositories as GitHub
/// hosts. A count outside it is a broken or hostile reply, not something to show as
/// "1 of -9223372036854775808".
enum PlausibleCount {
    /// `0...2_147_483_647`.
    static let range = 0...Int(Int32.max)

    /// Checks `value` (absent is fine); `name` says where it was, for the error.
    /// - Throws: ``DataSourceError/malformedResponse(detail:)`` when `value` is outside ``range``.
    static func check(_ value: Int?, _ name: @autoclosure () -> String) throws(DataSourceError) {
        guard let value, !range.contains(value) else { return }
        throw .malformedResponse(detail: "\(name()) is \(value), not a plausible count")
    }
}
