import StrataAlert

/// The buttons of the alert that asks before the album switches animals.
///
/// Used as the context of an `AlertClient<ConfirmChangeAnimalAction>`: the client's type says
/// which alert it shows, and every handler receives one of these cases.
public enum ConfirmChangeAnimalAction: AlertActionType {
    /// Switch the album to the given animal.
    case change(to: Animal)
    /// Keep the album as it is.
    case cancel

    /// The button's text: "See Cats" / "See Dogs", or "Stay".
    public var title: String {
        switch self {
        case .change(let animal): "See \(animal.rawValue)s"
        case .cancel: "Stay"
        }
    }

    /// Changing is the default button; staying cancels.
    public var style: AlertActionStyle {
        switch self {
        case .change: .default
        case .cancel: .cancel
        }
    }
}
