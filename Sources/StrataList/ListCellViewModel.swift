/// What the view model of one cell of a list offers: the content the cell shows, and the inputs a
/// cell reports — a tap, and a change of its selection.
///
/// It is the cell view model of article ⑤ (「iOSアプリでスケールしやすいアーキテクチャを考えてみた⑤」,
/// "CollectionViewのDataSource"): a screen's data-source wrapper is generic over one, gets one per
/// item from a `viewModelProvider`, configures each cell from its view model's ``content``, and
/// handles the cell's events between the cell and its view model — the view controller never
/// hears of them. Use it for what concerns the cell alone (a mark, an expanded row, a retry of its
/// image); what concerns the screen (opening an item) still goes to the screen's presenter.
///
/// The drivers' data sources that take one — StrataUIKit's `UIKitCellViewModelDataSource` and
/// StrataTerminal's `ListViewCellViewModelDataSource` — keep one view model per item in a
/// ``ListCellViewModels``, call ``didTap()`` when the user taps (Enter in a terminal) the item's
/// cell and ``selectionDidChange(isSelected:)`` when its selection changes, and draw the cell again
/// from ``content`` after each of them.
///
/// ```swift
/// @MainActor
/// final class PhotoTileViewModel: ListCellViewModel {
///     private(set) var content: PhotoTile
///
///     init(photo: Photo) { content = PhotoTile(photo: photo, isMarked: false) }
///
///     func didTap() { content.isMarked.toggle() }
/// }
/// ```
@MainActor
public protocol ListCellViewModel: AnyObject {
    /// What a cell shows; the data source hands it to the cell's configuration.
    associatedtype Content

    /// What the cell shows now. The data source reads it when it configures the cell and again
    /// after each input it forwards.
    var content: Content { get }

    /// The user tapped the cell (pressed Enter on its row in a terminal). Nothing by default.
    func didTap()

    /// The cell's selection changed to `isSelected`. It is also called with the selection a cell
    /// has when it is configured, so the value may repeat the last one. Nothing by default.
    func selectionDidChange(isSelected: Bool)
}

extension ListCellViewModel {
    /// Ignores taps.
    public func didTap() {}

    /// Ignores selection changes.
    public func selectionDidChange(isSelected: Bool) {}
}
