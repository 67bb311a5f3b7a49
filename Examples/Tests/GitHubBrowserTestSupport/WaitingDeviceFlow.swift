import Foundation
import GitHubBrowserDomain
import Synchronization

/// GitHub's device flow as a test plays it: `startSignIn` hands out ``ScriptedDeviceSignIn/authorization``,
/// and each `poll` waits until the test ``answer(_:)``s it, as if the user were on GitHub's page
/// — or until its task is cancelled, which it counts. Under the real `SignInWithDevice` (with an
/// ``ImmediateClock``) it lets a journey grant, refuse or let expire a sign-in at the step it
/// chooses.
public final class WaitingDeviceFlow: DeviceFlowSource {
    private let state = Mutex(State())

    private struct State {
        var starts = 0
        var polls = 0
        var cancellations = 0
        var waiting: CheckedContinuation<DeviceFlowPoll?, Never>?
    }

    /// Creates a flow nobody has started.
    public init() {}

    /// How many sign-ins were started.
    public var startCount: Int { state.withLock { $0.starts } }
    /// How many polls were made.
    public var pollCount: Int { state.withLock { $0.polls } }
    /// How many waiting polls were stopped by a cancelled task.
    public var cancellations: Int { state.withLock { $0.cancellations } }
    /// Whether a poll waits for the test's answer.
    public var isPolling: Bool { state.withLock { $0.waiting != nil } }

    /// Answers the waiting poll (nothing happens when none waits).
    public func answer(_ poll: DeviceFlowPoll) {
        let waiting = state.withLock { state in
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: poll)
    }

    public func startSignIn(clientID: OAuthClientID) async throws -> DeviceAuthorization {
        state.withLock { $0.starts += 1 }
        return ScriptedDeviceSignIn.authorization
    }

    public func poll(_ authorization: DeviceAuthorization, clientID: OAuthClientID) async throws -> DeviceFlowPoll {
        let answer = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<DeviceFlowPoll?, Never>) in
                let cancelled = state.withLock { state in
                    state.polls += 1
                    if Task.isCancelled {
                        state.cancellations += 1
                        return true
                    }
                    state.waiting = continuation
                    return false
                }
                if cancelled { continuation.resume(returning: nil) }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                defer { state.waiting = nil }
                if state.waiting != nil { state.cancellations += 1 }
                return state.waiting
            }
            waiting?.resume(returning: nil)
        }
        guard let answer else { throw CancellationError() }
        return answer
    }
}
