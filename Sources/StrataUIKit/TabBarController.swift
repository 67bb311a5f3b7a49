#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
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
}
#endif
