import GitHubBrowserFeatures
import GitHubBrowserNavigation
import StrataCore
import StrataTerminal

/// A terminal view controller of the browser over a screen object: article ④'s view controller,
/// which only maps its controls and keys to the screen object's intents. This class holds what every
/// screen shares — the list's data source (`Rows`, `Void` without a list), the screen object, made
/// once the view is loaded, and starting it; a subclass maps its controls in
/// ``bindControls()`` and its keys in `handle(key:)`.
open class ScreenViewController<RootView: View & AppView, Rows, Screen>: ViewController<RootView> {
    private let makeRows: @MainActor (RootView) -> Rows
    private let makeScreen: @MainActor (ScreenParts<RootView, Rows, BaseViewController>) -> Screen
    /// The list's data source, which the screen object draws the rows on.
    public private(set) lazy var rows = makeRows(rootView)
    /// The screen object; made in `viewDidLoad`, where the view is loaded: every way in loads the
    /// view first.
    public private(set) lazy var screen = makeScreen(ScreenParts(display: rootView, rows: rows, host: self, transitioner: self))

    /// Creates the screen titled `title`, whose list's data source `rows` and screen object
    /// `screen` make once the view is loaded.
    public init(
        title: String?, rows: @escaping @MainActor (RootView) -> Rows,
        screen: @escaping @MainActor (ScreenParts<RootView, Rows, BaseViewController>) -> Screen
    ) {
        makeRows = rows
        makeScreen = screen
        super.init()
        self.title = title
    }

    /// Maps the controls, then makes and starts the screen object.
    open override func viewDidLoad() {
        super.viewDidLoad()
        bindControls()
        (screen as? any ScreenObject)?.start()
    }

    /// Maps the root view's controls and the list's events to the screen object's intents.
    open func bindControls() {}
}
