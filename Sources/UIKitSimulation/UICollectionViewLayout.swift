import Foundation

/// Apple: `@MainActor class UICollectionViewLayout : NSObject`. Lays out nothing here.
@MainActor
open class UICollectionViewLayout {
    /// Apple: `init()`.
    public init() {}
}

/// Apple: `@MainActor class UICollectionViewFlowLayout : UICollectionViewLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
