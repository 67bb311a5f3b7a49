import Foundation
import GitHubBrowserDomain
import Testing

@Suite("DataSourceError and SearchQueryError")
struct DataSourceErrorTests {
    @Test("errors compare by case and payload")
    func equality() {
        #expect(DataSourceError.server(status: 500) != DataSourceError.server(status: 502))
        #expect(DataSourceError.rateLimited(until: Date(timeIntervalSince1970: 5)) == .rateLimited(until: Date(timeIntervalSince1970: 5)))
    }

    @Test("query errors explain themselves")
    func queryMessages() {
        #expect(SearchQueryError.empty.description == "Type something to search for.")
        #expect(SearchQueryError.tooLong(length: 300, maximum: 256).description.contains("300"))
    }
}
