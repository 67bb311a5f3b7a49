import StrataAlert

// Every terminal screen can host a screen object.
extension BaseViewController: ScreenHost {
    /// Whether the screen is the one drawn now.
    public var isOnScreen: Bool { isVisible }
}
