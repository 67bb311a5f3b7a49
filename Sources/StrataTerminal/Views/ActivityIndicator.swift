/// A small spinner that shows work in progress.
///
/// Call ``startAnimating()`` when work begins and ``stopAnimating()`` when it ends; a stopped
/// indicator draws nothing (or its ``title`` only if ``showsTitleWhenStopped``). While animating it
/// advances one frame every ``interval`` and asks for a render.
@MainActor
public final class ActivityIndicator: View {
    /// The spinner's frames, drawn in turn.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Text shown after the spinner ("Loading…").
    public var title: String { didSet { setNeedsRender() } }
    /// Whether the title stays visible when the indicator is stopped.
    public var showsTitleWhenStopped = false { didSet { setNeedsRender() } }
    /// Time between frames.
    public var interval: Duration = .milliseconds(100)
    /// Whether the spinner is running.
    public private(set) var isAnimating = false
    /// The index of the frame shown now.
    public private(set) var frameIndex = 0

    private var ticker: Task<Void, Never>?

    /// Creates a stopped indicator.
    public init(title: String = "") {
        self.title = title
        super.init()
    }

    /// Starts the spinner.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        setNeedsRender()
        let interval = interval
        ticker = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self, self.isAnimating else { return }
                self.advance()
            }
        }
    }

    /// Stops the spinner.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        ticker?.cancel()
        ticker = nil
        setNeedsRender()
    }

    /// Shows the next frame. The timer calls it; tests call it to step the animation deterministically.
    public func advance() {
        frameIndex = (frameIndex + 1) % Self.frames.count
        setNeedsRender()
    }

    public override func sizeThatFits(_ proposal: TerminalSize) -> TerminalSize {
        let width = title.isEmpty ? 1 : 2 + DisplayWidth.of(title)
        return TerminalSize(columns: min(width, proposal.columns), rows: min(1, proposal.rows))
    }

    public override func draw(in canvas: Canvas) {
        if isAnimating {
            let column = canvas.write(String(Self.frames[frameIndex]), column: 0, row: 0, style: TextStyle.bold.foreground(.cyan))
            if !title.isEmpty { canvas.write(" " + title, column: column, row: 0) }
        } else if showsTitleWhenStopped {
            canvas.write(title, column: 0, row: 0, style: .dim)
        }
    }
}
