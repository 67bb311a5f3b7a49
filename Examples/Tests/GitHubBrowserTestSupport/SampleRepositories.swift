import Foundation
import GitHubBrowserDomain

/// Repositories with fixed facts, for presenter and screen tests.
public enum SampleRepositories {
    public static let nio = Repository(
        id: RepositoryID(owner: "apple", name: "swift-nio"), isOrganization: true,
        summary: "Event-driven network application framework", language: "Swift",
        stars: 8_123, forks: 712, openIssues: 240, licence: "Apache-2.0", topics: ["networking", "async"],
        updatedAt: Date(timeIntervalSince1970: 1_760_011_200), webURL: URL(string: "https://github.com/apple/swift-nio")
    )
    public static let argumentParser = Repository(
        id: RepositoryID(owner: "apple", name: "swift-argument-parser"), isOrganization: true,
        summary: "Straightforward, type-safe argument parsing", language: "Swift",
        stars: 3_456, forks: 321, openIssues: 87, licence: "Apache-2.0", topics: ["cli"],
        updatedAt: Date(timeIntervalSince1970: 1_749_988_800), webURL: URL(string: "https://github.com/apple/swift-argument-parser")
    )
    public static let grdb = Repository(
        id: RepositoryID(owner: "groue", name: "GRDB.swift"),
        summary: "A toolkit for SQLite databases", language: "Swift",
        stars: 7_001, forks: 690, openIssues: 5, licence: "MIT", topics: ["sqlite", "database"],
        updatedAt: Date(timeIntervalSince1970: 1_755_000_000), webURL: URL(string: "https://github.com/groue/GRDB.swift")
    )
    public static let hummingbird = Repository(
        id: RepositoryID(owner: "hummingbird-project", name: "hummingbird"),
        summary: "Lightweight, flexible HTTP server framework", language: "Swift",
        stars: 1_234, forks: 60, openIssues: 12, licence: "Apache-2.0",
        updatedAt: Date(timeIntervalSince1970: 1_758_024_000)
    )
    public static let synthetic = Repository(
        id: RepositoryID(owner: "synthetic-owner", name: "swift-sample-42"),
        summary: "Generated record", language: "Swift", stars: 3, isSynthetic: true
    )

    public static let all = [nio, argumentParser, grdb, hummingbird, synthetic]
}
