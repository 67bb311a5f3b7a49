import SwiftSyntax

/// Turns positions of one file into lines and columns, building the file's line table only when a
/// position is first asked for: most files have no finding, and never need it.
final class LineLocator {
    private let path: String
    private let tree: SourceFileSyntax
    private var built: SourceLocationConverter?

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
    }

    var converter: SourceLocationConverter {
        if let built { return built }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        built = converter
        return converter
    }

    func location(for position: AbsolutePosition) -> SourceLocation {
        converter.location(for: position)
    }
}
