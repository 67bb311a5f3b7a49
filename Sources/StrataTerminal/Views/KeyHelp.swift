/// One entry of the status line: the keys and what they do (`"↑↓" "move"`).
///
/// Views and controllers return their entries from `keyHelp`; the application shows those of the
/// focused view and of the visible controllers, so the user always sees the keys that work now.
public struct KeyHelp: Hashable, Sendable {
    /// The keys, as the user reads them (`"Enter"`, `"↑↓"`, `"^U"`).
    public var keys: String
    /// What they do, in a word or two.
    public var action: String

    /// Creates an entry.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }

    /// Whether the keys are typed characters: one letter, digit or ASCII punctuation mark (`"f"`),
    /// or a range of them (`"1-4"`). Named keys (`"Enter"`, `"Esc"`), control keys (`"^R"`) and
    /// arrows are not. A focused text field takes typed characters for itself, so the status line
    /// hides such entries of the controllers around it.
    public var isTypedCharacter: Bool {
        let characters = Array(keys)
        switch characters.count {
        case 1: return Self.isTypable(characters[0])
        case 3: return characters[1] == "-" && Self.isTypable(characters[0]) && Self.isTypable(characters[2])
        default: return false
        }
    }

    private static func isTypable(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || (character.isASCII && character.isPunctuation)
    }
}
