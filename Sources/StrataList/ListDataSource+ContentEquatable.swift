extension ListDataSource where Item: ContentEquatable {
    /// Creates an empty data source for `renderer` that reloads a kept item whenever its content
    /// changed (``ContentEquatable/isContentEqual(to:)``).
    public convenience init(renderer: Renderer, cellProvider: @escaping CellProvider) {
        self.init(renderer: renderer, isContentEqual: { $0.isContentEqual(to: $1) }, cellProvider: cellProvider)
    }
}
