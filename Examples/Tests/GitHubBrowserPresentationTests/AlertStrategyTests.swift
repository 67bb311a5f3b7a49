import Foundation
import GitHubBrowserApplication
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import Testing

@Suite("Alert strategies of the browser's screens")
struct AlertStrategyTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    @Test("a fetch failure offers Retry only when trying again may help, Sign in only for a refused token",
          arguments: [
            (AppError.offline, [FetchRepositoriesErrorAction.retry, .cancel]),
            (.server(status: 500), [.retry, .cancel]),
            (.unauthorized, [.signIn, .cancel]),
            (.notFound, [.cancel]),
            (.rejected(status: 422, detail: "bad query"), [.cancel]),
          ])
    func fetchFailure(error: AppError, actions: [FetchRepositoriesErrorAction]) {
        let strategy = AlertStrategy<FetchRepositoriesErrorAction>(fetchFailure: error, timeZone: Self.utc)
        #expect(strategy.actions == actions)
        #expect(strategy.title == error.title)
        #expect(strategy.message == error.message(timeZone: Self.utc))
        #expect(strategy.actions.filter { $0.style == .cancel } == [.cancel])
    }

    @Test("a rate limit says until when")
    func rateLimited() {
        let until = Date(timeIntervalSince1970: 1_760_011_200 + 90 * 60)
        let strategy = AlertStrategy<FetchRepositoriesErrorAction>(fetchFailure: .rateLimited(until: until), timeZone: Self.utc)
        #expect(strategy.message?.contains("Rate limited until 13:30") == true)
        #expect(strategy.actions == [.retry, .cancel])
    }

    @Test("a load failure offers Retry when it may help, and always Close")
    func loadFailure() {
        #expect(AlertStrategy<LoadRepositoryErrorAction>(loadFailure: .timedOut).actions == [.retry, .close])
        #expect(AlertStrategy<LoadRepositoryErrorAction>(loadFailure: .notFound).actions == [.close])
        #expect(LoadRepositoryErrorAction.close.style == .cancel)
    }

    @Test("a save failure offers Retry and Cancel with the storage message")
    func saveFailure() {
        let strategy = AlertStrategy<SaveFavouriteErrorAction>(saveFailure: .storage(detail: "The favourites database is read-only."))
        #expect(strategy.actions == [.retry, .cancel])
        #expect(strategy.message == "The favourites database is read-only.")
    }

    @Test("a launch error shows the link and the problem, with one OK button")
    func launchError() {
        let strategy = AlertStrategy<LaunchErrorAction>(link: "strata://x", problem: "No screen matches.")
        #expect(strategy.message == "strata://x\nNo screen matches.")
        #expect(strategy.actions == [.ok])
        #expect(LaunchErrorAction.ok.style == .cancel)
    }

    @Test("every action has a title")
    func titles() {
        let titles = FetchRepositoriesErrorAction.allCases.map(\.title) + LoadRepositoryErrorAction.allCases.map(\.title)
            + SaveFavouriteErrorAction.allCases.map(\.title) + LaunchErrorAction.allCases.map(\.title)
        #expect(titles == ["Retry", "Cancel", "Sign in", "Retry", "Close", "Retry", "Cancel", "OK"])
    }
}
