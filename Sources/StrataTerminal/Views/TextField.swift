import StrataCore

/// One line of editable text with a cursor, a placeholder, and change and submit events.
///
/// Editing keys: ←/→ move, Home/End (or ^A/^E) jump, Backspace/Delete erase, ^U erases to the
/// start, ^K to the end, Enter submits. Pasted text is inserted (newlines become spaces); so are
/// characters typed in a row that arrive together, as one edit with one change event. Wide
/// characters take two columns; the field scrolls horizontally to keep the cursor visible.
///
/// ```swift
/// rootView.searchField.onChange { [weak self] text in self?.presenter.queryChanged(text) }
/// rootView.searchField.onSubmit { [weak self] text in self?.presenter.search(text) }
/// ```
@MainActor
public final class TextField: View {
    /// The text being edited. Setting it moves the cursor to the end and does not emit a change.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue.filter { !$0.isNewline })
            cursor = characters.count
            setNeedsRender()
        }
    }
    /// Shown dimmed while the field is empty.
    public var placeholder: String { didSet { setNeedsRender() } }
    /// Whether the field hides what is typed, showing one `*` per character — set it on a password
    /// field. ``text`` and the change events still carry the real text.
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { setNeedsRender() } } }
    /// The cursor position, as a number of characters before it (0…text.count).
    public private(set) var cursor = 0

    private var characters: [Character] = []
    private var scrollColumn = 0
    private let changes = HandlerRegistry<String>()
    private let submissions = HandlerRegistry<String>()

    /// Creates a field.
    public init(text: String = "", placeholder: String = "") {
        self.placeholder = placeholder
        super.init()
        self.text = text
    }

    /// Registers a handler called with the new text after every edit by the user.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor (String) -> Void) -> RegistryKey {
        changes.register { text in MainActor.assumeIsolated { handler(text) } }
    }

    /// Registers a handler called with the text when the user presses Enter.
    @discardableResult
    public func onSubmit(_ handler: @escaping @MainActor (String) -> Void) -> RegistryKey {
        submissions.register { text in MainActor.assumeIsolated { handler(text) } }
    }

    public override var canBecomeFocused: Bool { true }

    public override var keyHelp: [KeyHelp] {
        [KeyHelp("Enter", "submit"), KeyHelp("^U", "clear")]
    }

    /// `true`: every printable key is typed into the field.
    public override var takesTypedCharacters: Bool { true }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character(let character):
            insert([character])
        case .left:
            move(to: cursor - 1)
        case .right:
            move(to: cursor + 1)
        case .home, .control("a"):
            move(to: 0)
        case .end, .control("e"):
            move(to: characters.count)
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
            didEdit()
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
            didEdit()
        case .control("u"):
            guard cursor > 0 else { return true }
            characters.removeSubrange(0..<cursor)
            cursor = 0
            didEdit()
        case .control("k"):
            guard cursor < characters.count else { return true }
            characters.removeSubrange(cursor...)
            didEdit()
        case .enter:
            submissions.emit(text)
        default:
            return false
        }
        return true
    }

    public override func handle(paste: String) -> Bool {
        insert(paste.map { $0.isNewline ? " " : $0 })
        return true
    }

    /// Inserts the characters at the cursor as one edit: one change event for the whole run.
    public override func handle(typedText: String) -> Bool {
        insert(Array(typedText))
        return true
    }

    public override func sizeThatFits(_ proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: proposal.columns, rows: min(1, proposal.rows))
    }

    public override func draw(in canvas: Canvas) {
        let width = frame.width
        guard width > 0 else { return }
        let fieldStyle = TextStyle.underlined
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: fieldStyle)
        if characters.isEmpty {
            canvas.write(placeholder, column: 0, row: 0, style: TextStyle(isDim: true, isUnderlined: true), width: width)
            if isFocused { canvas.restyle(Rect(x: 0, y: 0, width: 1, height: 1)) { $0.reversed() } }
            return
        }
        let shown = isSecureTextEntry ? Array(repeating: Character("*"), count: characters.count) : characters
        let cursorColumn = DisplayWidth.of(String(shown[..<cursor]))
        let cursorWidth = cursor < shown.count ? DisplayWidth.of(shown[cursor]) : 1
        // Never scroll further than needed to show the end of the text (and the cursor after it):
        // a field scrolled while narrow shows all it can once it is wider.
        let textWidth = DisplayWidth.of(String(shown))
        scrollColumn = min(scrollColumn, max(0, textWidth + 1 - width))
        if cursorColumn < scrollColumn { scrollColumn = cursorColumn }
        if cursorColumn + cursorWidth > scrollColumn + width { scrollColumn = cursorColumn + cursorWidth - width }
        canvas.write(String(shown), column: -scrollColumn, row: 0, style: fieldStyle)
        if isFocused {
            canvas.restyle(Rect(x: cursorColumn - scrollColumn, y: 0, width: cursorWidth, height: 1)) { $0.reversed() }
        }
    }

    private func insert(_ inserted: [Character]) {
        let clean = inserted.filter { character in
            !character.isNewline && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
        guard !clean.isEmpty else { return }
        // Combining marks merge into the previous character, and a mark after the cursor into the
        // last inserted one: re-segment the inserted characters with their neighbours (only those,
        // so an edit costs the length of what is inserted) and keep the cursor on a grapheme boundary.
        let start = max(0, cursor - 1)
        let end = min(characters.count, cursor + 1)
        let throughInserted = String(characters[start..<cursor]) + String(clean)
        let segmented = Array(throughInserted + String(characters[cursor..<end]))
        characters.replaceSubrange(start..<end, with: segmented)
        cursor = min(start + throughInserted.count, characters.count)
        didEdit()
    }

    private func move(to position: Int) {
        cursor = min(max(0, position), characters.count)
        setNeedsRender()
    }

    private func didEdit() {
        setNeedsRender()
        changes.emit(text)
    }
}
