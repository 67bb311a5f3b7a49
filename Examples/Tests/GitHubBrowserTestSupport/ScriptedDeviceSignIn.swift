import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import Synchronization

/// A device sign-in answered by the test: ``starts`` scripts the codes `start()` returns, and a
/// `finish(_:)` waits until ``respond(_:)`` answers it — or until its task is cancelled, which it
/// counts in ``cancellations``. Presenter, store and screen tests use it to look at the screen
/// while the app waits for the user, and to see that cancelling really stops the waiting.
///
/// ```swift
/// let device = ScriptedDeviceSignIn()
/// await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
/// device.respond(.success(account))   // the user entered the code
/// ```
public final class ScriptedDeviceSignIn: SignInWithDeviceUseCase {
    /// The answers to `start()`.
    public let starts = ScriptedResponses<DeviceAuthorization>()
    private let state = Mutex(State())

    private struct State {
        var ready: [Result<Account, AppError>] = []
        var waiting: CheckedContinuation<Result<Account, AppError>, Never>?
        var finishCount = 0
        var cancellations = 0
    }

    /// A code as GitHub gives one: `WDJB-MJHT` at `https://github.com/login/device`, working for
    /// 15 minutes from `RepositoryListFixtures.start` (08:00 GMT, so until 08:15).
    public static let authorization = DeviceAuthorization(
        userCode: "WDJB-MJHT", verificationURL: URL(string: "https://github.com/login/device")!,
        expiresAt: RepositoryListFixtures.start.addingTimeInterval(900), interval: .seconds(5),
        deviceCode: DeviceCode("3584d83530557fdd1f46af8289938c8ef79f9dc5")
    )

    /// Creates a sign-in with empty scripts.
    public init() {}

    /// How many times `finish(_:)` was called.
    public var finishCount: Int { state.withLock { $0.finishCount } }
    /// How many waiting `finish(_:)` calls were stopped by a cancelled task.
    public var cancellations: Int { state.withLock { $0.cancellations } }
    /// Whether a `finish(_:)` waits for its answer.
    public var isWaiting: Bool { state.withLock { $0.waiting != nil } }

    /// Answers the waiting `finish(_:)`, or the next one.
    public func respond(_ answer: Result<Account, AppError>) {
        let waiting = state.withLock { state in
            defer { state.waiting = nil }
            if state.waiting == nil { state.ready.append(answer) }
            return state.waiting
        }
        waiting?.resume(returning: answer)
    }

    public func start() async throws(AppError) -> DeviceAuthorization {
        try await starts.next().get()
    }

    public func finish(_ authorization: DeviceAuthorization) async throws(AppError) -> Account {
        let answer = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Account, AppError>, Never>) in
                let now: Result<Account, AppError>? = state.withLock { state in
                    state.finishCount += 1
                    if Task.isCancelled {
                        state.cancellations += 1
                        return .failure(.cancelled)
                    }
                    if !state.ready.isEmpty { return state.ready.removeFirst() }
                    state.waiting = continuation
                    return nil
                }
                if let now { continuation.resume(returning: now) }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                defer { state.waiting = nil }
                if state.waiting != nil { state.cancellations += 1 }
                return state.waiting
            }
            waiting?.resume(returning: .failure(.cancelled))
        }
        return try answer.get()
    }
}
