import Foundation

/// The sign-up view model bound through `NotificationCenter`, as in the book's library-free
/// sample: after every change it posts ``displayDidChange`` with the new ``SignupDisplay``, and
/// the view, which observes that notification, applies it.
///
/// The notification's `object` is the view model, so a view observes its own view model only;
/// the display travels in `userInfo` under ``displayKey``.
@MainActor
public final class NotificationSignupViewModel: SignupViewModelType {
    /// Posted after every change of ``display``, with the view model as the object.
    public nonisolated static let displayDidChange = Notification.Name("NotificationSignupViewModel.displayDidChange")
    /// The `userInfo` key of the new ``SignupDisplay``.
    public nonisolated static let displayKey = "display"

    /// The center the view model posts to.
    public let notificationCenter: NotificationCenter
    private var form = SignupForm()
    private let validator: SignupValidator

    /// Creates the view model with both fields empty, posting to `notificationCenter`.
    public init(notificationCenter: NotificationCenter = .default, validator: SignupValidator = SignupValidator()) {
        self.notificationCenter = notificationCenter
        self.validator = validator
    }

    public var id: String { form.id }
    public var password: String { form.password }
    public var signedUpID: String? { form.signedUpID }
    public var display: SignupDisplay { form.display(validator: validator) }

    public func idChanged(_ text: String) {
        if form.idChanged(text) { postDisplay() }
    }

    public func passwordChanged(_ text: String) {
        if form.passwordChanged(text) { postDisplay() }
    }

    public func signUp() {
        if form.signUp(validator: validator) { postDisplay() }
    }

    private func postDisplay() {
        notificationCenter.post(name: Self.displayDidChange, object: self, userInfo: [Self.displayKey: display])
    }
}
