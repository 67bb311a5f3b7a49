#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataAlert
import StrataCore

/// A screen whose root view is of type `RootView`, in the articles' shape, on UIKit.
///
/// `loadView` is final: it creates `RootView()` and calls its `setup()` once, so a root view builds
/// its own hierarchy and never receives data at init. A subclass keeps to three sections:
///
/// - **init**: stored properties and constructor injection. The presenter is built lazily with
///   the screen as its output, so the cycle between them needs no optional setter.
/// - **inputs**, registered once in `viewDidLoad`: control actions to presenter calls, alert
///   handlers, list selections.
/// - **outputs**: the presenter's Outputs protocol, each method a one-line delegation to
///   ``rootView``, an alert client or a data-source wrapper.
///
/// ```swift
/// final class HogeViewController<Presenter: HogePresenterInputs>: ViewController<HogeRootView>, HogePresenterOutputs {
///     private lazy var presenter = Presenter(output: self)
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         rootView.colorModeButton.addAction(UIAction { [unowned self] _ in presenter.changeColorMode() }, for: .touchUpInside)
///         presenter.setup()
///     }
///
///     func updateColorMode(lightMode: Bool) { rootView.setColorMode(lightMode: lightMode) }
/// }
/// ```
///
/// It adopts `AlertPresenting`, so an `AlertClient` shows its alerts as `UIAlertController`s on it
/// (see ``presentAlert(_:animated:completion:onChoice:)``),
/// and owns a ``transitioner`` for its router.
@MainActor
open class ViewController<RootView: UIView & AppView>: UIViewController, AlertPresenting {
    /// The root view, typed; created (and set up) on first use.
    public var rootView: RootView {
        if let root = view as? RootView { return root }
        // Only if someone assigned another view to `view`: `loadView` is final and always installs
        // a `RootView`. The screen gets a root view again rather than crashing.
        let root = RootView()
        root.setup()
        view = root
        return root
    }

    /// The transitions that start from this screen: what the screen hands its router. The screen
    /// owns it, so a router may hold it weakly.
    public private(set) lazy var transitioner = ViewControllerTransitioner(from: self)

    /// Creates the screen; its root view is created when first needed.
    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: screens are built in code, with their dependencies.
    @available(*, unavailable, message: "Screens are created with init() and their dependencies")
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates `RootView()` and calls its `setup()`.
    public final override func loadView() {
        let root = RootView()
        root.setup()
        view = root
    }
}
#endif
