#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// The MVVM chapter's sign-up screen on UIKit: the view side of a one-way binding to a sign-up
/// view model.
///
/// Use it to run the ID/password validation sample with any binding the platform has (Observation,
/// a notification, an `AsyncStream`, and key-value observing on Apple's platforms). It only routes
/// events:
/// - **inputs** (`viewDidLoad`): every edit of a field (`.editingChanged`) goes to the view model,
///   and so do the button and Return in a field (`.editingDidEndOnExit`);
/// - **binding, view ← view model**: the view model's binding (`SignupViewModelBinding`)
///   re-applies its message, tone and button state to the root view after every change — the
///   controller never decides what to show.
public final class SignupViewController: ViewController<SignupRootView> {
    /// The view model the screen is bound to.
    public let viewModel: any SignupViewModelBinding
    private var binding: SignupBindingToken?

    /// Creates the screen bound to `viewModel` (a new, empty, observable form by default).
    public init(viewModel: any SignupViewModelBinding = SignupViewModel()) {
        self.viewModel = viewModel
        super.init()
        title = "Sign up · MVVM"
    }

    /// Creates the screen bound to a new, empty form that uses `binding`.
    public convenience init(binding: SignupBinding) {
        self.init(viewModel: binding.makeBindableViewModel())
    }

    // MARK: - Inputs

    /// Sends the fields' edits, Return and the button to the view model, then binds the root view
    /// to the view model's display.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let root = rootView
        root.idField.addAction(UIAction { [unowned self] _ in viewModel.idChanged(rootView.idField.text ?? "") }, for: .editingChanged)
        root.passwordField.addAction(
            UIAction { [unowned self] _ in viewModel.passwordChanged(rootView.passwordField.text ?? "") }, for: .editingChanged
        )
        root.idField.addAction(UIAction { [unowned self] _ in viewModel.signUp() }, for: .editingDidEndOnExit)
        root.passwordField.addAction(UIAction { [unowned self] _ in viewModel.signUp() }, for: .editingDidEndOnExit)
        root.signUpButton.addAction(UIAction { [unowned self] _ in viewModel.signUp() }, for: .touchUpInside)
        binding = viewModel.bind { [weak self] display in self?.rootView.show(display) }
    }
}
#endif
