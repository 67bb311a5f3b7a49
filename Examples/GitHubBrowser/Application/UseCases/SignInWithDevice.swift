import struct Foundation.Date
import GitHubBrowserDomain

/// The input port of signing in through GitHub's device flow. ``SignInWithDevice`` implements it.
public protocol SignInWithDeviceUseCase: Sendable {
    /// Starts a sign-in: the code to show and where the user enters it.
    func start() async throws(AppError) -> DeviceAuthorization

    /// Waits until the user has entered `authorization`'s code, then signs in with the token
    /// GitHub hands over (checked and stored as ``SignIn`` does) and returns the account.
    /// - Throws: ``AppError/signInExpired`` or ``AppError/signInDenied`` when the user did not
    ///   finish, ``AppError/cancelled`` when the calling task is cancelled, or what the source or
    ///   the sign-in throws.
    func finish(_ authorization: DeviceAuthorization) async throws(AppError) -> Account
}

/// Signs in through GitHub's OAuth device flow: no token to copy, no client secret.
///
/// Use it from the Account tab when the user has given an OAuth app's client ID. ``start()`` asks
/// GitHub for a code; the screen shows it with GitHub's address; ``finish(_:)`` polls at the pace
/// GitHub sets (every `DeviceAuthorization.interval`, longer after "slow down") until the user
/// has entered it, refused, or the code expired, then hands the token to ``SignIn``, which checks
/// it and stores the session. Cancel the task that runs ``finish(_:)`` to stop waiting.
public struct SignInWithDevice: SignInWithDeviceUseCase {
    /// How much longer to wait after a "slow down" that names no longer interval: GitHub's
    /// documented 5 seconds.
    public static let slowDownStep: Duration = .seconds(5)

    private let source: any DeviceFlowSource
    private let clientID: OAuthClientID
    private let signIn: any SignInUseCase
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date

    /// Creates the use case. `clock` paces the polls and `now` tells when the code expires; tests
    /// pass ones they move by hand.
    public init(
        source: some DeviceFlowSource, clientID: OAuthClientID, signIn: some SignInUseCase,
        clock: any Clock<Duration> = ContinuousClock(), now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.source = source
        self.clientID = clientID
        self.signIn = signIn
        self.clock = clock
        self.now = now
    }

    /// Starts a sign-in: the code to show and where the user enters it.
    public func start() async throws(AppError) -> DeviceAuthorization {
        try await AppError.capture { try await source.startSignIn(clientID: clientID) }
    }

    /// Polls until the user has entered the code, then signs in (see the protocol).
    public func finish(_ authorization: DeviceAuthorization) async throws(AppError) -> Account {
        var interval = authorization.interval
        while true {
            try await AppError.capture { try await Self.sleep(on: clock, for: interval) }
            guard now() < authorization.expiresAt else { throw .signInExpired }
            switch try await AppError.capture({ try await source.poll(authorization, clientID: clientID) }) {
            case .pending:
                continue
            case let .slowDown(longer):
                interval = max(longer, interval + Self.slowDownStep)
            case let .granted(token):
                return try await signIn(token: token.secret)
            case .expired:
                throw .signInExpired
            case .denied:
                throw .signInDenied
            }
        }
    }

    /// Sleeps `duration` on `clock`, opened from its existential, with `sleep(until:tolerance:)`:
    /// `sleep(for:)` came with Swift 5.9, after the iOS 16.5 SDK's standard library.
    private static func sleep<C: Clock<Duration>>(on clock: C, for duration: Duration) async throws {
        try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil)
    }
}
