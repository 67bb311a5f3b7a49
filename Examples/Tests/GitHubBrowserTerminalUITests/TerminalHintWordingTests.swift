import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import Testing

/// The terminal words the driver-free statuses and notices with its keys, exactly as its screens
/// always have (the goldens hold the screens; these hold each wording), and the pattern gallery's
/// favourites line says the same as the browser's.
@Suite("The terminal's wording of hints")
struct TerminalHintWordingTests {
    @Test("the Search tab's status line offers ^O while the results are a saved copy")
    func searchStatus() {
        #expect(SearchStatus("3 repositories for “nio”").terminalText == "3 repositories for “nio”")
        #expect(
            SearchStatus("3 repositories for “nio”", savedCopyHeadline: "Offline — showing saved results from 14:05").terminalText
                == "Offline — showing saved results from 14:05 (^O why) · 3 repositories for “nio”"
        )
    }

    @Test("a repository list's notice offers r, and ^O for a saved copy")
    func repositoryListNotice() {
        #expect(RepositoryListNotice("Not updated: you are offline.", offersExplanation: false).terminalText
            == "Not updated: you are offline. Press r to try again.")
        #expect(RepositoryListNotice("Offline — showing saved results from 14:00.", offersExplanation: true).terminalText
            == "Offline — showing saved results from 14:00. Press r to try again, ^O for why.")
    }

    @Test("the Favourites status line names f")
    func favouritesStatus() {
        #expect(FavouritesStatus.count(0).terminalText == "No favourites yet: press f on a repository to add it.")
        #expect(FavouritesStatus.count(1).terminalText == "1 favourite — f removes the highlighted one")
        #expect(FavouritesStatus.count(12).terminalText == "12 favourites — f removes the highlighted one")
        #expect(FavouritesStatus.loading.terminalText == "Loading favourites…")
    }

    @Test("the highlighted favourite's detail begins with ↵")
    func favouriteRow() {
        let row = RepositoryRow(repository: SampleRepositories.nio, isFavourite: true)
        #expect(FavouriteRowContent(row: row, isSelected: true).terminalDetail == "↵ " + row.detail)
        #expect(FavouriteRowContent(row: row).terminalDetail == row.detail)
    }
}
