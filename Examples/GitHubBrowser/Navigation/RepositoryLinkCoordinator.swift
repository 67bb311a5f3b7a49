import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataNavigation

/// The flow of a repository opened from a link (`strata://repos/OWNER/NAME`, a notification, a
/// Spotlight result): its detail screen pushed over a tab's root screen.
///
/// A child of the tab's ``TabCoordinator``; the flow is over when the detail screen leaves the
/// stack, and the tab coordinator then finishes it (so it is released).
@MainActor
public final class RepositoryLinkCoordinator<Screen>: Coordinator {
    /// The repository the link named.
    public let repository: RepositoryID
    private weak var navigation: (any Transitioner<Screen>)?
    private let screens: BrowserScreens<Screen>
    private let currentDepth: @MainActor () -> Int
    /// How deep the stack is with the detail on top, once it is pushed.
    private var detailDepth: Int?

    /// Creates the flow of `repository` on `navigation`; `depth` tells how many screens the stack
    /// holds now.
    public init(
        repository: RepositoryID,
        navigation: any Transitioner<Screen>,
        screens: BrowserScreens<Screen>,
        depth: @escaping @MainActor () -> Int
    ) {
        self.repository = repository
        self.navigation = navigation
        self.screens = screens
        currentDepth = depth
        super.init()
    }

    /// Pushes the detail screen over the tab's root screen.
    public override func start() {
        guard let navigation else { return }
        navigation.popToRoot(animated: false)
        detailDepth = currentDepth() + 1
        navigation.push(screens.repositoryDetail(repository), animated: false)
    }

    /// Whether the detail screen has left a stack that is now `depth` screens deep (a flow not yet
    /// started has not).
    func hasLeft(atDepth depth: Int) -> Bool {
        detailDepth.map { depth < $0 } ?? false
    }
}
