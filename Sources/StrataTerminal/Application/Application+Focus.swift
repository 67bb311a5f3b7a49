extension Application {
    /// Moves the focus to `view` (which should be focusable and on screen).
    public func focus(_ view: View?) {
        guard view !== focusedView else { return }
        focusedView?.isFocused = false
        focusedView = view
        view?.isFocused = true
        if let view, !(view is AlertDialog) { activeController.leafController.lastFocusedView = view }
        setNeedsRender()
    }

    /// Makes sure the focus is on a focusable view on screen (the views are laid out): it stays
    /// where it is if it can, else returns to the view focused last on this screen, else goes to
    /// the first candidate.
    func settleFocus() {
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

    /// The views that can take the focus now: the alert dialog alone while one is up, else the
    /// focusable views of the active screen.
    var focusCandidates: [View] {
        if let dialog = activeAlertDialog { return [dialog] }
        return activeController.view.focusableViews()
    }

    /// Moves the focus `step` candidates on (Tab: 1, Shift-Tab: -1), wrapping around.
    func moveFocus(by step: Int) {
        let candidates = focusCandidates
        guard !candidates.isEmpty else { return }
        let index = candidates.firstIndex { $0 === focusedView } ?? (step > 0 ? -1 : 0)
        focus(candidates[(index + step + candidates.count) % candidates.count])
    }

    /// Moves the focus to the nearest candidate in the direction of the arrow `key`, among those
    /// that overlap the focused view across that direction.
    func moveFocus(towards key: Key) {
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
}
