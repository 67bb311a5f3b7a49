import SamplePresenters
import StrataCore
import StrataTerminal

/// The MVVM chapter's sign-up screen: the view side of a one-way binding to a `SignupViewModel`.
///
/// Use it to run the ID/password validation sample. It only routes events:
/// - **inputs** (`viewDidLoad`): every edit of a field goes to the view model, and so do the button
///   and Enter in a field;
/// - **binding, view ← view model**: a `ContinuousObservation` re-applies the view model's message,
///   tone and button state to the root view after every change — the controller never decides what
///   to show.
public final class SignupViewController: ViewController<SignupRootView> {
    /// The view model the screen is bound to.
    public let viewModel: SignupViewModel

    /// Creates the screen bound to `viewModel` (a new, empty form by default).
    public init(viewModel: SignupViewModel = SignupViewModel()) {
        self.viewModel = viewModel
        super.init()
        title = "Sign up · MVVM"
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.idField.onChange { [unowned self] text in viewModel.idChanged(text) }
        rootView.passwordField.onChange { [unowned self] text in viewModel.passwordChanged(text) }
        rootView.idField.onSubmit { [unowned self] _ in viewModel.signUp() }
        rootView.passwordField.onSubmit { [unowned self] _ in viewModel.signUp() }
        rootView.signUpButton.addAction { [unowned self] in viewModel.signUp() }
        bindViewModel()
    }

    // MARK: - Binding

    private func bindViewModel() {
        ContinuousObservation.observe(self) { controller in
            let viewModel = controller.viewModel
            controller.rootView.showMessage(viewModel.message, tone: viewModel.tone)
            controller.rootView.setSignUpEnabled(viewModel.isSignUpEnabled)
        }
    }
}
