/// Apple: `typealias UIActionHandler = (UIAction) -> Void`.
public typealias UIActionHandler = (UIAction) -> Void

/// Apple: `@MainActor class UIAction : UIMenuElement`. Declared with the one initialiser parameter
/// besides the handler that Strata uses; Apple's initialiser has more, all with default values.
@MainActor
public final class UIAction {
    /// Apple: `var title: String { get set }`.
    public var title: String
    let handler: UIActionHandler

    /// Apple: `convenience init(title: String = "", image: UIImage? = nil, identifier:
    /// UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes:
    /// UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`.
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
    }
}
