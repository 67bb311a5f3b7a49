import SamplePresenters
import StrataCore
import StrataTerminal

/// The MVVM chapter's sign-up screen: the view side of a one-way binding to a sign-up view model.
///
/// Use it to run the ID/password validation sample, with any of the three bindings. It only routes
/// events:
/// - **inputs** (`viewDidLoad`): every edit of a field goes to the view model, and so do the button
///   and Enter in a field;
/// - **binding, view ← view model**: the view model's binding (Observation, a notification or an
///   `AsyncStream`, see `SignupViewModelBinding` in SamplePresenters) re-applies its message, tone and
///   button state to the root view after every change — the controller never decides what to show.
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

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.idField.onChange { [unowned self] text in viewModel.idChanged(text) }
        rootView.passwordField.onChange { [unowned self] text in viewModel.passwordChanged(text) }
        rootView.idField.onSubmit { [unowned self] _ in viewModel.signUp() }
        rootView.passwordField.onSubmit { [unowned self] _ in viewModel.signUp() }
        rootView.signUpButton.addAction { [unowned self] in viewModel.signUp() }
        binding = viewModel.bind { [weak self] display in self?.rootView.show(display) }
    }
}
