/// Apple: `@MainActor class UIPopoverPresentationController : UIPresentationController`. Only the
/// anchor an action sheet needs on iPad.
@MainActor
public final class UIPopoverPresentationController {
    /// Apple: `var sourceView: UIView? { get set }`.
    public var sourceView: UIView?
}
