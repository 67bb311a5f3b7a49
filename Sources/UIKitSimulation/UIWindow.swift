import Foundation

/// Apple: `@MainActor class UIWindow : UIView`.
@MainActor
open class UIWindow: UIView {
    /// Apple: `weak var windowScene: UIWindowScene? { get set }`.
    open weak var windowScene: UIWindowScene?
    /// Apple: `var isKeyWindow: Bool { get }`.
    open private(set) var isKeyWindow = false

    /// Apple: `init(windowScene: UIWindowScene)`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
        isHidden = true
    }

    /// Apple: `init(frame: CGRect)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Apple: `init?(coder: NSCoder)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Apple: `var rootViewController: UIViewController? { get set }`.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue {
                if !isHidden { oldValue.beginAppearance(false, animated: false); oldValue.endAppearance(false, animated: false) }
                oldValue.viewIfLoaded?.removeFromSuperview()
            }
            if let rootViewController {
                addSubview(rootViewController.view)
                if !isHidden { rootViewController.beginAppearance(true, animated: false); rootViewController.endAppearance(true, animated: false) }
            }
        }
    }

    /// Apple: `func makeKeyAndVisible()`.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        guard isHidden else { return }
        isHidden = false
        rootViewController?.beginAppearance(true, animated: false)
        rootViewController?.endAppearance(true, animated: false)
    }
}
