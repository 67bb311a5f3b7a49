#if StrataTools
import SwiftSyntax

/// The name of what a call calls, and of its receiver: `show` and `alert` in `alert.show()`.
struct Callee {
    var name: String
    var base: String?
    /// Whether the call is made on a receiver other than `self` (`emptyState.configure()`, not
    /// `configure()`, `self.configure()` or `self?.configure()`).
    var isOnAnotherReceiver = false

    /// The callee of `expression`, when it is a name or a member access; `nil` otherwise.
    init?(_ expression: ExprSyntax) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            guard let receiver = member.base else { return }
            // `self` and `self?` are this object; only the keyword is spelled `self` (an
            // identifier of that name is written with backticks).
            if let reference = (receiver.as(OptionalChainingExprSyntax.self)?.expression ?? receiver).as(DeclReferenceExprSyntax.self) {
                base = reference.baseName.text
                isOnAnotherReceiver = base != "self"
            } else {
                base = Self.receiverName(receiver)
                isOnAnotherReceiver = true
            }
        } else {
            return nil
        }
    }

    /// The name of a call's receiver: `alert` in `alert.show()`, `self.alert?.show()` and
    /// `alert!.show()`.
    private static func receiverName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return receiverName(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return receiverName(forced.expression) }
        return nil
    }
}
#endif
