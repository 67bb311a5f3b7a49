/// The surface a ``View`` draws on: a ``ScreenBuffer`` seen through the view's frame.
///
/// Coordinates are local to the view (0, 0 is its top-left cell) and everything is clipped to the
/// view's visible region, so a view cannot draw over its neighbours.
@MainActor
public final class Canvas {
    /// The frame being drawn.
    public private(set) var buffer: ScreenBuffer
    private var origin = (x: 0, y: 0)
    private var clip: Rect

    /// Creates a canvas over a blank buffer of `size`.
    public init(size: TerminalSize) {
        buffer = ScreenBuffer(size: size)
        clip = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
    }

    /// Writes `text` at local `column`, `row`, clipped to the view and to `width` columns if given.
    /// Returns the local column after the text.
    ///
    /// Pass a `truncationMark` (`"…"`) to end text that does not fit with it, as UIKit truncates a
    /// label's tail; see ``ScreenBuffer/write(_:column:row:style:limit:truncationMark:)``.
    @discardableResult
    public func write(
        _ text: some StringProtocol, column: Int, row: Int, style: TextStyle = .plain, width: Int? = nil,
        truncationMark: Character? = nil
    ) -> Int {
        let y = origin.y + row
        guard y >= clip.y, y < clip.maxY else { return column }
        var limit = clip.maxX
        if let width { limit = min(limit, origin.x + column + width) }
        let start = origin.x + column
        if start < clip.x {
            // Text starting left of the clip region: drop what is hidden.
            let hidden = clip.x - start
            var skipped = 0
            var remainder = Substring(text)
            while skipped < hidden, let first = remainder.first {
                skipped += DisplayWidth.of(first)
                remainder = remainder.dropFirst()
            }
            return buffer.write(
                remainder, column: start + skipped, row: y, style: style, limit: limit, truncationMark: truncationMark
            ) - origin.x
        }
        return buffer.write(text, column: start, row: y, style: style, limit: limit, truncationMark: truncationMark) - origin.x
    }

    /// Fills a local rectangle with spaces in `style`.
    public func fill(_ rect: Rect, style: TextStyle = .plain) {
        buffer.fill(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), style: style)
    }

    /// Changes the style of the cells of a local rectangle, keeping their characters.
    public func restyle(_ rect: Rect, _ transform: (TextStyle) -> TextStyle) {
        buffer.restyle(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), transform)
    }

    /// Runs `draw` with the canvas narrowed to `rect` (local coordinates), then restores it.
    public func within(_ rect: Rect, _ draw: () -> Void) {
        let savedOrigin = origin
        let savedClip = clip
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        origin = (absolute.x, absolute.y)
        clip = absolute.intersection(clip)
        if !clip.isEmpty { draw() }
        origin = savedOrigin
        clip = savedClip
    }
}
