/// The original MVC's controller of the counter: it turns presses into model commands, and nothing
/// else.
///
/// Use it as the controller of an original-MVC counter view. It does not observe the model and never
/// touches a view — the view learns of the new count from the model itself. It holds the model weakly:
/// the view that created it owns the model.
@MainActor
public final class CounterController: CounterControlling {
    private weak var model: CounterModel?

    /// Creates a controller commanding `model`.
    public init(model: CounterModel) {
        self.model = model
    }

    public func minusTapped() {
        model?.countDown()
    }

    public func plusTapped() {
        model?.countUp()
    }
}
