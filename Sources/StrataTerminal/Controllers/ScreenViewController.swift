import StrataCore
import StrataNavigation

/// A terminal view controller over a screen object (StrataCore's `ScreenObject`): article ④'s view
/// controller, which only maps its controls and keys to the screen object's intents.
///
/// It holds what every such screen shares: the list's data source (`Rows`; `Void` without a list),
/// the screen object (`Screen`, usually the screen's protocol, `any ProfileScreenType`), made once
/// the view is loaded from the `ScreenParts` it is handed, and starting it. A subclass maps its
/// controls in ``bindControls()`` and its keys in `handle(key:)`, and does nothing else:
///
/// ```swift
/// final class ProfileViewController: ScreenViewController<ProfileRootView, Void, any ProfileScreenType> {
///     override func bindControls() {
///         rootView.reloadButton.addAction { [unowned self] in screen.send(.reload) }
///     }
/// }
/// ```
///
/// Use it when the screen's logic lives in a screen object that another driver shows too; a
/// screen whose view controller holds its presenter itself subclasses ``ViewController``.
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
    ///
    /// - Parameters:
    ///   - title: The title shown in the navigation bar; the screen object may change it.
    ///   - rows: Makes the list's data source on the root view (`{ _ in }` without a list).
    ///   - screen: Makes the screen object from the parts this view controller hands it.
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

    /// Maps the root view's controls and the list's events to the screen object's intents. Called
    /// once, in `viewDidLoad`, before the screen object starts; does nothing by default.
    open func bindControls() {}
}
