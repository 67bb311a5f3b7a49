import Foundation

extension CharacterSet {
    /// Characters left as they are in one path segment: unreserved characters and sub-delimiters.
    static let deepLinkSegmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;"))
    /// Characters left as they are in a query name or value (no `&`, `=`, `+`, `#`).
    static let deepLinkQueryAllowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#;"))
}
