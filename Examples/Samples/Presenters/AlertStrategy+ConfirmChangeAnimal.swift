import StrataAlert

extension AlertStrategy where Action == ConfirmChangeAnimalAction {
    /// The confirmation shown before the album switches to `animal`: a title, a question, and
    /// the buttons "See <animal>s" and "Stay".
    public init(confirmChangeTo animal: Animal) {
        self.init(
            title: "Change Animal Photos",
            message: "Are you sure you want to see \(animal.rawValue.lowercased()) photos?",
            actions: [.change(to: animal), .cancel]
        )
    }
}
