/// How ``FakeGitHub`` plays GitHub's OAuth device flow: each case's raw value is the client ID that
/// picks it. Any other client ID plays ``granted``.
///
/// Codes are issued for the main server; their `verification_uri` is its `/login/device`, except
/// in the hostile cases, and their interval is ``FakeGitHub/deviceFlowInterval`` (5 seconds unless
/// the test chose another), except in ``hostileTiming``. The device code issued for a client ID is ``FakeGitHub/deviceCode(for:)``;
/// a poll with another one, or without the device-flow `grant_type`, is answered as GitHub does
/// (`incorrect_device_code`, `unsupported_grant_type`), and a request for a code without the
/// `read:user` scope with `invalid_scope`. Requests are counted under `login/device/code <client ID>`
/// and `login/oauth/access_token <client ID>` (see ``FakeGitHub/hitCount(_:)``).
public enum DeviceFlowScript: String, CaseIterable, Sendable {
    /// Polls answer `authorization_pending` twice, then the token ``FakeGitHub/validToken``.
    case granted = "device-granted"
    /// The first poll answers `slow_down` with an interval of ``slowDownInterval`` seconds, the
    /// next the token ``FakeGitHub/validToken``.
    case slowDown = "device-slow-down"
    /// Polls answer `authorization_pending`, however many there are: the user never enters the
    /// code (for tests that cancel the wait).
    case pending = "device-pending"
    /// Polls answer `expired_token`.
    case expired = "device-expired"
    /// Polls answer `access_denied`.
    case denied = "device-denied"
    /// The code request answers 404, as GitHub does for a client ID it does not know.
    case unknownClient = "device-unknown"
    /// Polls answer an error GitHub does not have, with an escape sequence in it.
    case unknownError = "device-odd-error"
    /// The code's `verification_uri` is on another host (`https://github.com.evil.example/…`).
    case verificationOnOtherHost = "device-other-host"
    /// The code's `verification_uri` is GitHub's page in plain `http`.
    case verificationInPlainHTTP = "device-http"
    /// The code's `verification_uri` is on the main server under a user name
    /// (`http://github.com@127.0.0.1:<port>/…`).
    case verificationWithUser = "device-user"
    /// The code reply is a valid one padded to about 5 MB, with no length.
    case hugeBody = "device-huge"
    /// The code's `user_code` holds an escape sequence that would clear a terminal.
    case controlCharacterUserCode = "device-control"
    /// The code's interval is 100,000 seconds and its `expires_in` 999,999,999.
    case hostileTiming = "device-timing"
    /// The code request is answered with a 307 to the same path on ``FakeGitHub/otherOrigin``.
    case redirect = "device-redirect"
    /// Polls are answered with a 307 to the same path on ``FakeGitHub/otherOrigin``.
    case pollRedirect = "device-poll-redirect"

    /// The interval the ``slowDown`` script names, in seconds.
    public static let slowDownInterval = 7

    /// The script a client ID picks.
    public init(clientID: String) {
        self = DeviceFlowScript(rawValue: clientID) ?? .granted
    }
}
