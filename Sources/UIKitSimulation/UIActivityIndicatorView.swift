/// Apple: `@MainActor class UIActivityIndicatorView : UIView`.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// Apple: `var isAnimating: Bool { get }`.
    open private(set) var isAnimating = false

    /// Apple: `func startAnimating()`.
    open func startAnimating() { isAnimating = true }

    /// Apple: `func stopAnimating()`.
    open func stopAnimating() { isAnimating = false }
}
