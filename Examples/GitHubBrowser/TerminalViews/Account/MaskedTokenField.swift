import GitHubBrowserVocabulary
import StrataTerminal

/// A one-line field for a secret: a `TextField` that edits and takes focus and pastes as usual,
/// with a mask drawn over it so that the screen shows one `•` per character, never the text.
///
/// Register input on ``field`` (`onSubmit`, `onChange`) as with any text field.
public final class MaskedTokenField: View {
    /// The field that holds and edits the secret.
    public let field: TextField
    private let mask: TextMask

    /// Creates an empty field with a placeholder.
    public init(placeholder: String) {
        field = TextField(placeholder: placeholder)
        mask = TextMask(source: field)
        super.init()
        addSubview(field)
        addSubview(mask)
    }

    public override func sizeThatFits(_ proposal: TerminalSize) -> TerminalSize {
        TerminalSize(columns: proposal.columns, rows: min(1, proposal.rows))
    }

    public override func layoutSubviews() {
        field.frame = bounds
        mask.frame = bounds
    }
}
