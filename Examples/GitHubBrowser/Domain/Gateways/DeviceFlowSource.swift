/// GitHub's OAuth device flow, for signing in without typing a token: the app asks for a code,
/// the user enters it on GitHub's site, and the app polls until GitHub hands over a token.
///
/// Every method throws ``DataSourceError`` (and only that).
public protocol DeviceFlowSource: Sendable {
    /// Starts a sign-in for the app `clientID`, asking for the `read:user` scope.
    func startSignIn(clientID: OAuthClientID) async throws -> DeviceAuthorization

    /// Asks once whether the user has entered `authorization`'s code.
    func poll(_ authorization: DeviceAuthorization, clientID: OAuthClientID) async throws -> DeviceFlowPoll
}

/// What GitHub answered to one poll of a device-flow sign-in.
public enum DeviceFlowPoll: Hashable, Sendable {
    /// The user has not entered the code yet: ask again after the interval.
    case pending
    /// Asked too often: ask again after `interval`, the longer wait GitHub names.
    case slowDown(interval: Duration)
    /// The user entered the code and allowed the app: here is the token.
    case granted(AccessToken)
    /// The codes expired before the user entered them.
    case expired
    /// The user refused the app on GitHub's page.
    case denied
}
