/// Apple (UserNotifications): `class UNNotificationResponse : NSObject`; only the path to the
/// notification's `userInfo` is declared. The simulation's own initialiser builds one for a test.
public final class UNNotificationResponse {
    /// Apple: `@NSCopying var notification: UNNotification { get }`.
    public let notification: UNNotification

    /// Simulation only: the response to a notification whose payload is `userInfo`.
    public init(userInfo: [String: String]) {
        notification = UNNotification(request: UNNotificationRequest(content: UNNotificationContent(userInfo: userInfo)))
    }
}

/// Apple (UserNotifications): `class UNNotification : NSObject`.
public final class UNNotification {
    /// Apple: `@NSCopying var request: UNNotificationRequest { get }`.
    public let request: UNNotificationRequest

    init(request: UNNotificationRequest) {
        self.request = request
    }
}

/// Apple (UserNotifications): `class UNNotificationRequest : NSObject`.
public final class UNNotificationRequest {
    /// Apple: `@NSCopying var content: UNNotificationContent { get }`.
    public let content: UNNotificationContent

    init(content: UNNotificationContent) {
        self.content = content
    }
}

/// Apple (UserNotifications): `class UNNotificationContent : NSObject`.
public final class UNNotificationContent {
    /// Apple: `var userInfo: [AnyHashable : Any] { get }` (string values here).
    public var userInfo: [AnyHashable: Any] { storage }
    private let storage: [AnyHashable: String]

    init(userInfo: [String: String]) {
        var storage: [AnyHashable: String] = [:]
        for (key, value) in userInfo { storage[key] = value }
        self.storage = storage
    }
}
