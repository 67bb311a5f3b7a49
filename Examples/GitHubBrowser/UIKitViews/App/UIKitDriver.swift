#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// UIKit's view controllers for the browser's screens, for every architecture's screen builder.
///
/// It learns each screen in that screen's own view-controller file, where it adopts the feature's
/// hosting protocol (`extension UIKitDriver: SearchHosting` in
/// `UIKitViews/Search/SearchViewController.swift`) and names the view controller and list data
/// source that show it. A new screen therefore adds no line here.
public struct UIKitDriver: Sendable {
    /// What the driver's screens are: the view controllers its navigation controllers push.
    public typealias Screen = UIViewController

    /// Creates the driver.
    public init() {}
}
#endif
