#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import StrataUIKit

/// The pattern gallery's list on UIKit: one row per pattern — its name and how its views learn of
/// a change — and a tap opens that pattern's variant through the router. The screen only
/// routes: the rows go to its data source, a tap to its router; it builds no screen itself.
///
/// Make it with `UIKitGallery.makeList(environment:)`.
public final class GalleryListViewController: ViewController<GalleryListRootView> {
    /// The patterns listed, in order.
    public let patterns: [Pattern]
    /// What opens a pattern's variant, from this screen.
    public private(set) lazy var router = GalleryRouter(transitioner: transitioner, environment: environment)
    private let environment: GalleryEnvironment
    private lazy var dataSource = PatternListDataSource(tableView: rootView.tableView)

    /// Creates the list of `patterns`, whose variants are built over `environment`.
    public init(patterns: [Pattern], environment: GalleryEnvironment) {
        self.patterns = patterns
        self.environment = environment
        super.init()
        title = "Pattern gallery"
    }

    // MARK: - Inputs

    /// Shows the patterns, and has the router open the one the user taps.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] pattern in router.open(pattern) }
        dataSource.update(newItems: patterns)
    }
}
#endif
