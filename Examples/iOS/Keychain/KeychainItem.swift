#if canImport(Security)
import Foundation
import GitHubBrowserDomain
import Security

/// A ``SecretItem`` in the Keychain: the generic password of `service` and `account`, accessible
/// after the device's first unlock, on this device only.
struct KeychainItem: SecretItem {
    let service: String
    let account: String

    /// What identifies the item in every call.
    private var query: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
    }

    func read() throws -> Data? {
        var search = query
        search[kSecReturnData as String] = true
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(search as CFDictionary, &result)
        guard status != errSecItemNotFound else { return nil }
        try KeychainStatus.check(status, while: "reading the session")
        guard let data = result as? Data else { throw DataSourceError.storage(detail: "The session in the keychain holds no data; sign out and in again.") }
        return data
    }

    func write(_ data: Data) throws {
        let attributes: [String: Any] = [
            kSecValueData as String: data, kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
        var status = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
        if status == errSecItemNotFound {
            status = SecItemAdd(query.merging(attributes) { $1 } as CFDictionary, nil)
        }
        try KeychainStatus.check(status, while: "storing the session")
    }

    func delete() throws {
        let status = SecItemDelete(query as CFDictionary)
        guard status != errSecItemNotFound else { return }
        try KeychainStatus.check(status, while: "deleting the session")
    }
}
#endif
