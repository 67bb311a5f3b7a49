#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import GitHubBrowserTestSupport
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVP
import PatternsMVPUIKit
import StrataTesting
import StrataUIKit
import Testing

/// A search presenter that records what its screen tells it, and what it was made with.
@MainActor
private final class InputRecordingSearchPresenter: SearchPresenterInputs {
    static var last: InputRecordingSearchPresenter?
    var events: [String] = []
    let router: any SearchRouting

    init(output: any SearchPresenterOutputs, router: any SearchRouting, environment: GalleryEnvironment) {
        self.router = router
        Self.last = self
    }

    func viewDidLoad() { events.append("loaded") }
    func didChangeQuery(_ text: String) { events.append("query \(text)") }
    func didReachEndOfList() { events.append("end of list") }
    func didRequestRefresh() { events.append("refresh") }
    func didSelectRow(at index: Int) { events.append("select \(index)") }
    func didRequestToggleFavourite(at index: Int) { events.append("toggle \(index)") }
    func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction) { events.append("fetch error \(action)") }
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) { events.append("save error \(action)") }
}

@MainActor
@Suite("MVP (passive view) on UIKit: the view controller only routes events", .simulatedUIKit)
struct MVPUIKitScreenTests {
    @Test("a fake presenter behind the real search screen gets the field's edits and return key, with the router the screen made")
    func fakeSearchPresenter() throws {
        let environment = GalleryEnvironment(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), sleep: { _ in })
        let screen = SearchViewController<InputRecordingSearchPresenter>(environment: environment)
        let violations = try SimulatedUIKit.violations {
            let window = UIWindow(windowScene: UIWindowScene())
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
            screen.rootView.searchField.text = "nio"
            screen.rootView.searchField.sendActions(for: .editingChanged)
            screen.rootView.searchField.sendActions(for: .primaryActionTriggered)
            let presenter = try #require(InputRecordingSearchPresenter.last)
            #expect(presenter.events == ["loaded", "query nio", "refresh"])
            #expect(presenter.router is DetailRouter)
        }
        #expect(violations.isEmpty)
    }
}
#endif
