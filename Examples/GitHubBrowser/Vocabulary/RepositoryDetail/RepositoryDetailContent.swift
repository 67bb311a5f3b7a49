import Foundation
import GitHubBrowserDomain

/// The texts of the detail screen, ready to draw: what the presenter hands the root view.
public struct RepositoryDetailContent: Hashable, Sendable {
    /// One labelled fact ("Stars", "1,234").
    public struct Fact: Hashable, Sendable {
        /// What the value is.
        public let label: String
        /// The value, as shown.
        public let value: String

        /// Creates a fact.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    /// `owner/name`.
    public let title: String
    /// The description, or a placeholder.
    public let summary: String
    /// Owner, language, stars, forks, open issues, licence, topics, last update and URL.
    public let facts: [Fact]

    /// The content for `repository`; dates are shown as `YYYY-MM-DD` in `timeZone`.
    public init(repository: Repository, timeZone: TimeZone = .current) {
        title = repository.fullName
        summary = repository.summary.flatMap { $0.isEmpty ? nil : $0 } ?? "No description."
        let owner = repository.owner.login + (repository.owner.isOrganization == true ? " (organisation)" : "")
        var facts = [
            Fact(label: "Owner", value: owner),
            Fact(label: "Language", value: repository.language ?? "—"),
            Fact(label: "Stars", value: CountFormat.grouped(repository.stars)),
            Fact(label: "Forks", value: CountFormat.grouped(repository.forks)),
            Fact(label: "Open issues", value: CountFormat.grouped(repository.openIssues)),
            Fact(label: "Licence", value: repository.licence ?? "—"),
            Fact(label: "Topics", value: repository.topics.isEmpty ? "—" : repository.topics.joined(separator: ", ")),
            Fact(label: "Last update", value: repository.updatedAt.map { Self.day($0, timeZone: timeZone) } ?? "—"),
            Fact(label: "URL", value: repository.webURL?.absoluteString ?? "—"),
        ]
        if repository.isSynthetic {
            facts.append(Fact(label: "Note", value: "Synthetic record generated for the offline catalog"))
        }
        self.facts = facts
    }

    static func day(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let year = parts.year ?? 0
        let month = parts.month ?? 0
        let day = parts.day ?? 0
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}
