import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTesting
import Testing

@MainActor
@Suite("Repository detail presenter")
struct RepositoryDetailPresenterTests {
    let catalog = InMemoryCatalog()
    let favourites = InMemoryFavourites()
    let output = RepositoryDetailOutputsSpy()
    let transitioner = makeTransitioner(root: "search")

    private func makePresenter(_ id: RepositoryID = SampleRepositories.nio.id, readmes: InMemoryReadmes? = nil) -> RepositoryDetailPresenter {
        let useCases = BrowserUseCases(catalog: catalog, favourites: favourites, readmes: readmes)
        let presenter = RepositoryDetailPresenter(output: output, router: makeRouter(transitioner), dependencies: RepositoryDetailDependencies(
            showRepositoryDetail: useCases.showRepositoryDetail,
            observeFavourites: useCases.observeFavourites,
            toggleFavourite: useCases.toggleFavourite,
            id: id,
            showReadme: useCases.showReadme
        ))
        output.loadErrorAlert.register { action in presenter.didChooseLoadErrorAction(action) }
        output.saveErrorAlert.register { action in presenter.didChooseSaveFavouriteErrorAction(action) }
        return presenter
    }

    @Test("shows loading, then every fact of the repository and its favourite mark")
    func loads() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(output.loadingTitles == ["apple/swift-nio"])
        await presenter.work?.value
        let content = try #require(output.content)
        #expect(content.title == "apple/swift-nio")
        #expect(content.summary == "Event-driven network application framework")
        #expect(content.facts.map(\.label) == ["Owner", "Language", "Stars", "Forks", "Open issues", "Licence", "Topics", "Last update", "URL"])
        #expect(content.facts.first { $0.label == "Stars" }?.value == "8,123")
        #expect(content.facts.first { $0.label == "Topics" }?.value == "networking, async")
        #expect(output.favouriteMarks == [false])
    }

    @Test("f makes it a favourite, and again stops it being one")
    func toggles() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await presenter.work?.value
        presenter.didRequestToggleFavourite()
        await presenter.work?.value
        #expect(try await favourites.contains(SampleRepositories.nio.id))
        #expect(output.favouriteMarks.last == true)
        presenter.didRequestToggleFavourite()
        await presenter.work?.value
        #expect(try await !favourites.contains(SampleRepositories.nio.id))
        #expect(output.favouriteMarks.last == false)
    }

    @Test("a favourite changed on another screen updates the mark")
    func followsOtherScreens() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await presenter.work?.value
        try await favourites.add(SampleRepositories.nio)
        #expect(await eventually { output.favouriteMarks.last == true })
    }

    @Test("an unknown repository offers only Close, which goes back")
    func notFound() async throws {
        // Search at the root, the detail on top of it.
        transitioner.push("detail", animated: false)
        transitioner.clearTransitions()
        let presenter = makePresenter(RepositoryID(owner: "nobody", name: "nothing"))
        presenter.viewDidLoad()
        await presenter.work?.value
        #expect(output.loadErrorAlert.currentStrategy?.actions == [.close])
        #expect(output.loadErrorAlert.currentStrategy?.title == "Not found")
        try output.loadErrorAlert.tap(.close)
        #expect(transitioner.transitions.count == 1)
        if case .pop(animated: true)? = transitioner.transitions.first {} else {
            Issue.record("Close should pop the detail, not \(String(describing: transitioner.transitions.first))")
        }
        #expect(transitioner.stack.count == 1)
    }

    @Test("a failed load offers Retry, which loads again")
    func retry() async throws {
        await catalog.fail(with: .timedOut)
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await presenter.work?.value
        #expect(output.loadErrorAlert.currentStrategy?.actions == [.retry, .close])
        try output.loadErrorAlert.tap(.retry)
        await presenter.work?.value
        #expect(output.content?.title == "apple/swift-nio")
    }

    @Test("a favourite that cannot be saved shows an alert; Retry tries again")
    func saveFailure() async throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await presenter.work?.value
        favourites.setFailure(.storage(detail: "disk full"))
        presenter.didRequestToggleFavourite()
        await presenter.work?.value
        #expect(output.saveErrorAlert.currentStrategy?.message == "disk full")
        favourites.setFailure(nil)
        try output.saveErrorAlert.tap(.retry)
        await presenter.work?.value
        #expect(try await favourites.contains(SampleRepositories.nio.id))
    }

    @Test("after the repository, the README: loading, then the document")
    func readme() async throws {
        let readme = Readme("# swift-nio\n\nEvent-driven.")
        let presenter = makePresenter(readmes: InMemoryReadmes([SampleRepositories.nio.id: readme]))
        presenter.viewDidLoad()
        await presenter.work?.value
        await presenter.readmeWork?.value
        #expect(output.readmes == [.loading, .document(ReadmeDocument(readme))])
    }

    @Test("a repository without a README says so; the offline source says the README needs the live one")
    func noReadme() async throws {
        let presenter = makePresenter(readmes: InMemoryReadmes())
        presenter.viewDidLoad()
        await presenter.work?.value
        await presenter.readmeWork?.value
        #expect(output.readmes.last == .missing)

        let offline = RepositoryDetailOutputsSpy()
        let useCases = BrowserUseCases(catalog: catalog, favourites: favourites)
        let offlinePresenter = RepositoryDetailPresenter(output: offline, router: makeRouter(transitioner), dependencies: RepositoryDetailDependencies(
            showRepositoryDetail: useCases.showRepositoryDetail, observeFavourites: useCases.observeFavourites,
            toggleFavourite: useCases.toggleFavourite, id: SampleRepositories.nio.id, showReadme: useCases.showReadme
        ))
        offlinePresenter.viewDidLoad()
        await offlinePresenter.work?.value
        #expect(offline.readmes == [.unavailableFromSource])
    }

    @Test("a README that fails shows the failure in its section, and Retry loads it again")
    func readmeFailsThenRetries() async throws {
        let readme = Readme("Hello")
        let readmes = InMemoryReadmes([SampleRepositories.nio.id: readme])
        await readmes.fail(with: .serviceUnavailable(retryAfter: nil))
        let presenter = makePresenter(readmes: readmes)
        presenter.viewDidLoad()
        await presenter.work?.value
        await presenter.readmeWork?.value
        #expect(output.readmes.last == .failed(.serviceUnavailable(retryAfter: nil)))
        #expect(output.loadErrorAlert.currentStrategy == nil)
        await readmes.fail(with: nil)
        presenter.didRequestReadmeRetry()
        await presenter.readmeWork?.value
        #expect(output.readmes.suffix(2) == [.loading, .document(ReadmeDocument(readme))])
        presenter.didRequestReadmeRetry()
        #expect(await readmes.requested.count == 2)
    }
}
