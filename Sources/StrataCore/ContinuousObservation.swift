import Observation

/// Keeps a closure in sync with `@Observable` models for as long as an observer lives.
///
/// `withObservationTracking` reports only the *first* change after it is armed. A screen wants
/// more: to re-apply its state after every change, once per burst, on the main actor.
/// `ContinuousObservation` does exactly that:
///
/// 1. it calls `apply(observer)` at once, recording which observable properties it reads;
/// 2. when any of them changes, it schedules one call of `apply` on the main actor — further changes
///    made before that call runs (a synchronous burst) are coalesced into it;
/// 3. each call re-arms tracking, so properties read on *this* call are the ones watched next;
/// 4. it stops for good when ``cancel()`` is called or when `observer` is deallocated.
///
/// ```swift
/// final class CounterViewController: ViewController<CounterRootView> {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         ContinuousObservation.observe(self) { controller in
///             controller.rootView.show(count: controller.model.count)
///         }
///     }
/// }
/// ```
///
/// The observation holds the observer weakly, so a screen can start one without keeping the
/// returned handle; keep the handle only if you need to ``cancel()`` early.
///
/// Reach the observed models *through* the observer in `apply` (`controller.model.count`), not by
/// capturing them: the model's observation registrar keeps the pending change handler, and a
/// handler that captures the model strongly keeps the model alive after its screen is gone.
@MainActor
public final class ContinuousObservation {
    private let applyToObserver: @MainActor () -> Bool

    /// Whether the observation has stopped (cancelled, or its observer is gone).
    public private(set) var isCancelled = false

    /// The number of times `apply` has run, including the first call. Useful in tests and diagnostics.
    public private(set) var applyCount = 0

    private init(applyToObserver: @escaping @MainActor () -> Bool) {
        self.applyToObserver = applyToObserver
    }

    /// Starts observing: calls `apply(observer)` now and after every burst of changes to what it read.
    ///
    /// - Parameters:
    ///   - observer: The object whose lifetime bounds the observation; held weakly.
    ///   - apply: Reads observable state and applies it (to a view, usually). Runs on the main actor.
    /// - Returns: A handle that can cancel the observation early.
    @discardableResult
    public static func observe<Observer: AnyObject>(
        _ observer: Observer,
        apply: @escaping @MainActor (Observer) -> Void
    ) -> ContinuousObservation {
        let observation = ContinuousObservation { [weak observer] in
            guard let observer else { return false }
            apply(observer)
            return true
        }
        observation.run()
        return observation
    }

    /// Stops the observation. `apply` is not called again, even if a change is already pending.
    public func cancel() {
        isCancelled = true
    }

    private func run() {
        guard !isCancelled else { return }
        var observerIsAlive = true
        withObservationTracking {
            observerIsAlive = applyToObserver()
        } onChange: {
            // Captured strongly on purpose: the pending change keeps the observation alive, so
            // callers may discard the handle. It is released once it stops re-arming.
            Task { @MainActor in
                self.changeDidHappen()
            }
        }
        if observerIsAlive {
            applyCount += 1
        } else {
            isCancelled = true
        }
    }

    private func changeDidHappen() {
        // `onChange` fires once per arming, so a burst of synchronous changes lands here once;
        // `run()` re-arms for the next burst.
        run()
    }
}
