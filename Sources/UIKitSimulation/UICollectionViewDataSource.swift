import Foundation

/// Apple: `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`.
/// `numberOfSections(in:)` is optional there (1 when missing); here it has that default.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Apple: `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Apple: `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Apple: `optional func numberOfSections(in collectionView: UICollectionView) -> Int`.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// Apple: `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate` (all optional
/// there; here with an empty default).
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// Apple: `optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Apple: `optional func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)`.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}
