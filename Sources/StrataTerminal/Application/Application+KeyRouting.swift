extension Application {
    /// Sends keys as if typed, in order, one at a time.
    public func send(_ keys: Key...) {
        send(keys)
    }

    /// Sends keys as if typed, in order, one at a time.
    public func send(_ keys: [Key]) {
        for key in keys { send(.key(key)) }
    }

    /// Types `text`, one character key per character.
    public func type(_ text: String) {
        send(text.map(Key.character))
    }

    /// Handles one input event: a key, pasted text, a resize, or the process running again after a
    /// stop (the screen is drawn again in full, then ``didResume`` is called).
    public func send(_ event: InputEvent) {
        defer { setNeedsRender() }
        switch event {
        case .resize:
            renderer.invalidate()
        case .resumed:
            renderer.invalidate()
            didResume?()
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

    /// Whether `event` is one of the ``quitKeys``.
    func isQuitKey(_ event: InputEvent) -> Bool {
        if case .key(let key) = event { quitKeys.contains(key) } else { false }
    }

    /// Gives `key` to the alert dialog if one is up; otherwise to the focused view, then to the
    /// visible controllers from the innermost outwards, then closes a modal screen on Esc, then
    /// moves the focus.
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
}
