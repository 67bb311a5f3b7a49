import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain

/// GitHub's OAuth device flow (RFC 8628) as a `DeviceFlowSource`: `POST /login/device/code` for a
/// code, `POST /login/oauth/access_token` to poll for the token, both on
/// ``GitHubAPIConfiguration/webURL``.
///
/// Use it with `SignInWithDevice` when the user has given an OAuth app's client ID; it needs no
/// client secret and sends no token. Every failure is a `DataSourceError`; cancelling the calling
/// task cancels the request (it then throws `CancellationError`).
///
/// It treats the server as untrusted, as ``GitHubAPIClient`` does:
/// - **No redirect is followed**, so the device code goes to the web origin and nowhere else; a
///   3xx is a malformed reply. Nothing is retried (each request is a POST).
/// - **Replies are bounded** by ``maximumReplySize`` and the configured time-out; a compressed
///   one is refused.
/// - **The user is sent only to the web origin**: a `verification_uri` on any other origin — another
///   host or port, or `http` where the origin is `https` — or with a user name or password makes
///   the reply malformed, so a hostile server cannot send the user to a page of its own.
/// - **What is shown is checked**: the user code is at most ``maximumUserCodeLength`` of `A–Z`,
///   `0–9` and `-`; the interval is kept within ``intervalRange`` and the expiry within
///   ``longestExpiry``; GitHub's error text is never shown, only a known error code, or the code
///   reduced to `a–z` and `_`.
/// - **Secrets stay out of messages**: neither the device code nor the token appears in an error.
public final class GitHubDeviceFlowClient: DeviceFlowSource {
    /// The scope asked for: reading the signed-in user's profile, as the Account tab does.
    public static let scope = "read:user"
    /// The `grant_type` of a device-flow token request (RFC 8628 §3.4).
    public static let grantType = "urn:ietf:params:oauth:grant-type:device_code"
    /// The largest reply read, in bytes: 64 KiB (GitHub's are under 300 bytes).
    public static let maximumReplySize = 64 * 1024
    /// The poll intervals accepted, in seconds; a longer or shorter one is brought within.
    public static let intervalRange: ClosedRange<Int> = 1...60
    /// The poll interval when GitHub names none, in seconds (RFC 8628's default).
    public static let defaultInterval = 5
    /// The longest a code is believed to live, in seconds: an hour (GitHub's live 15 minutes).
    public static let longestExpiry = 3600
    /// The longest user code accepted (GitHub's are 9 characters, `WDJB-MJHT`).
    public static let maximumUserCodeLength = 16
    /// The longest device code accepted (GitHub's are 40 characters).
    public static let maximumDeviceCodeLength = 512

    private let configuration: GitHubAPIConfiguration
    private let transport: any HTTPTransport
    private let now: @Sendable () -> Date

    /// A client for the web site of `configuration` (``GitHubAPIConfiguration/webURL``).
    public convenience init(configuration: GitHubAPIConfiguration = GitHubAPIConfiguration()) {
        self.init(
            configuration: configuration,
            transport: GitHubAPIClient.platformTransport(timeout: GitHubAPIClient.timeout(configuration)),
            now: Date.init
        )
    }

    /// A client that puts its requests on the wire through `transport` and dates expiries with
    /// `now` (tests pass scripted ones).
    init(configuration: GitHubAPIConfiguration, transport: any HTTPTransport, now: @escaping @Sendable () -> Date = Date.init) {
        self.configuration = configuration
        self.transport = transport
        self.now = now
    }

    // MARK: DeviceFlowSource

    /// `POST /login/device/code` with `client_id` and `scope`: the code to show, where to enter
    /// it, and how long and how often to poll.
    public func startSignIn(clientID: OAuthClientID) async throws -> DeviceAuthorization {
        let payload = try await exchange(
            ["login", "device", "code"], form: [("client_id", clientID.value), ("scope", Self.scope)],
            as: GitHubDeviceCodePayload.self, clientID: clientID, what: "sign-in code"
        )
        if let error = payload.error { throw Self.failure(error, clientID: clientID) }
        guard let deviceCode = payload.device_code else { throw Self.malformed("sign-in code: missing \"device_code\"") }
        guard Self.isDeviceCode(deviceCode) else { throw Self.malformed("sign-in code: the device code is not a code GitHub sends") }
        guard let userCode = payload.user_code else { throw Self.malformed("sign-in code: missing \"user_code\"") }
        guard Self.isUserCode(userCode) else {
            throw Self.malformed("sign-in code: the user code is not up to \(Self.maximumUserCodeLength) of A-Z, 0-9 and '-'")
        }
        guard let address = payload.verification_uri else { throw Self.malformed("sign-in code: missing \"verification_uri\"") }
        let verificationURL = try verificationURL(address)
        guard let expiresIn = payload.expires_in else { throw Self.malformed("sign-in code: missing \"expires_in\"") }
        guard expiresIn > 0 else { throw Self.malformed("sign-in code: expires_in is \(expiresIn), not a number of seconds to come") }
        return DeviceAuthorization(
            userCode: userCode,
            verificationURL: verificationURL,
            expiresAt: now().addingTimeInterval(TimeInterval(min(expiresIn, Self.longestExpiry))),
            interval: Self.interval(payload.interval) ?? .seconds(Self.defaultInterval),
            deviceCode: DeviceCode(deviceCode)
        )
    }

    /// `POST /login/oauth/access_token` with `client_id`, `device_code` and `grant_type`: whether
    /// the user has entered the code yet, and the token once they have.
    public func poll(_ authorization: DeviceAuthorization, clientID: OAuthClientID) async throws -> DeviceFlowPoll {
        let payload = try await exchange(
            ["login", "oauth", "access_token"],
            form: [("client_id", clientID.value), ("device_code", authorization.deviceCode.secret), ("grant_type", Self.grantType)],
            as: GitHubAccessTokenPayload.self, clientID: clientID, what: "sign-in"
        )
        switch payload.error {
        case nil:
            guard let text = payload.access_token else { throw Self.malformed("sign-in: neither a token nor an error") }
            // The detail says what is wrong with GitHub's reply, never the token's text, so that the
            // text cannot leak into a message. (AccessTokenError's own sentences speak of a pasted
            // token, which this is not.)
            do {
                return .granted(try AccessToken(text))
            } catch {
                throw Self.malformed("sign-in: GitHub's reply holds a token that is not well formed (\(Self.fault(of: error)))")
            }
        case "authorization_pending":
            return .pending
        case "slow_down":
            return .slowDown(interval: Self.interval(payload.interval) ?? authorization.interval + .seconds(Self.defaultInterval))
        case "expired_token":
            return .expired
        case "access_denied":
            return .denied
        case let error?:
            throw Self.failure(error, clientID: clientID)
        }
    }

    // MARK: Replies

    /// `interval` in seconds, brought within ``intervalRange``; `nil` when GitHub named none.
    static func interval(_ seconds: Int?) -> Duration? {
        seconds.map { .seconds(min(max($0, intervalRange.lowerBound), intervalRange.upperBound)) }
    }

    /// Whether `text` has the shape of GitHub's user codes: 1 to ``maximumUserCodeLength`` of
    /// `A–Z`, `0–9` and `-`.
    static func isUserCode(_ text: String) -> Bool {
        (1...maximumUserCodeLength).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Whether `text` can be a device code: 1 to ``maximumDeviceCodeLength`` of visible ASCII.
    static func isDeviceCode(_ text: String) -> Bool {
        (1...maximumDeviceCodeLength).contains(text.unicodeScalars.count) && text.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
    }

    /// `address` as the page the user is sent to, when it is on the web origin — same scheme, host
    /// and port as ``GitHubAPIConfiguration/webURL`` — with no user name or password.
    func verificationURL(_ address: String) throws(DataSourceError) -> URL {
        guard address.utf8.count <= 2048, let url = URL(string: address), let origin = HTTPOrigin(url) else {
            throw Self.malformed("sign-in code: the verification address is not a web address")
        }
        guard origin == HTTPOrigin(configuration.webURL), url.user == nil, url.password == nil else {
            throw Self.malformed("sign-in code: the verification address is not on \(Self.originText(configuration.webURL)), so it is not shown")
        }
        return url
    }

    /// `url`'s scheme, host and port, for messages.
    private static func originText(_ url: URL) -> String {
        guard let origin = HTTPOrigin(url) else { return "the web site" }
        return "\(origin.scheme)://\(origin.host):\(origin.port)"
    }

    /// The failure GitHub's `error` code stands for, when it does not end the poll.
    static func failure(_ code: String, clientID: OAuthClientID) -> DataSourceError {
        switch code {
        case "incorrect_client_credentials":
            .rejected(status: 400, detail: "GitHub knows no OAuth app with the client ID \(clientID); check it on the app's page")
        case "device_flow_disabled":
            .rejected(status: 400, detail: "the OAuth app \(clientID) does not have the device flow enabled; enable it on the app's page")
        case "incorrect_device_code":
            .rejected(status: 400, detail: "GitHub did not recognise the sign-in code; start signing in again")
        case "unsupported_grant_type":
            .rejected(status: 400, detail: "GitHub did not accept the sign-in request (unsupported_grant_type)")
        default:
            .rejected(status: 400, detail: "GitHub refused the sign-in (\(errorCodeText(code)))")
        }
    }

    /// An error code as it may be shown: only `a–z`, `0–9` and `_`, at most 40 of them.
    static func errorCodeText(_ code: String) -> String {
        let kept = code.unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        let text = String(String.UnicodeScalarView(kept.prefix(40)))
        return text.isEmpty ? "unnamed error" : text
    }

    /// What is wrong with a token the server sent, in words about the server's reply.
    static func fault(of error: AccessTokenError) -> String {
        switch error {
        case .empty: "it is empty"
        case .containsWhitespace: "it has a space, a line break or another control character inside"
        case .invalidCharacter: "it has DEL or a character outside printable ASCII"
        case let .tooLong(maximum): "it is longer than \(maximum) characters"
        }
    }

    private static func malformed(_ detail: String) -> DataSourceError {
        .malformedResponse(detail: detail)
    }

    // MARK: Requests

    /// POSTs `form` to `path` on the web origin and decodes the reply. A reply naming an `error`
    /// is returned, whatever its status, for the caller to read; a 3xx, or another status
    /// without one, is a failure. `what` names the reply in messages.
    private func exchange<Payload: Decodable & GitHubOAuthReply>(
        _ path: [String], form: [(String, String)], as type: Payload.Type, clientID: OAuthClientID, what: String
    ) async throws -> Payload {
        let (data, response) = try await send(try request(path, form: form))
        let status = response.statusCode
        if (300..<400).contains(status) {
            throw Self.malformed("\(what): GitHub answered with a redirect (HTTP \(status)), which is not followed")
        }
        if status == 404 {
            // GitHub's answer to a client ID it does not know (its body says "Not Found").
            throw Self.failure("incorrect_client_credentials", clientID: clientID)
        }
        let payload = try? JSONDecoder().decode(type, from: data)
        if let payload, payload.error != nil { return payload }
        switch GitHubAPIClient.classify(data: data, response: response, now: now()) {
        case .success:
            do {
                return try JSONDecoder().decode(type, from: data)
            } catch let error as DecodingError {
                throw Self.malformed("\(what): \(GitHubAPIClient.describe(error, in: data))")
            }
        case .failure(.unauthorized):
            // No token is sent here: a 401 refuses the app, not a token (the message of
            // `.unauthorized` would tell the user to sign in again).
            throw DataSourceError.rejected(
                status: status, detail: "GitHub refused the sign-in request (HTTP \(status)); check the client ID on the OAuth app's page"
            )
        case let .failure(error):
            throw error
        }
    }

    /// `POST path` on the web origin with `form` as its body, asking for JSON.
    private func request(_ path: [String], form: [(String, String)]) throws(DataSourceError) -> URLRequest {
        var url = configuration.webURL
        for segment in path {
            url.appendPathComponent(segment)
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: GitHubAPIClient.timeout(configuration).timeInterval)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        request.httpBody = Data(Self.formBody(form).utf8)
        return request
    }

    /// `fields` as an `application/x-www-form-urlencoded` body: every byte but letters, digits and
    /// `-._~` percent-encoded.
    static func formBody(_ fields: [(String, String)]) -> String {
        var unreserved = CharacterSet(charactersIn: "-._~")
        unreserved.formUnion(CharacterSet(charactersIn: "a"..."z"))
        unreserved.formUnion(CharacterSet(charactersIn: "A"..."Z"))
        unreserved.formUnion(CharacterSet(charactersIn: "0"..."9"))
        func encode(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }
        return fields.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    }

    /// Sends `request` once, within the time-out, with its reply capped; transport failures as
    /// `DataSourceError`s.
    private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let limit = min(Self.maximumReplySize, configuration.maximumReplySize)
        let transport = transport
        do {
            return try await RequestDeadline.run(within: GitHubAPIClient.timeout(configuration), on: configuration.clock) {
                try await transport.send(request, limit: limit)
            }
        } catch HTTPTransportRefusal.tooLarge(let limit) {
            throw Self.malformed("the reply is larger than \(GitHubAPIClient.describeSize(limit))")
        } catch HTTPTransportRefusal.encoded(let encoding) {
            throw Self.malformed("the reply is compressed (\(encoding)), which was not asked for")
        } catch is RequestDeadline.Exceeded {
            throw DataSourceError.timedOut
        } catch let unavailable as LiveNetworkUnavailable {
            throw unavailable
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw GitHubAPIClient.transportError(error).error
        }
    }
}

/// A reply of GitHub's OAuth endpoints, which name their failures in an `error` field.
protocol GitHubOAuthReply {
    /// GitHub's error code (`authorization_pending`, `access_denied`, …), if any.
    var error: String? { get }
}

extension GitHubDeviceCodePayload: GitHubOAuthReply {}
extension GitHubAccessTokenPayload: GitHubOAuthReply {}
