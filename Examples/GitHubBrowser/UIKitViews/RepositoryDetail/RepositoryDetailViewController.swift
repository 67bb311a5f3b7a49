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
    public func repositoryDetail(
        title: String, screen: @escaping @MainActor (ScreenParts<any RepositoryDetailDisplay, Void, UIViewController>) -> any RepositoryDetailScreenType
    ) -> UIViewController {
        RepositoryDetailViewController(title: title, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }
}
#endif
