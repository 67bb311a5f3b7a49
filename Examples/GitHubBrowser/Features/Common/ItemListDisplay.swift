/// A list of items as a screen object draws it: the data-source wrapper of every driver
/// (`ItemListDataSource` on the terminal and on UIKit) offers it, so that the screen objects,
/// which cannot see a driver, hand it their rows.
@MainActor
public protocol ItemListDisplay<Item>: AnyObject {
    /// The type of the list's items.
    associatedtype Item
    /// Shows `newItems`, animating the difference from what is shown.
    func update(newItems: [Item])
    /// The item of row `index`, if there is one.
    func item(at index: Int) -> Item?
}
