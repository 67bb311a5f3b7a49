/// The sign-up view model bound through an `AsyncStream`, the standard library's stand-in for the
/// book's reactive streams: ``displays()`` yields the current ``SignupDisplay`` and then every new
/// one, and the view iterates it with `for await`.
///
/// Each call of ``displays()`` makes a stream of its own; a stream keeps only the newest display
/// that its reader has not taken yet (a view wants the latest state, not every step), and ends
/// when its reader stops or the view model goes away.
@MainActor
public final class StreamSignupViewModel: SignupViewModelType {
    private var form = SignupForm()
    private let validator: SignupValidator
    private var continuations: [Int: AsyncStream<SignupDisplay>.Continuation] = [:]
    private var nextReader = 0

    /// Creates the view model with both fields empty.
    public init(validator: SignupValidator = SignupValidator()) {
        self.validator = validator
    }

    isolated deinit {
        for continuation in continuations.values { continuation.finish() }
    }

    public var id: String { form.id }
    public var password: String { form.password }
    public var signedUpID: String? { form.signedUpID }
    public var display: SignupDisplay { form.display(validator: validator) }

    /// The number of streams being read (for tests: a view that went away stops reading).
    public var readerCount: Int { continuations.count }

    /// A stream of displays: the current one first, then one after every change.
    public func displays() -> AsyncStream<SignupDisplay> {
        // `AsyncStream.makeStream` needs iOS 17's standard library interface, which the oldest SDK
        // the project checks against lacks; the build closure runs at once, so this is the same.
        var made: AsyncStream<SignupDisplay>.Continuation?
        let stream = AsyncStream(SignupDisplay.self, bufferingPolicy: .bufferingNewest(1)) { made = $0 }
        guard let continuation = made else { return stream }
        let reader = nextReader
        nextReader += 1
        continuations[reader] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.continuations[reader] = nil }
        }
        continuation.yield(display)
        return stream
    }

    public func idChanged(_ text: String) {
        if form.idChanged(text) { yieldDisplay() }
    }

    public func passwordChanged(_ text: String) {
        if form.passwordChanged(text) { yieldDisplay() }
    }

    public func signUp() {
        if form.signUp(validator: validator) { yieldDisplay() }
    }

    private func yieldDisplay() {
        let display = display
        for continuation in continuations.values { continuation.yield(display) }
    }
}
