/// Apple: `@MainActor class UIRefreshControl : UIControl` (iOS only, not tvOS): pull to refresh.
/// A test pulls it with `sendActions(for: .valueChanged)`, after `beginRefreshing()` as UIKit does
/// when the user pulls.
@MainActor
open class UIRefreshControl: UIControl {
    /// Apple: `var isRefreshing: Bool { get }`.
    open private(set) var isRefreshing = false

    /// Apple: `func beginRefreshing()`.
    open func beginRefreshing() { isRefreshing = true }

    /// Apple: `func endRefreshing()`.
    open func endRefreshing() { isRefreshing = false }
}
