import SamplePresenters
import StrataCore
import StrataTerminal

/// The original MVC's counter view: it *observes the model* and creates its own controller.
///
/// Use it as the root view of an original-MVC counter screen and hand it a model with
/// ``observe(_:)``. From then on:
/// - it shows the model's count, and redraws after every change the model reports (a
///   `ContinuousObservation`, the Observer pattern);
/// - it has created a `Controller` for that model (the Strategy pattern: the generic parameter
///   chooses the controller's type) and sends it every press of `-` and `+`; the controller turns
///   them into model commands.
///
/// The view is a composite: the count and the buttons are a ``CounterView``, the same passive view
/// the Cocoa MVC flavour uses.
public final class ObservingCounterView<Controller: CounterControlling>: View, AppView {
    /// The count and the buttons.
    public let counterView = CounterView()
    /// The controller created for the observed model, or `nil` before ``observe(_:)``.
    public private(set) var controller: Controller?
    private var model: CounterModel?
    private var observation: ContinuousObservation?

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    public func setup() {
        counterView.setup()
        addSubview(counterView)
        counterView.minusButton.addAction { [unowned self] in controller?.minusTapped() }
        counterView.plusButton.addAction { [unowned self] in controller?.plusTapped() }
    }

    /// Starts showing `model`: creates a controller for it and observes it for as long as this view
    /// lives (or until another model is given). The view keeps the model alive.
    public func observe(_ model: CounterModel) {
        observation?.cancel()
        self.model = model
        controller = Controller(model: model)
        // The model is read through the (weakly held) view, never captured: the model's observation
        // registrar keeps the pending callback, so a captured model would keep itself alive.
        observation = ContinuousObservation.observe(self) { view in
            guard let model = view.model else { return }
            view.counterView.show(count: model.count)
        }
    }

    /// Shows `text` as the caption that explains the screen.
    public func setCaption(_ text: String) {
        counterView.setCaption(text)
    }

    public override func layoutSubviews() {
        counterView.frame = bounds
    }
}
