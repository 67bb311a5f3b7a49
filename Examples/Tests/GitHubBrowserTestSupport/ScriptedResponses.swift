import GitHubBrowserApplication

/// Answers async calls in the order a test scripts them. A call made before its answer is scripted
/// waits for it, so a test can look at the screen while a request is in flight.
public actor ScriptedResponses<Value: Sendable> {
    private var ready: [Result<Value, AppError>] = []
    private var waiting: [CheckedContinuation<Result<Value, AppError>, Never>] = []
    /// How many calls were made.
    public private(set) var callCount = 0

    /// Creates a script, optionally with answers ready in advance.
    public init(_ answers: [Result<Value, AppError>] = []) {
        ready = answers
    }

    /// The next answer (waits until the test gives one).
    public func next() async -> Result<Value, AppError> {
        callCount += 1
        if !ready.isEmpty { return ready.removeFirst() }
        return await withCheckedContinuation { waiting.append($0) }
    }

    /// Answers the oldest waiting call, or the next call to come.
    public func respond(_ answer: Result<Value, AppError>) {
        if waiting.isEmpty {
            ready.append(answer)
        } else {
            waiting.removeFirst().resume(returning: answer)
        }
    }

    /// Whether a call is waiting for its answer.
    public var hasWaitingCall: Bool { !waiting.isEmpty }
}
