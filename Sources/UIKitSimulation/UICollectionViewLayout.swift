import Foundation

/// Apple: `@MainActor class UICollectionViewLayout : NSObject`. Lays out nothing here.
@MainActor
open class UICollectionViewLayout {
    /// Apple: `init()`.
    public init() {}
}

/// Apple: `@MainActor class UICollectionViewFlowLayout : UICollectionViewLayout`.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Apple: `var itemSize: CGSize { get set }`.
    open var itemSize = CGSize(width: 50, height: 50)
    /// Apple: `var minimumLineSpacing: CGFloat { get set }`.
    open var minimumLineSpacing: CGFloat = 10
    /// Apple: `var minimumInteritemSpacing: CGFloat { get set }`.
    open var minimumInteritemSpacing: CGFloat = 10
}
