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
/// ``quit()``. ``suspendKeys`` (Ctrl-Z) stop it the way a shell's job control does; when it runs again,
/// ``didResume`` is called. Characters typed in a row that arrive together (text pasted without bracketed
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
    public internal(set) weak var focusedView: View?
    /// Whether a frame has been asked for and not drawn yet.
    public private(set) var needsRender = true
    /// The number of frames drawn so far.
    public private(set) var frameCount = 0
    /// Whether ``run()`` is running.
    public private(set) var isRunning = false
    /// Called when the process runs again after a stop (``InputEvent/resumed``: `fg` after Ctrl-Z
    /// or SIGTSTP), after the screen is asked to redraw. Set it to refresh what may have gone out
    /// of date meanwhile — the terminal's counterpart of UIKit's `sceneDidBecomeActive`. `nil` by
    /// default: nothing but the redraw happens.
    public var didResume: (@MainActor () -> Void)?

    var renderer: Renderer
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

    // Input arrives through `send`: one event (Application+KeyRouting.swift), or a batch with its
    // typed text (Application+TypedText.swift); the focus moves in Application+Focus.swift.

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
            statusLine(width: size.columns).draw(in: canvas, row: size.rows - 1, width: size.columns)
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

    /// Whether the terminal is at least ``minimumSize``.
    var isUsable: Bool { terminal.size.contains(minimumSize) }

    /// The screen on top: the root, or the last screen presented over it.
    var activeController: BaseViewController { root.topPresentedController }

    /// The alert dialog that takes input now, if any.
    var activeAlertDialog: AlertDialog? { activeController.activeAlertDialog }

    /// Lays out every visible view and makes sure the focus is on a focusable view on screen.
    func prepareFrame() {
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
        settleFocus()
    }

    /// The status line of this frame: the alert's keys while one is up; else the focused view's,
    /// then the visible controllers' from the innermost outwards, Esc on a modal screen and Tab
    /// when the focus can move; and the first quit key.
    private func statusLine(width: Int) -> StatusLine {
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
        return StatusLine(help: help, quit: quit, width: width)
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
