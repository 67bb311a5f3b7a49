import StrataCore

/// A control that runs actions when the user presses Enter or Space on it.
///
/// Register actions once, in the *inputs* section of a view controller, as with UIKit's `addAction`:
///
/// ```swift
/// rootView.toggleButton.addAction { [weak self] in self?.presenter.didTapToggle() }
/// ```
@MainActor
public final class Button: View {
    /// The text on the button.
    public var title: String { didSet { if title != oldValue { setNeedsRender() } } }
    /// Whether the button reacts; a disabled button is dimmed and cannot be focused.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsRender() } } }

    private let actions = HandlerRegistry<Void>()

    /// Creates a button.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Adds an action run on every press, in the order added.
    ///
    /// - Returns: A key that removes the action with ``removeAction(key:)``.
    @discardableResult
    public func addAction(_ action: @escaping @MainActor () -> Void) -> RegistryKey {
        actions.register { _ in MainActor.assumeIsolated { action() } }
    }

    /// Removes an action added with ``addAction(_:)``.
    public func removeAction(key: RegistryKey) {
        actions.unregister(key: key)
    }

    /// Presses the button: runs its actions if it is enabled.
    public func press() {
        guard isEnabled else { return }
        actions.emit(())
    }

    public override var canBecomeFocused: Bool { isEnabled }

    public override var keyHelp: [KeyHelp] { [KeyHelp("Enter", "press")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .enter, .character(" "):
            press()
            return true
        default:
            return false
        }
    }

    public override func sizeThatFits(_ proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: min(proposal.columns, DisplayWidth.of(title) + 4), rows: min(1, proposal.rows))
    }

    public override func draw(in canvas: Canvas) {
        let style: TextStyle = !isEnabled ? .dim : (isFocused ? TextStyle(isBold: true, isReversed: true) : .bold)
        canvas.write("[ \(title) ]", column: 0, row: 0, style: style, width: frame.width)
    }
}
