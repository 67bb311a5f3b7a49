import GitHubBrowserPresentation
import StrataTerminal
import StrataTesting

typealias TestUseCases = BrowserUseCases<InMemoryCatalog, InMemoryFavourites>

/// A transitioner that records what routers push, comparing screens by identity.
@MainActor
func makeTransitioner() -> RecordingTransitioner<AnyViewController> {
    RecordingTransitioner<AnyViewController>(root: nil, isSameScreen: { $0 === $1 })
}
