import StrataCore

/// A screen whose root view is of type `RootView`, in the articles' shape.
///
/// `loadView` is final: it creates `RootView()` and calls `setup()`, so root views build their own
/// hierarchy and never receive data at init. Subclasses keep to three sections — stored properties
/// and `init` (constructor injection), *inputs* registered once in `viewDidLoad`, and *outputs* that
/// delegate to ``rootView``:
///
/// ```swift
/// final class HogeViewController<Presenter: HogePresenterInputs>: ViewController<HogeRootView>, HogePresenterOutputs {
///     private lazy var presenter = Presenter(output: self)
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         rootView.toggleButton.addAction { [unowned self] in presenter.didTapToggle() }
///     }
///
///     func setColorMode(lightMode: Bool) { rootView.setColorMode(lightMode: lightMode) }
/// }
/// ```
@MainActor
open class ViewController<RootView: View & AppView>: BaseViewController {
    /// The root view, typed.
    public var rootView: RootView {
        loadViewIfNeeded()
        guard let root = view as? RootView else {
            // Unreachable: `loadView` is final and always installs a `RootView`.
            let root = RootView()
            root.setup()
            view = root
            return root
        }
        return root
    }

    /// Creates the controller; the root view is created on first use of ``rootView`` or `view`.
    public override init() {
        super.init()
    }

    /// Creates `RootView()` and calls its `setup()`.
    public final override func loadView() {
        let root = RootView()
        root.setup()
        view = root
    }
}
