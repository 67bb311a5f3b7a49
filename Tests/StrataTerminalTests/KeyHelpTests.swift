import Testing
import StrataTerminal

@Suite("KeyHelp")
struct KeyHelpTests {
    @Test("single letters, digits and ASCII punctuation, and ranges of them, are typed characters",
          arguments: ["f", "r", "3", "1-4", "a-z", "?", "/"])
    func typed(keys: String) {
        #expect(KeyHelp(keys, "x").isTypedCharacter)
    }

    @Test("named keys, control keys, arrows and combinations are not",
          arguments: ["Enter", "Esc", "Tab", "^R", "^C", "↑↓", "←→/Tab", "PgUp/PgDn", "↑", ""])
    func notTyped(keys: String) {
        #expect(!KeyHelp(keys, "x").isTypedCharacter)
    }
}
