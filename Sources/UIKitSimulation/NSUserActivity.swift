import Foundation

/// Apple (Foundation): `let NSUserActivityTypeBrowsingWeb: String`. Absent from Foundation on
/// Linux, so the simulation declares it.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Apple (Foundation): `class NSUserActivity : NSObject` (hashable by identity). Absent from
/// Foundation on Linux, so the simulation declares the part a scene delegate reads. Not main-actor
/// isolated, as in Foundation.
public final class NSUserActivity: Hashable {
    /// Apple: `var activityType: String { get }`.
    public let activityType: String
    /// Apple: `var webpageURL: URL? { get set }`.
    public var webpageURL: URL?

    /// Apple: `init(activityType: String)`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
