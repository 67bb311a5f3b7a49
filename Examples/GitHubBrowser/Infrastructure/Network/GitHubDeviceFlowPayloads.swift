/// The reply of `POST /login/device/code` (RFC 8628 §3.2), or its error. Every field is optional:
/// ``GitHubDeviceFlowClient`` says which one is missing, or which error GitHub named.
struct GitHubDeviceCodePayload: Decodable {
    var device_code: String?
    var user_code: String?
    var verification_uri: String?
    var expires_in: Int?
    var interval: Int?
    var error: String?
}

/// The reply of `POST /login/oauth/access_token` while polling (RFC 8628 §3.4–3.5): a token, or
/// an error such as `authorization_pending` (GitHub answers both with status 200).
struct GitHubAccessTokenPayload: Decodable {
    var access_token: String?
    var interval: Int?
    var error: String?
}
