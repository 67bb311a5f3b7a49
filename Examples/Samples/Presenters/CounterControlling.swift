/// What an original-MVC counter view expects of its controller: to turn the user's input into
/// commands on the model.
///
/// The view chooses its controller *type* (the Strategy pattern of the original MVC): a
/// view generic over `Controller: CounterControlling` creates `Controller(model:)` when it is given a
/// model, and sends it every press. Adopt it to give the same view other behaviour — a controller
/// that counts by tens, or a test double that records the presses.
@MainActor
public protocol CounterControlling: AnyObject {
    /// Creates a controller that sends its commands to `model`, which it does not keep alive.
    init(model: CounterModel)
    /// The user pressed `-`.
    func minusTapped()
    /// The user pressed `+`.
    func plusTapped()
}
