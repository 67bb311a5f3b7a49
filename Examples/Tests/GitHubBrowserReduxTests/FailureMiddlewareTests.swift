import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserVocabulary
import StrataRedux
import Testing

/// The cross-cutting error handling: one middleware reports the failure of every feature's request,
/// and nothing else.
@MainActor
@Suite("Redux app: the failure middleware")
struct FailureMiddlewareTests {
    @Test("every feature's failure is reported once, after the reducer ran; cancellations and other actions are not")
    func reportsFailures() {
        var reports: [FailureReport] = []
        var searchFailedWhenReported: Bool?
        var store: Store<BrowserState, BrowserAction>?
        store = Store(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [
            FailureMiddleware.reporting { report in
                reports.append(report)
                if report.feature == "search" { searchFailedWhenReported = store?.state.search.request.fullScreenFailure != nil }
            },
        ])
        let id = RepositoryID(owner: "apple", name: "swift")
        let repository = Repository(id: id, summary: "Swift", stars: 1)
        for action: BrowserAction in [
            .search(.queryChanged("swift")), .search(.searchStarted("swift")), .search(.searchFailed(.offline, text: "swift")),
            .search(.loadMoreFailed(.cancelled)),
            .favourites(.saveFailed(repository, .storage(detail: "disk full"))),
            .detail(id, .failed(.notFound)),
            .publicRepositories(.loadFailed(.timedOut)), .userRepositories(.loadMoreFailed(.unauthorized)),
            .account(.signInFailed(.unauthorized)), .account(.signInFailed(.cancelled)),
            .navigation(.selectTab(.favourites)), .signedOut,
        ] {
            store?.dispatch(action)
        }
        #expect(reports == [
            FailureReport(feature: "search", error: .offline),
            FailureReport(feature: "favourites", error: .storage(detail: "disk full")),
            FailureReport(feature: "detail apple/swift", error: .notFound),
            FailureReport(feature: "public", error: .timedOut),
            FailureReport(feature: "your repositories", error: .unauthorized),
            FailureReport(feature: "account", error: .unauthorized),
        ])
        #expect(searchFailedWhenReported == true)
    }
}
