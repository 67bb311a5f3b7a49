/// Apple: `@MainActor class UIScrollView : UIView`. Nothing scrolls in the simulation.
@MainActor
open class UIScrollView: UIView {
    /// Apple: `var refreshControl: UIRefreshControl? { get set }` (iOS only, not tvOS).
    open var refreshControl: UIRefreshControl?
}
