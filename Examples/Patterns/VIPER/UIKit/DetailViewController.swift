#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsVIPER
import StrataAlert
import StrataUIKit
import StrataVIPER

/// VIPER's detail view on UIKit: the favourite button is a `DetailEvent`; every `DetailCommand`
/// goes to the root view or the alert client.
public final class DetailViewController: ViewController<RepositoryDetailRootView>, SceneView {
    /// The presenter, owned.
    public var eventListener: (any EventListener<DetailEvent>)?
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in eventListener?.handle(event: .toggleFavourite) }, for: .touchUpInside)
        saveErrorAlert.register { [unowned self] action in eventListener?.handle(event: .saveErrorAnswered(action)) }
        eventListener?.handle(event: .viewDidLoad)
    }

    // MARK: - Outputs

    public func handle(command: DetailCommand) {
        switch command {
        case .showContent(let content):
            title = content.title
            rootView.show(content)
        case .showFavourite(let isFavourite): rootView.setFavourite(isFavourite)
        case .showSaveError(let strategy): saveErrorAlert.show(strategy: strategy)
        }
    }
}
#endif
