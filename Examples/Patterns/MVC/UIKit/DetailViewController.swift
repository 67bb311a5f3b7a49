#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsMVC
import StrataUIKit

/// Cocoa MVC's detail controller on UIKit: shows one repository and, when the favourite button is
/// tapped, toggles it in the shared favourites model, whose notification updates the mark here and
/// on every other screen.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let repository: Repository
    private let favourites: FavouritesModel
    private lazy var toggler = FavouriteToggler(favourites: favourites, viewController: self)

    /// Creates the controller for `repository`.
    public init(repository: Repository, favourites: FavouritesModel) {
        self.repository = repository
        self.favourites = favourites
        super.init()
        title = repository.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in toggler.toggle(repository) }, for: .touchUpInside)
        favourites.addObserver { [weak self] model in self?.showFavourite(model) }
        rootView.show(RepositoryDetailContent(repository: repository))
        rootView.setFavourite(favourites.identifiers.contains(repository.id))
    }

    private func showFavourite(_ model: FavouritesModel) {
        rootView.setFavourite(model.identifiers.contains(repository.id))
    }
}
#endif
