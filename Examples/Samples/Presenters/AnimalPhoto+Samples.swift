extension AnimalPhoto {
    /// The dog photos of the sample album.
    public static let sampleDogs: [AnimalPhoto] = [
        "Shiba 柴犬", "Akita 秋田犬", "Hachi ハチ", "Pochi ポチ", "Corgi コーギー", "Kai 甲斐犬", "Shiro シロ", "Rex",
    ].map { AnimalPhoto(animal: .dog, name: $0) }

    /// The cat photos of the sample album.
    public static let sampleCats: [AnimalPhoto] = [
        "Mike ミケ", "Tama タマ", "Kuro クロ", "Tora トラ", "Sakura さくら", "Momo もも", "Luna",
    ].map { AnimalPhoto(animal: .cat, name: $0) }
}
