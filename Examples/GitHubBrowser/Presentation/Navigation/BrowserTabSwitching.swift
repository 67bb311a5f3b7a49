/// What can switch the browser's tabs: the driver's shell around its tab bar. Routers and the app
/// coordinator hold it weakly.
@MainActor
public protocol BrowserTabSwitching: AnyObject {
    /// The tabs, in order.
    var tabs: [BrowserTab] { get }

    /// Shows `tab`; returns `false` (and changes nothing) when the app has no such tab.
    @discardableResult
    func select(_ tab: BrowserTab) -> Bool
}
