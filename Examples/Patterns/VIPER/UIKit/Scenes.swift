#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import PatternsFeature
import PatternsVIPER
import StrataNavigation
import StrataUIKit
import StrataVIPER

/// Builds the search scene on UIKit: view, presenter, interactor and router, wired by
/// `Scene.build`, whose where-clauses refuse a mis-wired scene at compile time. The presenter and
/// the interactor are the terminal's; only the view and the router's screens differ.
@MainActor
public struct SearchScene: Scene {
    /// The use cases and the debounce pause.
    public let environment: GalleryEnvironment

    /// Creates the scene's builder.
    public init(environment: GalleryEnvironment) {
        self.environment = environment
    }

    /// Builds the scene and returns its view.
    public func makeScreen() -> UIViewController {
        let view = SearchViewController()
        build(
            view: view,
            presenter: SearchScenePresenter<DetailRouter>(debounce: environment.debounce),
            interactor: SearchInteractor(environment: environment),
            router: DetailRouter(transitioner: view.transitioner, environment: environment)
        )
        return view
    }
}

/// Builds the favourites scene on UIKit.
@MainActor
public struct FavouritesScene: Scene {
    /// The use cases.
    public let environment: GalleryEnvironment

    /// Creates the scene's builder.
    public init(environment: GalleryEnvironment) {
        self.environment = environment
    }

    /// Builds the scene and returns its view.
    public func makeScreen() -> UIViewController {
        let view = FavouritesViewController()
        build(
            view: view,
            presenter: FavouritesScenePresenter<DetailRouter>(),
            interactor: FavouritesInteractor(environment: environment),
            router: DetailRouter(transitioner: view.transitioner, environment: environment)
        )
        return view
    }
}

/// Builds the detail scene of one repository on UIKit.
@MainActor
public struct DetailScene: Scene {
    /// The repository to show.
    public let repository: Repository
    /// The use cases.
    public let environment: GalleryEnvironment

    /// Builds the scene and returns its view.
    public func makeScreen() -> UIViewController {
        let view = DetailViewController()
        view.title = repository.fullName
        build(view: view, presenter: DetailScenePresenter(repository: repository), interactor: FavouritesInteractor(environment: environment))
        return view
    }
}

/// The router of the search and favourites scenes on UIKit: it builds the detail scene and pushes
/// it through the transitioner of the scene's view.
@MainActor
public final class DetailRouter: SceneRouter<UIViewController>, SearchSceneRouting, FavouritesSceneRouting {
    private let environment: GalleryEnvironment

    /// Creates a router that pushes through `transitioner`.
    public init(transitioner: any Transitioner<UIViewController>, environment: GalleryEnvironment) {
        self.environment = environment
        super.init(transitioner: transitioner)
    }

    /// Pushes the detail scene of `repository`.
    public func showDetail(of repository: Repository) {
        push(DetailScene(repository: repository, environment: environment).makeScreen())
    }
}
#endif
