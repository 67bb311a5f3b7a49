#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataAlert

/// A `UITabBarController` that Strata can drive: tabs selected by index, and alerts shown on it
/// through `AlertPresenting` (an app-wide alert such as a launch error).
@MainActor
open class TabBarController: UITabBarController, AlertPresenting {
    /// The transitioner of the tab bar itself (presenting over every tab).
    public private(set) lazy var transitioner = ViewControllerTransitioner(from: self)

    /// Creates the tab bar with its tabs, the first one selected.
    public init(viewControllers: [UIViewController]) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers(viewControllers, animated: false)
    }

    /// Not supported: tab bars are built in code.
    @available(*, unavailable, message: "Tab bars are created with init(viewControllers:)")
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Selects the tab at `index`; `false` for an index the tab bar does not have.
    @discardableResult
    public func select(index: Int) -> Bool {
        guard let tabs = viewControllers, tabs.indices.contains(index) else { return false }
        selectedIndex = index
        return true
    }

    /// Whether the tab bar shows an alert that no `AlertClient` manages.
    public var isPresentingAlert: Bool { presentsUnmanagedAlert }

    /// Whether the tab bar is in a window, so that an alert can appear.
    public var canPresentAlerts: Bool { isInWindow }

    /// Shows `alert` as ``ViewController`` does.
    /// If the screen leaves its window while the alert waits, the alert is never shown and
    /// `onChoice` is not called; use ``presentAlert(_:animated:completion:onChoice:onUnavailable:)``
    /// (as `AlertClient` does) to hear about it.
    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void
    ) {
        AlertLine.enqueue(alert, on: self, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: {})
    }

    /// Shows `alert` as ``presentAlert(_:animated:completion:onChoice:)`` does, and calls
    /// `onUnavailable` instead of `onChoice` if the screen is not in a window, or leaves it while
    /// the alert waits for another alert of the window to be answered.
    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        AlertLine.enqueue(alert, on: self, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: onUnavailable)
    }
}
