/// The base class of everything on screen: a rectangle in its superview, subviews, drawing, keys.
///
/// Subclass it for custom views and override ``draw(in:)`` (local coordinates), ``sizeThatFits(_:)``
/// (for stacks), ``layoutSubviews()``, and — for interactive views — ``canBecomeFocused``,
/// ``handle(key:)`` and ``keyHelp``. Root views of screens subclass `View` and adopt `AppView`.
///
/// Changing anything visible calls ``setNeedsRender()``, which schedules one coalesced frame.
///
/// StrataVIPER's `View` is another concept with the same name: the view *role* of a VIPER scene, a
/// protocol that a screen's view controller adopts. In a file that imports both, write
/// `SceneView` for the role; a plain `View` there is ambiguous.
@MainActor
open class View {
    /// The view's rectangle in its superview's coordinates. Set by the superview's layout.
    public var frame: Rect = .zero {
        didSet { if frame != oldValue { setNeedsRender() } }
    }

    /// The view's own rectangle: its frame's size at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The views inside this one, drawn in order (later ones on top).
    public private(set) var subviews: [View] = []

    /// The view that contains this one.
    public private(set) weak var superview: View?

    /// Whether the view is hidden: not drawn, not focusable, and given no space by stacks.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsRender() } }
    }

    /// Whether the view has the keyboard focus. Set by the application.
    public internal(set) var isFocused = false {
        didSet { if isFocused != oldValue { setNeedsRender() } }
    }

    /// Creates a view with an empty frame.
    public init() {}

    /// Whether the view takes part in focus (Tab / Shift-Tab). `false` by default.
    open var canBecomeFocused: Bool { false }

    /// The keys this view handles while focused, shown in the status line.
    open var keyHelp: [KeyHelp] { [] }

    /// Whether the view, while focused, takes every typed character for itself (a text field does).
    /// The status line then hides the controllers' entries for typed characters (such as a tab
    /// bar's `1-4`), since those keys would be typed, not obeyed. `false` by default.
    open var takesTypedCharacters: Bool { false }

    /// Handles a key while the view is focused. Return `true` if the key was used; unused keys go to
    /// the view controllers and then to focus navigation.
    open func handle(key: Key) -> Bool { false }

    /// Handles pasted text while the view is focused. Return `true` if it was used.
    open func handle(paste: String) -> Bool { false }

    /// Handles characters typed in a row that arrived together — text pasted into a terminal
    /// without bracketed paste, or keys typed faster than they are read — as one edit, while the
    /// view is focused and ``takesTypedCharacters``. Override it in a view that edits text, to
    /// update (and announce a change) once for the whole run. Return `false`, as the default does,
    /// to have each character sent to ``handle(key:)`` in turn.
    open func handle(typedText: String) -> Bool { false }

    /// The size the view would like within `proposal` (used by ``StackView`` for `.fit`). The default
    /// takes everything proposed.
    open func sizeThatFits(_ proposal: TerminalSize) -> TerminalSize { proposal }

    /// Positions the subviews inside ``View/bounds``. Called before every frame; the default does nothing.
    open func layoutSubviews() {}

    /// Draws the view's own content; subviews are drawn afterwards, on top. Coordinates are local.
    open func draw(in canvas: Canvas) {}

    /// Adds `view` as the last (topmost) subview, removing it from its previous superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsRender()
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsRender()
    }

    /// The application showing this view, set on the root of each tree it draws.
    weak var hostingApplication: Application?

    /// Asks the application showing this view for a new frame; frames are coalesced (at most one
    /// per 16 ms). A view not on screen asks the current application.
    public func setNeedsRender() {
        var root = self
        while let parent = root.superview { root = parent }
        if let application = root.hostingApplication {
            application.setNeedsRender()
        } else {
            Application.setNeedsRender()
        }
    }

    /// Lays out this view and its subviews, top-down.
    func layoutTree() {
        layoutSubviews()
        for subview in subviews where !subview.isHidden {
            subview.layoutTree()
        }
    }

    /// Draws this view and its subviews, clipped to the frame.
    func drawTree(in canvas: Canvas) {
        guard !isHidden else { return }
        canvas.within(frame) {
            draw(in: canvas)
            for subview in subviews {
                subview.drawTree(in: canvas)
            }
        }
    }

    /// The frame in screen coordinates.
    var frameOnScreen: Rect {
        var rect = frame
        var ancestor = superview
        while let current = ancestor {
            rect = rect.offsetBy(dx: current.frame.x, dy: current.frame.y)
            ancestor = current.superview
        }
        return rect
    }

    /// Visible, focusable views in this tree, in drawing order.
    func focusableViews() -> [View] {
        guard !isHidden else { return [] }
        var result: [View] = canBecomeFocused && !frame.isEmpty ? [self] : []
        for subview in subviews {
            result += subview.focusableViews()
        }
        return result
    }
}
