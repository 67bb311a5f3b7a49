import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import Synchronization

/// Test data and helpers for the Public tab.
public enum RepositoryListFixtures {
    /// A fixed point in time.
    public static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// `count` repositories `octo/repo-<offset>`… with descriptions, languages and falling stars.
    public static func repositories(_ count: Int, from offset: Int = 0) -> [Repository] {
        (offset..<(offset + count)).map { index in
            Repository(
                id: RepositoryID(owner: "octo", name: "repo-\(index)"),
                summary: "Sample project number \(index)",
                language: index.isMultiple(of: 2) ? "Swift" : "C",
                stars: 5_000 - index * 37
            )
        }
    }

    /// A listing of `count` repositories; `more` says whether the source has another page.
    public static func listing(_ count: Int, from offset: Int = 0, more: Bool) -> RepositoryListing {
        RepositoryListing(
            repositories: repositories(count, from: offset),
            nextPage: more ? PageRequest.first(size: 30).following() : nil,
            totalCount: nil
        )
    }

    /// The Public tab's use case, its pages coming from two scripts.
    public static func pages(
        first: ScriptedResponses<RepositoryListing>,
        next: ScriptedResponses<RepositoryListing> = ScriptedResponses()
    ) -> ScriptedRepositoryPages {
        ScriptedRepositoryPages(first: first, next: next)
    }
}

/// A clock that tests move by hand.
public final class ManualClock: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date = RepositoryListFixtures.start) {
        current = Mutex(start)
    }

    /// The current time.
    public var now: Date { current.withLock { $0 } }

    /// Moves the clock forward.
    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
