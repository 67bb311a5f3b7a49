import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

extension FakeGitHub {
    /// The user code the fake issues (unless a ``DeviceFlowScript`` says otherwise).
    public static let userCode = "WDJB-MJHT"

    /// The device code the fake issues to `clientID`, and the only one its polls accept.
    public static func deviceCode(for clientID: String) -> String { "fake-device-code-" + clientID }

    /// Adds `POST /login/device/code` and `POST /login/oauth/access_token` (see ``DeviceFlowScript``).
    func deviceFlowRoutes(on router: Router<BasicRequestContext>, origin: Origin) {
        router.post("login/device/code") { request, _ -> Response in
            let form = try await Self.form(of: request)
            let clientID = form["client_id"] ?? ""
            _ = self.record("login/device/code \(clientID)", origin: origin, request: request)
            return self.codeReply(clientID: clientID, scope: form["scope"], origin: origin)
        }
        router.post("login/oauth/access_token") { request, _ -> Response in
            let form = try await Self.form(of: request)
            let clientID = form["client_id"] ?? ""
            let poll = self.record("login/oauth/access_token \(clientID)", origin: origin, request: request)
            return self.pollReply(clientID: clientID, form: form, poll: poll, origin: origin)
        }
    }

    /// The fields of an `application/x-www-form-urlencoded` body (at most 64 KiB).
    private static func form(of request: Request) async throws -> [String: String] {
        var request = request
        let body = try await request.collectBody(upTo: 64 * 1024)
        var components = URLComponents()
        components.percentEncodedQuery = String(buffer: body)
        var fields: [String: String] = [:]
        for item in components.queryItems ?? [] { fields[item.name] = item.value ?? "" }
        return fields
    }

    private func codeReply(clientID: String, scope: String?, origin: Origin) -> Response {
        typealias Reply = FakeGitHubReplies
        guard !clientID.isEmpty else { return Reply.json(#"{"error":"incorrect_client_credentials"}"#, status: .badRequest) }
        guard scope == "read:user" else { return Reply.json(#"{"error":"invalid_scope"}"#, status: .badRequest) }
        func code(userCode: String = Self.userCode, verification: String = "\(base)/login/device", expiresIn: Int = 900, interval: Int? = nil, padding: String = "") -> Response {
            Reply.json(
                #"{"device_code":"\#(Self.deviceCode(for: clientID))","user_code":"\#(userCode)","verification_uri":"\#(verification)","expires_in":\#(expiresIn),"interval":\#(interval ?? deviceFlowInterval)\#(padding)}"#
            )
        }
        switch DeviceFlowScript(clientID: clientID) {
        case .unknownClient:
            return Reply.json(#"{"error":"Not Found"}"#, status: .notFound)
        case .verificationOnOtherHost:
            return code(verification: "https://github.com.evil.example/login/device")
        case .verificationInPlainHTTP:
            return code(verification: "http://github.com/login/device")
        case .verificationWithUser:
            return code(verification: base.replacingOccurrences(of: "http://", with: "http://github.com@") + "/login/device")
        case .hugeBody:
            return code(padding: #","padding":""# + String(repeating: " ", count: 5_000_000) + #"""#)
        case .controlCharacterUserCode:
            return code(userCode: #"WDJB\u001b[2J"#)
        case .hostileTiming:
            return code(expiresIn: 999_999_999, interval: 100_000)
        case .redirect where origin == .main:
            return Reply.redirect(to: "\(otherOrigin.absoluteString)/login/device/code", status: .temporaryRedirect)
        default:
            return code()
        }
    }

    private func pollReply(clientID: String, form: [String: String], poll: Int, origin: Origin) -> Response {
        typealias Reply = FakeGitHubReplies
        func error(_ code: String, interval: Int? = nil) -> Response {
            Reply.json(#"{"error":"\#(code)","error_description":"The fake says \#(code)."\#(interval.map { #","interval":\#($0)"# } ?? "")}"#)
        }
        guard form["grant_type"] == "urn:ietf:params:oauth:grant-type:device_code" else { return error("unsupported_grant_type") }
        guard form["device_code"] == Self.deviceCode(for: clientID) else { return error("incorrect_device_code") }
        let token = Reply.json(#"{"access_token":"\#(Self.validToken)","token_type":"bearer","scope":"read:user"}"#)
        switch DeviceFlowScript(clientID: clientID) {
        case .slowDown:
            return poll == 1 ? error("slow_down", interval: DeviceFlowScript.slowDownInterval) : token
        case .expired:
            return error("expired_token")
        case .denied:
            return error("access_denied")
        case .pending:
            return error("authorization_pending")
        case .unknownError:
            return error(#"\u001b[31mhacked"#)
        case .pollRedirect where origin == .main:
            return Reply.redirect(to: "\(otherOrigin.absoluteString)/login/oauth/access_token", status: .temporaryRedirect)
        default:
            return poll <= 2 ? error("authorization_pending") : token
        }
    }
}
