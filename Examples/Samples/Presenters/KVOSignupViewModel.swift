#if canImport(ObjectiveC)
import Foundation

/// The sign-up view model bound through key-value observing — the binding chapter 7 of
/// 「iOSアプリ設計パターン入門」 names beside `NotificationCenter` as Swift's own. KVO needs the
/// Objective-C runtime, so this view model exists on Apple's platforms only (`SignupBinding.kvo`).
///
/// It is an `NSObject` whose ``displayVersion`` is `@objc dynamic`: it goes up after every change
/// of ``display``, and a view observes it with `observe(\.displayVersion, options: [.initial])`,
/// reading ``display`` in the change handler. One observed property carries the whole display, so
/// the view never sees the message of one input with the button state of another.
@MainActor
public final class KVOSignupViewModel: NSObject, SignupViewModelType {
    /// Goes up by one after every change of ``display``; observe it with KVO.
    @objc public private(set) dynamic var displayVersion = 0
    private var form = SignupForm()
    private let validator: SignupValidator

    /// Creates the view model with both fields empty.
    public init(validator: SignupValidator = SignupValidator()) {
        self.validator = validator
        super.init()
    }

    public var id: String { form.id }
    public var password: String { form.password }
    public var signedUpID: String? { form.signedUpID }
    public var display: SignupDisplay { form.display(validator: validator) }

    public func idChanged(_ text: String) {
        if form.idChanged(text) { displayVersion += 1 }
    }

    public func passwordChanged(_ text: String) {
        if form.passwordChanged(text) { displayVersion += 1 }
    }

    public func signUp() {
        if form.signUp(validator: validator) { displayVersion += 1 }
    }
}
#endif
