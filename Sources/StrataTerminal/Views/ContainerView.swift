/// The root view of container controllers: a header drawn by its owner, the content below it.
@MainActor
final class ContainerView: View {
    var headerHeight: Int
    var drawHeader: @MainActor (Canvas, Int) -> Void
    var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
        }
    }

    init(headerHeight: Int, drawHeader: @escaping @MainActor (Canvas, Int) -> Void) {
        self.headerHeight = headerHeight
        self.drawHeader = drawHeader
        super.init()
    }

    override func layoutSubviews() {
        contentView?.frame = Rect(x: 0, y: headerHeight, width: frame.width, height: frame.height - headerHeight)
    }

    override func draw(in canvas: Canvas) {
        drawHeader(canvas, frame.width)
    }
}
