import Foundation

// UIKit adds item/row and section accessors to Foundation's IndexPath.
extension IndexPath {
    /// Apple: `init(item: Int, section: Int)` (UIKit additions to IndexPath).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Apple: `init(row: Int, section: Int)` (UIKit additions to IndexPath).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// Apple: `var section: Int { get set }`.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// Apple: `var item: Int { get set }`.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// Apple: `var row: Int { get set }`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
