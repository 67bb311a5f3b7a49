import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsTerminal
import PatternsVIPER
import StrataAlert
import StrataTerminal
import StrataVIPER

/// VIPER's detail view.
public final class DetailViewController: ViewController<RepositoryDetailRootView>, SceneView {
    /// The presenter, owned.
    public var eventListener: (any EventListener<DetailEvent>)?
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    public override func viewDidLoad() {
        super.viewDidLoad()
        saveErrorAlert.register { [unowned self] action in eventListener?.handle(event: .saveErrorAnswered(action)) }
        eventListener?.handle(event: .viewDidLoad)
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.toggleFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite else { return false }
        eventListener?.handle(event: .toggleFavourite)
        return true
    }

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
