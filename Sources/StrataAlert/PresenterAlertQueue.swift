/// The alerts waiting for one presenter (one view controller), shared by every ``AlertClient`` that
/// presents on it.
///
/// One view controller shows one alert at a time. Clients of different alert contexts (different
/// `Action` types) on the same screen therefore share this queue: an alert asked for while another
/// is on screen waits, and appears when the one on screen is answered (first in, first out).
///
/// This is the portable, per-screen queue. A driver may keep a second, wider one behind
/// ``AlertPresenting/presentAlert(_:animated:completion:onChoice:onUnavailable:)``: StrataUIKit's
/// `WindowAlertQueue` lines up the alerts of every screen of a window, because UIKit cannot present
/// an alert from a controller of a window that already shows one. The two do not overlap: this queue
/// never hands its driver a second alert of the same screen, the driver's queue orders alerts of
/// different screens.
@MainActor
final class PresenterAlertQueue {
    /// One alert waiting for its turn, with everything its client needs to hear back.
    struct Request {
        let presentation: AlertPresentation
        let animated: Bool
        let completion: (@MainActor () -> Void)?
        /// Called with the index of the chosen button.
        let answer: @MainActor (Int) -> Void
        /// Called when the alert will never be shown after all.
        let drop: @MainActor (AlertClientError) -> Void
    }

    private static var queues: [ObjectIdentifier: PresenterAlertQueue] = [:]

    /// The queue of `presenter`, created on first use.
    static func queue(for presenter: any AlertPresenting) -> PresenterAlertQueue {
        discardQueuesOfGonePresenters()
        let id = ObjectIdentifier(presenter)
        if let queue = queues[id], queue.presenter === presenter {
            return queue
        }
        let queue = PresenterAlertQueue(presenter: presenter)
        queues[id] = queue
        return queue
    }

    private static func discardQueuesOfGonePresenters() {
        for (id, queue) in queues where queue.presenter == nil {
            queues[id] = nil
            queue.dropWaiting(because: .presenterUnavailable)
        }
    }

    private weak var presenter: (any AlertPresenting)?
    private var waiting: [Request] = []
    /// Identifies the alert on screen; `nil` when none of this queue's alerts is shown.
    private var ticketOnScreen: Int?
    private var nextTicket = 0

    private init(presenter: any AlertPresenting) {
        self.presenter = presenter
    }

    /// Shows `request` now if nothing is on screen, or queues it.
    func enqueue(_ request: Request) -> AlertShowOutcome {
        guard let presenter else { return .rejected(.presenterUnavailable) }
        if ticketOnScreen != nil || !waiting.isEmpty {
            waiting.append(request)
            return .queued(position: waiting.count)
        }
        guard presenter.canPresentAlerts else { return .rejected(.presenterUnavailable) }
        if presenter.isPresentingAlert { return .rejected(.presenterBusy) }
        present(request, on: presenter)
        return .presented
    }

    private func present(_ request: Request, on presenter: any AlertPresenting) {
        let ticket = nextTicket
        nextTicket += 1
        ticketOnScreen = ticket
        // strata-lint:disable:next inline-alert-handler -- AlertClient's own queue: the one place that hands an alert to the driver and routes the chosen button to the registered handlers.
        presenter.presentAlert(
            request.presentation,
            animated: request.animated,
            completion: request.completion,
            onChoice: { [weak self] index in
                // A driver that reports twice is ignored the second time.
                guard let self, self.ticketOnScreen == ticket else { return }
                self.ticketOnScreen = nil
                request.answer(index)
                self.showNextIfIdle()
            },
            onUnavailable: { [weak self] in
                // The driver will never show it (its screen left the window while it waited).
                guard let self, self.ticketOnScreen == ticket else { return }
                self.ticketOnScreen = nil
                request.drop(.presenterUnavailable)
                self.showNextIfIdle()
            }
        )
    }

    /// Shows the first waiting alert, unless a handler already put a new one on screen.
    private func showNextIfIdle() {
        guard ticketOnScreen == nil, !waiting.isEmpty else { return }
        guard let presenter, presenter.canPresentAlerts else {
            dropWaiting(because: .presenterUnavailable)
            return
        }
        guard !presenter.isPresentingAlert else {
            dropWaiting(because: .presenterBusy)
            return
        }
        present(waiting.removeFirst(), on: presenter)
    }

    private func dropWaiting(because error: AlertClientError) {
        let dropped = waiting
        waiting.removeAll()
        for request in dropped { request.drop(error) }
    }
}
