import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain

/// What the Account screen shows while a device sign-in waits for the user: the code to type, the
/// page to type it on, and until when it works. The device code, GitHub's secret, is not part of
/// it, so a prompt can sit in a state, an action or a replay file.
///
/// Build it from the `DeviceAuthorization` that `SignInWithDevice.start()` returned. Decoding
/// (a replay file) checks the code and the address as the device-flow client does, so a damaged
/// file cannot put other text on the screen.
public struct DeviceSignInPrompt: Hashable, Sendable, Codable {
    /// The code the user types on GitHub's page, `WDJB-MJHT`: 1 to 16 of `A`–`Z`, `0`–`9` and `-`.
    public let userCode: String
    /// Where the user types it, as shown: an `https` address.
    public let address: String
    /// When the code stops working.
    public let expiresAt: Date

    /// The prompt of `authorization`.
    public init(_ authorization: DeviceAuthorization) {
        userCode = authorization.userCode
        address = authorization.verificationURL.absoluteString
        expiresAt = authorization.expiresAt
    }

    /// The sentence under the code: "The code works until 14:05. Waiting for GitHub…".
    public func expiryText(timeZone: TimeZone) -> String {
        "The code works until \(AppError.clockTime(expiresAt, timeZone: timeZone)). Waiting for GitHub…"
    }

    /// The line above the code.
    public var instruction: String { "Open \(address) in a browser and enter this code:" }

    private enum CodingKeys: String, CodingKey {
        case userCode, address, expiresAt
    }

    /// Decodes a prompt, refusing a code or an address that the device-flow client would refuse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userCode = try container.decode(String.self, forKey: .userCode)
        address = try container.decode(String.self, forKey: .address)
        expiresAt = try container.decode(Date.self, forKey: .expiresAt)
        guard Self.isUserCode(userCode) else {
            throw DecodingError.dataCorruptedError(forKey: .userCode, in: container, debugDescription: "not a device sign-in code")
        }
        guard Self.isAddress(address) else {
            throw DecodingError.dataCorruptedError(forKey: .address, in: container, debugDescription: "not an https address")
        }
    }

    private static func isUserCode(_ text: String) -> Bool {
        (1...16).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static func isAddress(_ text: String) -> Bool {
        text.count <= 200 && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
            && URL(string: text)?.scheme == "https" && URL(string: text)?.host != nil
    }
}
