#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import PatternsMVPSupervisingControllerUIKit
import StrataTesting
import StrataUIKit
import Testing

/// A detail presenter that records what its screen tells it.
@MainActor
private final class InputRecordingDetailPresenter: DetailPresenterInputs {
    static var last: InputRecordingDetailPresenter?
    var events: [String] = []

    init(view: any DetailView, repository: Repository, environment: GalleryEnvironment) {
        events.append("made for \(repository.fullName)")
        Self.last = self
    }

    func didRequestToggleFavourite() { events.append("toggle") }
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) { events.append("save error \(action)") }
}

@MainActor
@Suite("MVP (supervising controller) on UIKit: each screen is generic over its presenter's inputs", .simulatedUIKit)
struct SupervisingUIKitScreenTests {
    @Test("a fake presenter behind the real detail gets the favourite button; the view observes the model for the mark")
    func fakeDetailPresenter() throws {
        let environment = GalleryEnvironment(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), sleep: { _ in })
        let screen = DetailViewController<InputRecordingDetailPresenter>(
            repository: SampleRepositories.grdb, favourites: FavouritesModel(environment: environment), environment: environment
        )
        let violations = try SimulatedUIKit.violations {
            let window = UIWindow(windowScene: UIWindowScene())
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
            screen.rootView.favouriteButton.sendActions(for: .touchUpInside)
            let presenter = try #require(InputRecordingDetailPresenter.last)
            #expect(presenter.events == ["made for groue/GRDB.swift", "toggle"])
            #expect(screen.rootView.favouriteButton.currentTitle == "☆ Add to favourites", "the mark is the model's, which the fake never changed")
        }
        #expect(violations.isEmpty)
    }
}
#endif
