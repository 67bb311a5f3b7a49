/// One "photo" of the album: an animal with a name (the terminal shows it as a named tile).
///
/// Photos are identified by animal and name, so a list data source can diff albums.
public struct AnimalPhoto: Hashable, Sendable {
    /// The animal in the photo.
    public var animal: Animal
    /// The animal's name; Japanese names are welcome (they are two columns wide per character).
    public var name: String

    /// Creates a photo of `animal` called `name`.
    public init(animal: Animal, name: String) {
        self.animal = animal
        self.name = name
    }

    /// What a tile shows: the animal's emoji and its name ("🐶 Shiba 柴犬").
    public var caption: String {
        "\(animal.emoji) \(name)"
    }
}
