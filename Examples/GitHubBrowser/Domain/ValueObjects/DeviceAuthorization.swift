import struct Foundation.Date
import struct Foundation.URL

/// A sign-in under way through GitHub's device flow: the code the user types at
/// ``verificationURL``, until ``expiresAt``, while the app asks every ``interval`` whether they did.
///
/// A ``DeviceFlowSource`` starts one; the app shows ``userCode`` and ``verificationURL`` and
/// polls with ``deviceCode``, which it never shows.
public struct DeviceAuthorization: Hashable, Sendable {
    /// The code the user types on GitHub's page, `WDJB-MJHT`: only letters, digits and `-`.
    public let userCode: String
    /// Where the user types it: on GitHub's own site, never elsewhere (sources check it).
    public let verificationURL: URL
    /// When the codes stop working.
    public let expiresAt: Date
    /// How long to wait between two polls; GitHub lengthens it by answering "slow down".
    public let interval: Duration
    /// The code the app polls with; a secret between the app and GitHub, redacted when printed.
    public let deviceCode: DeviceCode

    /// Creates an authorization.
    public init(userCode: String, verificationURL: URL, expiresAt: Date, interval: Duration, deviceCode: DeviceCode) {
        self.userCode = userCode
        self.verificationURL = verificationURL
        self.expiresAt = expiresAt
        self.interval = interval
        self.deviceCode = deviceCode
    }
}
