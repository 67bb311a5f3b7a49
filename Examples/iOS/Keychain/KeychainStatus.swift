import GitHubBrowserDomain

/// What a status of the Security framework's `SecItem` functions (an `OSStatus`) means to the app:
/// nothing, "no item", or a storage failure worded for the user.
///
/// Kept apart from the calls, with the statuses' values written out, so that it is tested on Linux
/// too, where there is no Security framework.
enum KeychainStatus {
    /// `errSecSuccess`.
    static let success: Int32 = 0
    /// `errSecItemNotFound`.
    static let itemNotFound: Int32 = -25300
    /// `errSecDuplicateItem`.
    static let duplicateItem: Int32 = -25299
    /// `errSecInteractionNotAllowed`: the device has not been unlocked since it started.
    static let interactionNotAllowed: Int32 = -25308
    /// `errSecMissingEntitlement`: the app is not signed with a keychain access group.
    static let missingEntitlement: Int32 = -34018

    /// Throws the storage failure `status` stands for while `doing` something ("reading the
    /// session"); returns for success.
    static func check(_ status: Int32, while doing: String) throws(DataSourceError) {
        if let failure = failure(status, while: doing) { throw failure }
    }

    /// The storage failure `status` stands for, or `nil` for success.
    static func failure(_ status: Int32, while doing: String) -> DataSourceError? {
        switch status {
        case success:
            nil
        case interactionNotAllowed:
            .storage(detail: "The keychain is locked while \(doing): unlock the device once since it started, then try again.")
        case missingEntitlement:
            .storage(detail: "This build of the app may not use the keychain (it is not signed with a keychain entitlement), so the session cannot be kept.")
        case itemNotFound:
            .storage(detail: "The session is not in the keychain any more while \(doing); sign in again.")
        default:
            .storage(detail: "The keychain failed while \(doing) (OSStatus \(status)); sign in again.")
        }
    }
}
