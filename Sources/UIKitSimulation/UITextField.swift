/// Apple: `@MainActor class UITextField : UIControl`.
@MainActor
open class UITextField: UIControl {
    /// Apple: `var text: String? { get set }`; "This value is `nil` by default."
    open var text: String?
    /// Apple: `var placeholder: String? { get set }`.
    open var placeholder: String?
    /// Apple (UITextInputTraits): `var isSecureTextEntry: Bool { get set }` ("default is NO").
    open var isSecureTextEntry = false
}
