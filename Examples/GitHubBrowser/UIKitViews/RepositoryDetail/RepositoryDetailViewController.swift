#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import StrataNavigation
import StrataUIKit

/// A repository's detail on UIKit, in every architecture: the favourite button and the README's
/// Retry, as `RepositoryDetailIntent`s for the screen object it is built with.
public final class RepositoryDetailViewController: ScreenViewController<RepositoryDetailRootView, Void, any RepositoryDetailScreenType> {
    public override func bindControls() {
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in screen.send(.toggleFavourite) }, for: .touchUpInside)
        rootView.readmeRetryButton.addAction(UIAction { [unowned self] _ in screen.send(.retryReadme) }, for: .touchUpInside)
    }
}

extension UIKitDriver: RepositoryDetailHosting {
    public func repositoryDetail(title: String, screen: @escaping MakeRepositoryDetailScreen) -> UIViewController {
        RepositoryDetailViewController(title: title, rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
#endif
