import Foundation

/// Apple (Foundation): `let NSUserActivityTypeBrowsingWeb: String`. Absent from Foundation on
/// Linux, so the simulation declares it.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Apple (CoreSpotlight): `let CSSearchableItemActionType: String` — the activity type of a
/// continued Spotlight result. CoreSpotlight does not exist on Linux, so the simulation declares it
/// (with Apple's value).
public let CSSearchableItemActionType = "com.apple.corespotlight.item"

/// Apple (CoreSpotlight): `let CSSearchableItemActivityIdentifier: String` — the `userInfo` key of
/// a continued Spotlight result that holds the unique identifier of the item the app indexed.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// Apple (Foundation): `class NSUserActivity : NSObject` (hashable by identity). Absent from
/// Foundation on Linux, so the simulation declares the part a scene delegate reads. Not main-actor
/// isolated, as in Foundation.
public final class NSUserActivity: Hashable {
    /// Apple: `var activityType: String { get }`.
    public let activityType: String
    /// Apple: `var webpageURL: URL? { get set }`.
    public var webpageURL: URL?
    /// Apple: `var userInfo: [AnyHashable : Any]? { get set }`.
    public var userInfo: [AnyHashable: Any]?

    /// Apple: `init(activityType: String)`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
