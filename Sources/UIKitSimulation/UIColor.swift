import Foundation

/// Apple: `class UIColor : NSObject` (Sendable). Only grey levels: the simulation draws nothing.
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
    /// The grey level, 0 (black) to 1 (white).
    public let white: CGFloat
    /// The opacity, 0 to 1.
    public let alpha: CGFloat

    /// Apple: `init(white: CGFloat, alpha: CGFloat)`.
    public init(white: CGFloat, alpha: CGFloat) {
        self.white = white
        self.alpha = alpha
    }

    /// Apple: `class var black: UIColor { get }`.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Apple: `class var white: UIColor { get }`.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.white == rhs.white && lhs.alpha == rhs.alpha
    }

    public var description: String { "UIColor(white: \(white), alpha: \(alpha))" }
}
