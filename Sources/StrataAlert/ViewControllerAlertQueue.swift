/// The alerts waiting for one view controller, shared by every ``AlertClient`` that
/// presents on it.
///
/// One view controller shows one alert at a time. Clients of different alert contexts (different
/// `Action` types) on the same screen therefore share this queue: an alert asked for while another
/// is on screen waits, and appears when the one on screen is answered (first in, first out).
///
/// This is the portable, per-screen queue, and no driver keeps another for one screen: a driver's
/// view controller shows one alert at a time (StrataTerminal's `BaseViewController` reports a
/// second one unavailable instead of queuing it). A driver may keep a wider queue, across screens,
/// behind ``AlertPresenting/presentAlert(_:animated:completion:onChoice:onUnavailable:)``: StrataUIKit's
/// `WindowAlertQueue` lines up the alerts of every screen of a window, because UIKit cannot present
/// an alert from a controller of a window that already shows one. The two do not overlap: this queue
/// never hands its driver a second alert of the same screen, the driver's queue orders alerts of
/// different screens.
@MainActor
final class ViewControllerAlertQueue {
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

    private static var queues: [ObjectIdentifier: ViewControllerAlertQueue] = [:]

    /// The queue of `viewController`, created on first use.
    static func queue(for viewController: any AlertPresenting) -> ViewControllerAlertQueue {
        discardQueuesOfGonePresenters()
        let id = ObjectIdentifier(viewController)
        if let queue = queues[id], queue.viewController === viewController {
            return queue
        }
        let queue = ViewControllerAlertQueue(viewController: viewController)
        queues[id] = queue
        return queue
    }

    private static func discardQueuesOfGonePresenters() {
        for (id, queue) in queues where queue.viewController == nil {
            queues[id] = nil
            queue.dropWaiting(because: .viewControllerUnavailable)
        }
    }

    private weak var viewController: (any AlertPresenting)?
    private var waiting: [Request] = []
    /// Identifies the alert on screen; `nil` when none of this queue's alerts is shown.
    private var ticketOnScreen: Int?
    private var nextTicket = 0

    private init(viewController: any AlertPresenting) {
        self.viewController = viewController
    }

    /// Shows `request` now if nothing is on screen, or queues it.
    func enqueue(_ request: Request) -> AlertShowOutcome {
        guard let viewController else { return .rejected(.viewControllerUnavailable) }
        if ticketOnScreen != nil || !waiting.isEmpty {
            waiting.append(request)
            return .queued(position: waiting.count)
        }
        guard viewController.canPresentAlerts else { return .rejected(.viewControllerUnavailable) }
        if viewController.isPresentingAlert { return .rejected(.viewControllerBusy) }
        present(request, on: viewController)
        return .presented
    }

    private func present(_ request: Request, on viewController: any AlertPresenting) {
        let ticket = nextTicket
        nextTicket += 1
        ticketOnScreen = ticket
        // strata-lint:disable:next inline-alert-handler -- AlertClient's own queue: the one place that hands an alert to the driver and routes the chosen button to the registered handlers.
        viewController.presentAlert(
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
                request.drop(.viewControllerUnavailable)
                self.showNextIfIdle()
            }
        )
    }

    /// Shows the first waiting alert, unless a handler already put a new one on screen.
    private func showNextIfIdle() {
        guard ticketOnScreen == nil, !waiting.isEmpty else { return }
        guard let viewController, viewController.canPresentAlerts else {
            dropWaiting(because: .viewControllerUnavailable)
            return
        }
        guard !viewController.isPresentingAlert else {
            dropWaiting(because: .viewControllerBusy)
            return
        }
        present(waiting.removeFirst(), on: viewController)
    }

    private func dropWaiting(because error: AlertClientError) {
        let dropped = waiting
        waiting.removeAll()
        for request in dropped { request.drop(error) }
    }
}
