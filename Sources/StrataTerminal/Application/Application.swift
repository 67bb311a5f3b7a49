import Foundation

/// The event loop: reads input, routes keys, and renders frames.
///
/// Run a real app with ``run(root:)``:
///
/// ```swift
/// @main struct Main {
///     @MainActor static func main() async {
///         do {
///             try await Application.run(root: NavigationController(rootViewController: HomeViewController()))
///         } catch {
///             print(error)   // e.g. TerminalError.notATerminal, with a readable message
///         }
///     }
/// }
/// ```
///
/// **Keys.** A key goes to the alert dialog if one is up; otherwise to the focused view, then to
/// the visible controllers from the innermost outwards (Esc pops a navigation controller, digits
/// switch tabs, Esc dismisses a modal screen), then to focus navigation (Tab / Shift-Tab, and arrows
/// towards the nearest focusable view in that direction). ``quitKeys`` (Ctrl-C by default) always
/// quit — while running, before anything else that arrived with them is handled; so does
/// ``quit()``. ``suspendKeys`` (Ctrl-Z) stop it the way a shell's job control does. Characters typed in a row that arrive together (text pasted without bracketed
/// paste) reach a focused text field as one edit. The last row is a status line listing the keys
/// that work now.
///
/// **Frames.** ``setNeedsRender()-method`` — called by views when they change, after every input event,
/// and after ``task(_:)`` work — schedules one frame, at most one per 16 ms. Tests drive an
/// application over a ``HeadlessTerminal`` without a loop: ``send(_:)-(Key...)`` then ``renderNow()``.
@MainActor
public final class Application {
    /// The application whose frames `setNeedsRender()` schedules (the most recently created one).
    public private(set) static weak var current: Application?

    /// The terminal drawn on.
    public let terminal: any Terminal
    /// The root screen.
    public let root: BaseViewController
    /// The smallest usable screen; below it a "Terminal too small" message is shown instead.
    public var minimumSize: TerminalSize { didSet { setNeedsRender() } }
    /// Keys that quit the application whatever has the focus. Ctrl-C by default.
    public var quitKeys: Set<Key> = [.control("c")]
    /// Keys that stop the application as Ctrl-Z stops a program in a shell: the terminal is given
    /// back to the shell, and `fg` brings the screen back. Ctrl-Z by default; they do nothing when
    /// the terminal is not a real one or the shell has no job control.
    public var suspendKeys: Set<Key> = [.control("z")]
    /// The view that receives keys.
    public private(set) weak var focusedView: View?
    /// Whether a frame has been asked for and not drawn yet.
    public private(set) var needsRender = true
    /// The number of frames drawn so far.
    public private(set) var frameCount = 0
    /// Whether ``run()`` is running.
    public private(set) var isRunning = false

    private var renderer: Renderer
    private var renderTask: Task<Void, Never>?
    private var loopTask: Task<Void, Never>?
    private var lastFrame: ContinuousClock.Instant?
    private var isQuitting = false

    /// Creates an application on `terminal` with `root` on screen.
    ///
    /// - Parameters:
    ///   - terminal: Where to draw; a ``HeadlessTerminal`` in tests.
    ///   - root: The root screen; it receives `viewWillAppear` / `viewDidAppear` now.
    ///   - minimumSize: Below this size a "Terminal too small" screen is shown.
    ///   - environment: Read for `NO_COLOR`.
    public init(
        terminal: any Terminal,
        root: BaseViewController,
        minimumSize: TerminalSize = TerminalSize(columns: 20, rows: 5),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.terminal = terminal
        self.root = root
        self.minimumSize = minimumSize
        renderer = Renderer(colorsEnabled: Renderer.colorsEnabled(environment: environment))
        Application.current = self
        root.view.hostingApplication = self
        root.beginAppearance(true)
        root.endAppearance(true)
    }

    /// Runs `root` on the process's terminal until the user quits, then restores the terminal.
    ///
    /// - Throws: ``TerminalError/notATerminal`` when standard input or output is not a TTY, or
    ///   another ``TerminalError`` if the terminal cannot be set up. Print it and exit.
    public static func run(root: BaseViewController) async throws {
        let terminal = try ANSITerminal()
        let application = Application(terminal: terminal, root: root)
        try await application.run()
    }

    /// Takes over the terminal and processes input until ``quit()``, a quit key, or the end of input.
    public func run() async throws {
        guard !isRunning else { return }
        Application.current = self
        try terminal.enterInteractiveMode()
        isRunning = true
        isQuitting = false
        defer {
            isRunning = false
            renderTask?.cancel()
            renderTask = nil
            terminal.leaveInteractiveMode()
        }
        renderNow()
        let batches = terminal.inputBatches()
        let loop = Task { @MainActor [weak self] in
            for await batch in batches {
                guard let self else { return }
                self.send(batch)
                if self.isQuitting { return }
            }
        }
        loopTask = loop
        await loop.value
        loopTask = nil
    }

    /// Ends ``run()``; the terminal is restored.
    public func quit() {
        isQuitting = true
        loopTask?.cancel()
    }

    /// Asks the current application for a frame. Views call it when they change.
    public static func setNeedsRender() {
        current?.setNeedsRender()
    }

    /// Asks for a frame; frames are coalesced to at most one per 16 ms while running.
    public func setNeedsRender() {
        needsRender = true
        guard isRunning, renderTask == nil else { return }
        renderTask = Task { @MainActor [weak self] in
            if let last = self?.lastFrame {
                let next = last.advanced(by: .milliseconds(16))
                if next > .now { try? await Task.sleep(until: next, clock: .continuous) }
            }
            guard let self, !Task.isCancelled else { return }
            self.renderTask = nil
            self.renderNow()
        }
    }

    /// Runs async work on the main actor and asks for a frame when it completes.
    @discardableResult
    public func task(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            await work()
            self?.setNeedsRender()
        }
    }

    // MARK: - Input

    /// Sends keys as if typed, in order, one at a time.
    public func send(_ keys: Key...) {
        send(keys)
    }

    /// Sends keys as if typed, in order, one at a time.
    public func send(_ keys: [Key]) {
        for key in keys { send(.key(key)) }
    }

    /// Handles events that arrived together — what one read of the terminal returned — as
    /// ``run()`` does. A quit key among them quits before any of them is handled. A run of typed
    /// characters for a focused view that ``View/takesTypedCharacters`` goes to its
    /// ``View/handle(typedText:)`` as one edit (a text field announces one change for it); the
    /// other events are handled in order as ``send(_:)-(InputEvent)`` handles them.
    public func send(_ events: [InputEvent]) {
        if events.contains(where: isQuitKey) {
            quit()
            return
        }
        var typed: [Character] = []
        for event in events {
            if case .key(.character(let character)) = event, !typed.isEmpty || takesTypedText {
                typed.append(character)
                continue
            }
            sendTyped(typed)
            typed.removeAll()
            send(event)
        }
        sendTyped(typed)
    }

    /// Types `text`, one character key per character.
    public func type(_ text: String) {
        send(text.map(Key.character))
    }

    /// Handles one input event: a key, pasted text, or a resize.
    public func send(_ event: InputEvent) {
        defer { setNeedsRender() }
        switch event {
        case .resize:
            renderer.invalidate()
        case .paste(let text):
            guard isUsable else { return }
            if needsRender { prepareFrame() }
            if activeAlertDialog == nil { _ = focusedView?.handle(paste: text) }
        case .key(let key):
            if quitKeys.contains(key) {
                quit()
                return
            }
            if suspendKeys.contains(key) {
                TerminalRestoration.suspend()
                return
            }
            guard isUsable else { return }
            // Keys go to the views of the last frame: lay out again only if something changed since
            // (several keys in a row, a resize).
            if needsRender { prepareFrame() }
            let screen = (controller: activeController.leafController, dialog: activeAlertDialog)
            route(key)
            // The key closed a dialog or changed screens: settle the focus now. Other changes are
            // laid out by the next frame (a key that only scrolls a list costs one layout pass).
            if screen.controller !== activeController.leafController || screen.dialog !== activeAlertDialog
                || focusedView.map({ $0.isHidden || !$0.canBecomeFocused }) == true {
                prepareFrame()
            }
        }
    }

    private func isQuitKey(_ event: InputEvent) -> Bool {
        if case .key(let key) = event { quitKeys.contains(key) } else { false }
    }

    /// Whether typed characters go to the focused view as text now (laid out as of the last event).
    private var takesTypedText: Bool {
        guard isUsable else { return false }
        if needsRender { prepareFrame() }
        return activeAlertDialog == nil && focusedView?.takesTypedCharacters == true
    }

    /// Gives `characters`, typed in a row, to the focused view as one edit, or key by key if it
    /// declines.
    private func sendTyped(_ characters: [Character]) {
        guard !characters.isEmpty else { return }
        if characters.count > 1, let focusedView, focusedView.handle(typedText: String(characters)) {
            setNeedsRender()
            return
        }
        for character in characters { send(.key(.character(character))) }
    }

    private func route(_ key: Key) {
        if let dialog = activeAlertDialog {
            _ = dialog.handle(key: key)
            return
        }
        if let focusedView, focusedView.handle(key: key) { return }
        var controller: BaseViewController? = activeController.leafController
        while let current = controller {
            if current.handle(key: key) { return }
            if current === activeController { break }
            controller = current.parent
        }
        if key == .escape, activeController.presentingViewController != nil {
            activeController.dismiss(animated: true, completion: nil)
            return
        }
        switch key {
        case .tab: moveFocus(by: 1)
        case .backTab: moveFocus(by: -1)
        case .up, .down, .left, .right: moveFocus(towards: key)
        default: break
        }
    }

    // MARK: - Rendering

    /// Draws a frame now and writes the difference to the terminal.
    public func renderNow() {
        frameCount += 1
        lastFrame = .now
        let size = terminal.size
        let canvas = Canvas(size: size)
        if isUsable {
            prepareFrame()
            root.view.drawTree(in: canvas)
            var presented = root.presentedViewController
            while let current = presented {
                canvas.fill(current.view.frame)
                current.view.drawTree(in: canvas)
                presented = current.presentedViewController
            }
            activeAlertDialog?.drawTree(in: canvas)
            drawStatusLine(in: canvas, size: size)
        } else {
            drawTooSmall(in: canvas, size: size)
        }
        // Layout and focus changes made while drawing are part of this frame: no second frame for them.
        renderTask?.cancel()
        renderTask = nil
        needsRender = false
        let bytes = renderer.render(canvas.buffer)
        if !bytes.isEmpty { terminal.write(bytes) }
    }

    private var isUsable: Bool { terminal.size.contains(minimumSize) }

    private var activeController: BaseViewController { root.topPresentedController }

    private var activeAlertDialog: AlertDialog? { activeController.activeAlertDialog }

    /// Lays out every visible view and makes sure the focus is on a focusable view on screen.
    private func prepareFrame() {
        let size = terminal.size
        let content = Rect(x: 0, y: 0, width: size.columns, height: max(0, size.rows - 1))
        root.view.hostingApplication = self
        root.view.frame = content
        root.view.layoutTree()
        var presented = root.presentedViewController
        while let current = presented {
            current.view.hostingApplication = self
            current.view.frame = content
            current.view.layoutTree()
            presented = current.presentedViewController
        }
        if let dialog = activeAlertDialog {
            dialog.hostingApplication = self
            dialog.frame = dialog.frame(on: TerminalSize(columns: content.width, rows: content.height))
            dialog.layoutTree()
        }
        let candidates = focusCandidates
        if let focusedView, candidates.contains(where: { $0 === focusedView }) { return }
        // Back on a screen (after an alert, a modal or a pop): return to the view focused there last.
        if activeAlertDialog == nil, let remembered = activeController.leafController.lastFocusedView,
           candidates.contains(where: { $0 === remembered }) {
            focus(remembered)
            return
        }
        focus(candidates.first)
    }

    private var focusCandidates: [View] {
        if let dialog = activeAlertDialog { return [dialog] }
        return activeController.view.focusableViews()
    }

    /// Moves the focus to `view` (which should be focusable and on screen).
    public func focus(_ view: View?) {
        guard view !== focusedView else { return }
        focusedView?.isFocused = false
        focusedView = view
        view?.isFocused = true
        if let view, !(view is AlertDialog) { activeController.leafController.lastFocusedView = view }
        setNeedsRender()
    }

    private func moveFocus(by step: Int) {
        let candidates = focusCandidates
        guard !candidates.isEmpty else { return }
        let index = candidates.firstIndex { $0 === focusedView } ?? (step > 0 ? -1 : 0)
        focus(candidates[(index + step + candidates.count) % candidates.count])
    }

    private func moveFocus(towards key: Key) {
        guard let focusedView else { return }
        let origin = focusedView.frameOnScreen
        var best: (view: View, distance: Int)?
        for candidate in focusCandidates where candidate !== focusedView {
            let frame = candidate.frameOnScreen
            let distance: Int?
            switch key {
            case .down where frame.y >= origin.maxY && overlaps(frame.x..<frame.maxX, origin.x..<origin.maxX):
                distance = frame.y - origin.maxY
            case .up where frame.maxY <= origin.y && overlaps(frame.x..<frame.maxX, origin.x..<origin.maxX):
                distance = origin.y - frame.maxY
            case .right where frame.x >= origin.maxX && overlaps(frame.y..<frame.maxY, origin.y..<origin.maxY):
                distance = frame.x - origin.maxX
            case .left where frame.maxX <= origin.x && overlaps(frame.y..<frame.maxY, origin.y..<origin.maxY):
                distance = origin.x - frame.maxX
            default:
                distance = nil
            }
            if let distance, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        if let best { focus(best.view) }
    }

    private func overlaps(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        first.overlaps(second)
    }

    private func drawStatusLine(in canvas: Canvas, size: TerminalSize) {
        let row = size.rows - 1
        var help: [KeyHelp]
        if let dialog = activeAlertDialog {
            help = dialog.keyHelp
        } else {
            help = focusedView?.keyHelp ?? []
            // Keys a focused text field would type are not offered as the controllers' shortcuts.
            let hidesTypedKeys = focusedView?.takesTypedCharacters == true
            var controller: BaseViewController? = activeController.leafController
            while let current = controller {
                help += hidesTypedKeys ? current.keyHelp.filter { !$0.isTypedCharacter } : current.keyHelp
                if current === activeController { break }
                controller = current.parent
            }
            if activeController.presentingViewController != nil, !help.contains(where: { $0.keys == "Esc" }) {
                help.append(KeyHelp("Esc", "close"))
            }
            if focusCandidates.count > 1 { help.append(KeyHelp("Tab", "next")) }
        }
        let quit = quitKeys.sorted(by: { $0.description < $1.description }).first.map { KeyHelp($0.description, "quit") }
        let style = TextStyle.reversed
        canvas.fill(Rect(x: 0, y: row, width: size.columns, height: 1), style: style)
        // The quit key always shows, last; entries that do not fit before it give way to "…".
        let separator = 3
        func width(_ entry: KeyHelp) -> Int { DisplayWidth.of(entry.keys) + 1 + DisplayWidth.of(entry.action) }
        let reserved = quit.map { separator + width($0) } ?? 0
        var shown: [KeyHelp] = []
        var end = 1
        for entry in help {
            guard end + width(entry) + reserved <= size.columns else { break }
            shown.append(entry)
            end += width(entry) + separator
        }
        let isCut = shown.count < help.count
        if isCut {
            // Room for the mark: drop entries until "…" fits before the quit key.
            while let last = shown.last, end + 1 + reserved > size.columns {
                shown.removeLast()
                end -= width(last) + separator
            }
        }
        var column = 1
        for entry in shown {
            column = canvas.write(entry.keys, column: column, row: row, style: style.bold())
            column = canvas.write(" \(entry.action)   ", column: column, row: row, style: style)
        }
        // The mark only when the quit key still fits after it; otherwise the quit key alone, cut.
        if isCut, column + 1 + reserved <= size.columns { column = canvas.write("…   ", column: column, row: row, style: style) }
        if let quit {
            let available = max(0, size.columns - column)
            if width(quit) <= available {
                column = canvas.write(quit.keys, column: column, row: row, style: style.bold())
                canvas.write(" \(quit.action)", column: column, row: row, style: style)
            } else {
                canvas.write("\(quit.keys) \(quit.action)", column: column, row: row, style: style, width: available, truncationMark: "…")
            }
        }
    }

    private func drawTooSmall(in canvas: Canvas, size: TerminalSize) {
        let message = "Terminal too small: need \(minimumSize.columns)×\(minimumSize.rows), have \(size.columns)×\(size.rows)"
        let lines = TextLayout.wrap(message, width: size.columns)
        let top = max(0, (size.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let offset = TextLayout.offset(lineWidth: DisplayWidth.of(line), width: size.columns, alignment: .center)
            canvas.write(line, column: offset, row: top + index, style: .bold)
        }
    }
}
