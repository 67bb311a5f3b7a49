import Foundation
import StrataCore

/// A sign-up view model the screen can bind to: the view model contract plus the view's side of
/// one binding — how the screen subscribes to the view model's changes.
///
/// The conformances below are the bindings of the MVVM chapter (and KVO on Apple's platforms).
/// Each calls `apply` with the current display at once, then after every change, until the
/// returned token is cancelled or released. They are driver-free, so the terminal's and UIKit's
/// `SignupViewController` bind to the same view models the same way.
@MainActor
public protocol SignupViewModelBinding: SignupViewModelType {
    /// Starts applying this view model's display with `apply`; keep the token for as long as the
    /// binding should last.
    func bind(_ apply: @escaping @MainActor (SignupDisplay) -> Void) -> SignupBindingToken
}

/// Keeps a sign-up binding alive: releasing it (or calling ``cancel()``) stops the updates.
@MainActor
public final class SignupBindingToken {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) {
        self.stop = stop
    }

    isolated deinit {
        cancel()
    }

    /// Stops the binding; further changes of the view model are not applied.
    public func cancel() {
        stop?()
        stop = nil
    }
}

extension SignupViewModel: SignupViewModelBinding {
    /// Observation: re-applies ``SignupViewModel/display`` whenever a property it was computed
    /// from changes.
    public func bind(_ apply: @escaping @MainActor (SignupDisplay) -> Void) -> SignupBindingToken {
        let observation = ContinuousObservation.observe(self) { viewModel in apply(viewModel.display) }
        return SignupBindingToken { observation.cancel() }
    }
}

extension NotificationSignupViewModel: SignupViewModelBinding {
    /// NotificationCenter: applies the current display at once, then the display each
    /// ``NotificationSignupViewModel/displayDidChange`` notification of this view model carries, on
    /// the main actor's next turn, in the order they were posted.
    public func bind(_ apply: @escaping @MainActor (SignupDisplay) -> Void) -> SignupBindingToken {
        apply(display)
        let center = notificationCenter
        let observer = center.addObserver(forName: Self.displayDidChange, object: self, queue: nil) { notification in
            guard let display = notification.userInfo?[Self.displayKey] as? SignupDisplay else { return }
            // The observer is not isolated to the main actor, so the display hops there. (Not
            // `MainActor.assumeIsolated`: the iOS 16.5 SDK the project type-checks against lacks it.)
            Task { @MainActor in apply(display) }
        }
        return SignupBindingToken { center.removeObserver(observer) }
    }
}

extension StreamSignupViewModel: SignupViewModelBinding {
    /// AsyncStream: applies the current display at once, then every display the stream yields.
    public func bind(_ apply: @escaping @MainActor (SignupDisplay) -> Void) -> SignupBindingToken {
        apply(display)
        let displays = displays()
        let reading = Task { @MainActor in
            for await display in displays { apply(display) }
        }
        return SignupBindingToken { reading.cancel() }
    }
}

#if canImport(ObjectiveC)
extension KVOSignupViewModel: SignupViewModelBinding {
    /// Key-value observing: applies the display at once, then after every change of
    /// ``KVOSignupViewModel/displayVersion``, on the main actor's next turn.
    public func bind(_ apply: @escaping @MainActor (SignupDisplay) -> Void) -> SignupBindingToken {
        apply(display)
        let observation = observe(\.displayVersion) { viewModel, _ in
            // KVO's change handler is not isolated to the main actor, so the display hops there
            // (not `MainActor.assumeIsolated`, which the iOS 16.5 SDK lacks).
            Task { @MainActor in apply(viewModel.display) }
        }
        return SignupBindingToken { observation.invalidate() }
    }
}
#endif

extension SignupBinding {
    /// A new, empty view model that uses this binding, ready for a sign-up screen (the terminal's or
    /// UIKit's `SignupViewController`).
    @MainActor
    public func makeBindableViewModel() -> any SignupViewModelBinding {
        switch self {
        case .observation: SignupViewModel()
        case .notification: NotificationSignupViewModel()
        case .stream: StreamSignupViewModel()
        #if canImport(ObjectiveC)
        case .kvo: KVOSignupViewModel()
        #endif
        }
    }
}
