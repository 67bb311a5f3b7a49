/// The animals the album can show.
public enum Animal: String, CaseIterable, Hashable, Sendable {
    /// Dogs.
    case dog = "Dog"
    /// Cats.
    case cat = "Cat"

    /// The animal the album switches to next: the other one.
    public var nextAnimal: Animal {
        switch self {
        case .dog: .cat
        case .cat: .dog
        }
    }

    /// The emoji that stands for the animal on a photo tile.
    public var emoji: String {
        switch self {
        case .dog: "🐶"
        case .cat: "🐱"
        }
    }
}
