#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserApplication
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataUIKit

/// The Flux app's detail screen of one repository on UIKit: it binds the shared
/// `RepositoryDetailRootView` to the same `DetailViewModel` as the terminal's screen — the detail's
/// request state and the shared favourite mark — and hands the favourite button, Retry and Close to
/// it (Close through the router).
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let viewModel: DetailViewModel
    private let builder: FluxScreenBuilder
    private lazy var loadErrorAlert = AlertClient<LoadRepositoryErrorAction>(viewController: self)
    private lazy var saveFailureAlert = SaveFailureAlert(
        favourites: builder.app.favourites, viewController: self, isVisible: { [unowned self] in viewIfLoaded?.window != nil }
    )
    private var failures: OneShotReceiver<AppError>

    /// Creates the screen of `viewModel`.
    public init(viewModel: DetailViewModel, builder: FluxScreenBuilder) {
        self.viewModel = viewModel
        self.builder = builder
        failures = OneShotReceiver(startingAfter: viewModel.failure)
        super.init()
        title = viewModel.id.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in
            if viewModel.content != nil { viewModel.toggleFavourite() }
        }, for: .touchUpInside)
        rootView.readmeRetryButton.addAction(UIAction { [unowned self] _ in viewModel.retryReadme() }, for: .touchUpInside)
        loadErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: viewModel.load()
            case .close: builder.router(from: self).closeDetail()
            }
        }
        saveFailureAlert.start()
        viewModel.observe { [unowned self] in render() }
        render()
        viewModel.load()
    }

    private func render() {
        if let failure = failures.take(viewModel.failure) {
            loadErrorAlert.show(strategy: AlertStrategy(loadFailure: failure))
        }
        guard let content = viewModel.content else {
            title = viewModel.id.fullName
            return rootView.showLoading(title: viewModel.id.fullName)
        }
        title = content.title
        rootView.show(content)
        rootView.showReadme(viewModel.readme)
        rootView.setFavourite(viewModel.isFavourite)
    }
}
#endif
