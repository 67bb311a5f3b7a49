import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
import Testing

/// ``GitHubDeviceFlowClient`` against scripted replies: what it sends, how it reads GitHub's
/// answers, and what it refuses.
@Suite("GitHubDeviceFlowClient")
struct GitHubDeviceFlowClientTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let clientID = (try? OAuthClientID("Iv1.0123456789abcdef")) ?? { fatalError("a valid client ID") }()

    static func client(_ transport: ScriptedTransport, webURL: URL? = nil) -> GitHubDeviceFlowClient {
        GitHubDeviceFlowClient(configuration: GitHubAPIConfiguration(webURL: webURL), transport: transport, now: { start })
    }

    /// A code reply with GitHub's fields, any of them replaced.
    static func codeReply(
        userCode: String = "WDJB-MJHT", verification: String = "https://github.com/login/device", expiresIn: String = "900", interval: String? = "5"
    ) -> ScriptedTransport.Reply {
        let intervalField = interval.map { #","interval":\#($0)"# } ?? ""
        return .json(#"{"device_code":"3584d83530557fdd1f46af8289938c8ef79f9dc5","user_code":"\#(userCode)","verification_uri":"\#(verification)","expires_in":\#(expiresIn)\#(intervalField)}"#)
    }

    static let authorization = DeviceAuthorization(
        userCode: "WDJB-MJHT", verificationURL: URL(fileURLWithPath: "/"), expiresAt: start.addingTimeInterval(900), interval: .seconds(5),
        deviceCode: DeviceCode("secret device&code=1")
    )

    static func isMalformed(_ error: any Error, saying text: String) -> Bool {
        guard case let .malformedResponse(detail) = error as? DataSourceError else { return false }
        return detail.contains(text)
    }

    static func isRejected(_ error: any Error, saying text: String) -> Bool {
        guard case let .rejected(_, detail) = error as? DataSourceError else { return false }
        return detail.contains(text)
    }

    static func form(_ request: URLRequest?) -> String {
        String(decoding: request?.httpBody ?? Data(), as: UTF8.self)
    }

    // MARK: Starting

    @Test("starting POSTs the client ID and the scope as a form to the web site, asks for JSON, and sends no token")
    func startRequest() async throws {
        let transport = ScriptedTransport(Self.codeReply())
        _ = try await Self.client(transport).startSignIn(clientID: Self.clientID)
        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://github.com/login/device/code")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(Self.form(request) == "client_id=Iv1.0123456789abcdef&scope=read%3Auser")
    }

    @Test("GitHub's code reply becomes an authorization: the code, the page, the expiry from now and the interval")
    func startReply() async throws {
        let authorization = try await Self.client(ScriptedTransport(Self.codeReply())).startSignIn(clientID: Self.clientID)
        #expect(authorization.userCode == "WDJB-MJHT")
        #expect(authorization.verificationURL.absoluteString == "https://github.com/login/device")
        #expect(authorization.expiresAt == Self.start.addingTimeInterval(900))
        #expect(authorization.interval == .seconds(5))
        #expect(authorization.deviceCode.secret == "3584d83530557fdd1f46af8289938c8ef79f9dc5")
    }

    @Test(
        "intervals and expiries are brought within bounds",
        arguments: [
            ("5", "900", Duration.seconds(5), 900.0), ("0", "900", .seconds(1), 900), ("-3", "900", .seconds(1), 900),
            ("100000", "900", .seconds(60), 900), ("5", "999999999", .seconds(5), 3600),
        ] as [(String, String, Duration, TimeInterval)]
    )
    func clamped(interval: String, expiresIn: String, expectedInterval: Duration, expectedLife: TimeInterval) async throws {
        let transport = ScriptedTransport(Self.codeReply(expiresIn: expiresIn, interval: interval))
        let authorization = try await Self.client(transport).startSignIn(clientID: Self.clientID)
        #expect(authorization.interval == expectedInterval)
        #expect(authorization.expiresAt == Self.start.addingTimeInterval(expectedLife))
    }

    @Test("without an interval, GitHub's default of 5 seconds")
    func defaultInterval() async throws {
        let authorization = try await Self.client(ScriptedTransport(Self.codeReply(interval: nil))).startSignIn(clientID: Self.clientID)
        #expect(authorization.interval == .seconds(5))
    }

    @Test("a code that has already expired is malformed", arguments: ["0", "-60"])
    func pastExpiry(expiresIn: String) async throws {
        await #expect { try await Self.client(ScriptedTransport(Self.codeReply(expiresIn: expiresIn))).startSignIn(clientID: Self.clientID) } throws: {
            Self.isMalformed($0, saying: "expires_in")
        }
    }

    @Test(
        "the user is sent only to the web site's own origin",
        arguments: [
            "http://github.com/login/device", "https://github.com.evil.example/login/device", "https://evil.example/login/device",
            "https://github.com:8443/login/device", "https://github.com@evil.example/login/device", "https://me:pw@github.com/login/device",
            "javascript:alert(1)", "//github.com/login/device", "not a url",
        ]
    )
    func verificationElsewhere(address: String) async throws {
        await #expect { try await Self.client(ScriptedTransport(Self.codeReply(verification: address))).startSignIn(clientID: Self.clientID) } throws: {
            Self.isMalformed($0, saying: "verification address")
        }
    }

    @Test("GitHub's page in another case or with its explicit port is the same origin")
    func verificationSameOrigin() async throws {
        for address in ["https://GitHub.com/login/device", "https://github.com:443/login/device"] {
            let authorization = try await Self.client(ScriptedTransport(Self.codeReply(verification: address))).startSignIn(clientID: Self.clientID)
            #expect(authorization.verificationURL.absoluteString == address)
        }
    }

    @Test("a local web site in plain HTTP allows exactly its own origin")
    func localWebSite() async throws {
        let web = try #require(URL(string: "http://127.0.0.1:8080"))
        let good = try await Self.client(ScriptedTransport(Self.codeReply(verification: "http://127.0.0.1:8080/login/device")), webURL: web)
            .startSignIn(clientID: Self.clientID)
        #expect(good.verificationURL.absoluteString == "http://127.0.0.1:8080/login/device")
        for address in ["http://127.0.0.1:8081/login/device", "https://127.0.0.1:8080/login/device", "http://localhost:8080/login/device"] {
            await #expect { try await Self.client(ScriptedTransport(Self.codeReply(verification: address)), webURL: web).startSignIn(clientID: Self.clientID) } throws: {
                Self.isMalformed($0, saying: "verification address")
            }
        }
    }

    @Test("user codes are up to 16 of A-Z, 0-9 and '-'", arguments: ["wdjb-mjht", #"WDJB\u001b[2J"#, "WDJB MJHT", "", "ABCDEFGHIJKLMNOPQ", #"WDJB\u202eMJHT"#])
    func badUserCode(userCode: String) async throws {
        await #expect { try await Self.client(ScriptedTransport(Self.codeReply(userCode: userCode))).startSignIn(clientID: Self.clientID) } throws: {
            Self.isMalformed($0, saying: "user code")
        }
    }

    @Test("a missing field is named", arguments: ["device_code", "user_code", "verification_uri", "expires_in"])
    func missingField(field: String) async throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(Self.codeReply().body.utf8)) as? [String: Any])
        object[field] = nil
        let body = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        await #expect { try await Self.client(ScriptedTransport(.json(body))).startSignIn(clientID: Self.clientID) } throws: {
            Self.isMalformed($0, saying: "missing \"\(field)\"")
        }
    }

    @Test("a client ID GitHub does not know (404) says to check it")
    func unknownClient() async throws {
        await #expect { try await Self.client(ScriptedTransport(.json(#"{"error":"Not Found"}"#, status: 404))).startSignIn(clientID: Self.clientID) } throws: {
            Self.isRejected($0, saying: "no OAuth app with the client ID Iv1.0123456789abcdef")
        }
    }

    @Test("a 401 without GitHub's error code refuses the request and says to check the client ID, not to sign in again")
    func unauthorizedIsRefusal() async throws {
        await #expect { try await Self.client(ScriptedTransport(.json(#"{"message":"Bad credentials"}"#, status: 401))).startSignIn(clientID: Self.clientID) } throws: {
            Self.isRejected($0, saying: "check the client ID")
        }
        await #expect { try await Self.client(ScriptedTransport(.json("{}", status: 401))).poll(Self.authorization, clientID: Self.clientID) } throws: {
            Self.isRejected($0, saying: "HTTP 401")
        }
    }

    @Test("an app without the device flow says to enable it")
    func deviceFlowDisabled() async throws {
        await #expect { try await Self.client(ScriptedTransport(.json(#"{"error":"device_flow_disabled"}"#, status: 400))).startSignIn(clientID: Self.clientID) } throws: {
            Self.isRejected($0, saying: "does not have the device flow enabled")
        }
    }

    // MARK: Polling

    @Test("polling POSTs the client ID, the device code (form-encoded) and the device grant type")
    func pollRequest() async throws {
        let transport = ScriptedTransport(.json(#"{"error":"authorization_pending"}"#))
        _ = try await Self.client(transport).poll(Self.authorization, clientID: Self.clientID)
        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://github.com/login/oauth/access_token")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(
            Self.form(request)
                == "client_id=Iv1.0123456789abcdef&device_code=secret%20device%26code%3D1&grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code"
        )
    }

    @Test(
        "GitHub's poll answers become the poll's results",
        arguments: [
            (#"{"error":"authorization_pending","error_description":"The authorization request is still pending."}"#, DeviceFlowPoll.pending),
            (#"{"error":"slow_down","interval":10}"#, .slowDown(interval: .seconds(10))),
            (#"{"error":"slow_down","interval":100000}"#, .slowDown(interval: .seconds(60))),
            (#"{"error":"slow_down"}"#, .slowDown(interval: .seconds(10))),
            (#"{"error":"expired_token"}"#, .expired),
            (#"{"error":"access_denied"}"#, .denied),
            (#"{"access_token":"gho_16C7e42F292c6912E7710c838347Ae178B4a","token_type":"bearer","scope":"read:user"}"#,
             .granted(try! AccessToken("gho_16C7e42F292c6912E7710c838347Ae178B4a"))),
        ]
    )
    func pollResults(body: String, expected: DeviceFlowPoll) async throws {
        #expect(try await Self.client(ScriptedTransport(.json(body))).poll(Self.authorization, clientID: Self.clientID) == expected)
    }

    @Test(
        "GitHub's other errors are refusals that say what to do, never GitHub's own text",
        arguments: [
            (#"{"error":"incorrect_client_credentials"}"#, "no OAuth app with the client ID"),
            (#"{"error":"incorrect_device_code"}"#, "start signing in again"),
            (#"{"error":"unsupported_grant_type"}"#, "unsupported_grant_type"),
            (#"{"error":"\u001b[31mhacked","error_description":"click https://evil.example"}"#, "GitHub refused the sign-in (31mhacked)"),
        ]
    )
    func pollRefusals(body: String, detail: String) async throws {
        await #expect { try await Self.client(ScriptedTransport(.json(body, status: 400))).poll(Self.authorization, clientID: Self.clientID) } throws: { error in
            Self.isRejected(error, saying: detail) && !"\(error)".contains("evil") && !"\(error)".contains("\u{1B}")
        }
    }

    @Test("a redirect is not followed: nothing more is sent, and the reply is malformed")
    func redirectNotFollowed() async throws {
        let transport = ScriptedTransport(ScriptedTransport.Reply(status: 307, headers: ["Location": "https://evil.example/login/oauth/access_token"]))
        await #expect { try await Self.client(transport).poll(Self.authorization, clientID: Self.clientID) } throws: {
            Self.isMalformed($0, saying: "redirect")
        }
        #expect(transport.requests.count == 1)
    }

    @Test("a server failure is not retried")
    func serverFailure() async throws {
        let transport = ScriptedTransport(.json(#"{"message":"oops"}"#, status: 502))
        await #expect(throws: DataSourceError.server(status: 502)) { try await Self.client(transport).poll(Self.authorization, clientID: Self.clientID) }
        #expect(transport.requests.count == 1)
    }

    @Test("a reply over 64 KiB is malformed")
    func oversized() async throws {
        let body = #"{"error":"authorization_pending","padding":""# + String(repeating: " ", count: 70_000) + #""}"#
        await #expect { try await Self.client(ScriptedTransport(.json(body))).poll(Self.authorization, clientID: Self.clientID) } throws: {
            Self.isMalformed($0, saying: "larger than 65536 bytes")
        }
    }

    @Test(
        "a token that is not well formed is a malformed reply that says what is wrong with it, never its text nor “pasted”",
        arguments: [
            (#""gho_secret with space""#, "it has a space, a line break or another control character inside"),
            (#""gho_secret\u0007bell""#, "it has a space, a line break or another control character inside"),
            (#""gho_secret\u007fdel""#, "it has DEL or a character outside printable ASCII"),
            (#""gho_secret\u00e9""#, "it has DEL or a character outside printable ASCII"),
            ("\"gho_secret" + String(repeating: "x", count: 600) + "\"", "it is longer than 512 characters"),
            (#""   ""#, "it is empty"),
        ]
    )
    func badToken(token: String, fault: String) async throws {
        let body = #"{"access_token":"# + token + #","token_type":"bearer"}"#
        await #expect { try await Self.client(ScriptedTransport(.json(body))).poll(Self.authorization, clientID: Self.clientID) } throws: { error in
            Self.isMalformed(error, saying: "GitHub's reply holds a token that is not well formed (\(fault))")
                && !"\(error)".contains("gho_secret") && !"\(error)".contains("pasted")
        }
    }

    @Test("neither the device code nor the token is in what the client's failures print")
    func secretsStayOut() async throws {
        for body in [#"{"error":"incorrect_device_code"}"#, #"{"error":"x"}"#, #"{"nothing":1}"#, "not json"] {
            do {
                _ = try await Self.client(ScriptedTransport(.json(body))).poll(Self.authorization, clientID: Self.clientID)
                Issue.record("\(body) was accepted")
            } catch {
                #expect(!"\(error)".contains("secret device"))
            }
        }
    }

    // MARK: The web site

    @Test(
        "the web site goes with the API: github.com for api.github.com, else the API's origin",
        arguments: [
            ("https://api.github.com", "https://github.com"), ("https://ghe.example.com/api/v3", "https://ghe.example.com"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080"), ("https://ghe.example.com:8443/api/v3", "https://ghe.example.com:8443"),
            ("http://api.github.com", "http://api.github.com"),
        ]
    )
    func webURL(api: String, web: String) throws {
        let apiURL = try #require(URL(string: api))
        #expect(GitHubAPIConfiguration(apiURL: apiURL).webURL.absoluteString == web)
    }
}
