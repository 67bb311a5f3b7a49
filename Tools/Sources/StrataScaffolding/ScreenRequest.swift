/// What `strata new screen` is asked for: a screen's name, pattern and driver, the driver-free
/// module the screen's logic goes in, and whether it shows a list.
public struct ScreenRequest: Sendable, Hashable {
    /// The screen's name, an upper-camel-case Swift identifier (`ArticleList`).
    public var name: String
    /// The presentation pattern.
    public var pattern: ScaffoldPattern
    /// The UI driver.
    public var driver: Driver
    /// The driver-free module: its folder holds the screen's logic, and the driver's files and the
    /// tests import it.
    public var module: String
    /// Whether the screen shows a list through a data-source wrapper.
    public var withList: Bool

    /// Creates a request.
    public init(name: String, pattern: ScaffoldPattern, driver: Driver, module: String = "Presentation", withList: Bool = false) {
        self.name = name
        self.pattern = pattern
        self.driver = driver
        self.module = module
        self.withList = withList
    }

    /// The values the templates' placeholders take.
    var placeholders: [String: String] {
        let first = name.prefix(1).lowercased()
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
        }
        return [
            "Name": name,
            "name": first + name.dropFirst(),
            "Module": module,
            "title": words.joined(separator: " "),
        ]
    }
}
