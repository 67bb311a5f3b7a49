import StrataAlert

/// An `AlertPresenting` view controller for tests: records what it is asked to show and lets the
/// test choose a button.
///
/// It stands in for the screen an alert client shows on. To stand in for the alert client itself,
/// when testing a screen or a presenter, use ``AlertClientSpy``.
///
/// Use it to test an `AlertClient` (or anything built on `AlertPresenting`) without a driver:
///
/// ```swift
/// let screen = RecordingAlertPresenter()
/// let client = AlertClient<ConfirmAction>(viewController: screen)
/// client.show(strategy: .init(title: "Delete?", message: nil, actions: [.delete, .cancel]))
/// #expect(screen.presentations.map(\.title) == ["Delete?"])
/// try screen.choose(buttonTitled: "Delete")
/// ```
///
/// Alerts are shown at once (`completion` runs inside `presentAlert`). If the presenter is asked to
/// show an alert while one is on screen, it stacks it on top (as a careless driver would) and
/// ``maximumSimultaneousAlerts`` records it, so a test can assert that never happens.
@MainActor
public final class RecordingAlertPresenter: AlertPresenting {
    private struct Visible {
        let presentation: AlertPresentation
        let onChoice: @MainActor (Int) -> Void
    }

    /// Every alert presented, in order.
    public private(set) var presentations: [AlertPresentation] = []
    /// The `animated` flag of every presentation, in order.
    public private(set) var animatedFlags: [Bool] = []
    /// The largest number of alerts that were on screen at the same time.
    public private(set) var maximumSimultaneousAlerts = 0
    /// When `true`, the presenter reports an alert on screen even with none of its own (to
    /// simulate an alert that some other code put up).
    public var showsForeignAlert = false

    private var visible: [Visible] = []

    /// Creates a presenter with nothing on screen.
    public init() {}

    public var isPresentingAlert: Bool { showsForeignAlert || !visible.isEmpty }

    /// The alert on top of the screen, if any.
    public var visibleAlert: AlertPresentation? { visible.last?.presentation }

    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void
    ) {
        presentations.append(alert)
        animatedFlags.append(animated)
        visible.append(Visible(presentation: alert, onChoice: onChoice))
        maximumSimultaneousAlerts = max(maximumSimultaneousAlerts, visible.count)
        completion?()
    }

    /// Removes the top alert and reports button `index` as chosen, as a driver does.
    ///
    /// The index is passed on unchecked, so a test can also simulate a faulty driver.
    /// - Throws: ``RecordingAlertPresenterError/noAlertOnScreen`` if no alert is shown.
    public func choose(buttonAt index: Int) throws(RecordingAlertPresenterError) {
        guard let top = visible.popLast() else { throw .noAlertOnScreen }
        top.onChoice(index)
    }

    /// Removes the top alert and reports the first button titled `title` as chosen.
    ///
    /// - Throws: ``RecordingAlertPresenterError/noAlertOnScreen`` if no alert is shown, or
    ///   ``RecordingAlertPresenterError/noSuchButton(title:)`` if it has no such button.
    public func choose(buttonTitled title: String) throws(RecordingAlertPresenterError) {
        guard let top = visible.last else { throw .noAlertOnScreen }
        guard let index = top.presentation.buttons.firstIndex(where: { $0.title == title }) else {
            throw .noSuchButton(title: title)
        }
        try choose(buttonAt: index)
    }
}

/// Why a ``RecordingAlertPresenter`` could not choose a button: the test asked for something the
/// user could not do.
public enum RecordingAlertPresenterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No alert is on screen.
    case noAlertOnScreen
    /// The alert on screen has no button with this title.
    case noSuchButton(title: String)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .noAlertOnScreen: "No alert is on screen."
        case .noSuchButton(let title): "The alert on screen has no \"\(title)\" button."
        }
    }
}
