extension Application {
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
}
