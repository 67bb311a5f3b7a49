import PatternsMVVM
import StrataTerminal

/// The router of the search and favourites screens: the view model emits which detail to open
/// (`detailToShow`), the view hands it here, and the router builds the detail screen and pushes it
/// on the screen it was made from. No view controller builds a screen itself.
@MainActor
public final class DetailRouter {
    private weak var viewController: BaseViewController?

    /// Creates the router that pushes on `viewController` (held weakly: the screen owns it).
    public init(from viewController: BaseViewController) {
        self.viewController = viewController
    }

    /// Pushes the detail screen of `viewModel`.
    public func showDetail(_ viewModel: DetailViewModel) {
        viewController?.push(DetailViewController(viewModel: viewModel), animated: true)
    }
}
