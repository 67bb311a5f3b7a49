import StrataNavigation
import StrataTerminal

/// Where the detail screen can go: back. Owned by ``RepositoryDetailPresenter``.
@MainActor
public final class RepositoryDetailRouter {
    private weak var transitioner: (any Transitioner<AnyViewController>)?

    /// Creates a router that navigates through `transitioner`.
    public init(transitioner: any Transitioner<AnyViewController>) {
        self.transitioner = transitioner
    }

    /// Leaves the detail screen.
    public func close() {
        transitioner?.pop(animated: true)
    }
}
