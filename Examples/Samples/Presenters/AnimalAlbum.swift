/// What the album screen shows: which animal, and its photos in order.
public struct AnimalAlbum: Hashable, Sendable {
    /// The animal on display.
    public var animal: Animal
    /// Its photos, in display order.
    public var photos: [AnimalPhoto]

    /// Creates an album of `photos` of `animal`.
    public init(animal: Animal, photos: [AnimalPhoto]) {
        self.animal = animal
        self.photos = photos
    }
}
