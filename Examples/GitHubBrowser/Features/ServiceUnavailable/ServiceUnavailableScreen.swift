import Foundation

/// The "GitHub is unavailable" screen, written once for every architecture: it draws the notice
/// and goes back once. The screen has no state to keep and one thing to do, so no architecture
/// needs a presenter, a store or a view model for it — the book itself warns against forcing a
/// pattern on a screen this simple (§13.1: 「設定画面やチュートリアル画面のような、要素が少なくシンプルな画面」). Each app pushes it
/// where its routing does (the MVP and Flux apps' coordinator, the Redux app's navigation state)
/// and says what going back means with `close`.
///
/// ```swift
/// let screen = ServiceUnavailableScreen(retryAfter: nil, timeZone: .current, display: rootView) {
///     navigation.pop(animated: true)
/// }
/// screen.start()          // "GitHub is unavailable … Try again in a few minutes."
/// screen.send(.back)      // pops, once
/// ```
@MainActor
public final class ServiceUnavailableScreen: ServiceUnavailableScreenType {
    private let notice: ServiceUnavailableNotice
    private weak var display: (any ServiceUnavailableDisplay)?
    private var close: (@MainActor () -> Void)?

    /// Creates the screen of a 503 that asked to be tried again after `retryAfter` (`nil`: it did
    /// not say), with times in `timeZone`; `close` takes the user back.
    public init(retryAfter: Date?, timeZone: TimeZone, display: any ServiceUnavailableDisplay, close: @escaping @MainActor () -> Void) {
        notice = ServiceUnavailableNotice(retryAfter: retryAfter, timeZone: timeZone)
        self.display = display
        self.close = close
    }

    /// Draws the notice.
    public func start() {
        display?.show(notice)
    }

    /// Goes back, the first time it is asked.
    public func send(_ intent: ServiceUnavailableIntent) {
        switch intent {
        case .back:
            let close = self.close
            self.close = nil
            close?()
        }
    }
}
