import GitHubBrowserComposition
import Testing

@Suite("CatalogSource")
struct CatalogSourceTests {
    @Test("its raw values are the words of --source, offline first")
    func names() {
        #expect(CatalogSource.allCases.map(\.rawValue) == ["offline", "github"])
        #expect(CatalogSource(rawValue: "ftp") == nil)
    }
}
