#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore

/// The original MVC's counter view on UIKit: it *observes the model* and creates its own
/// controller.
///
/// Use it as the root view of an original-MVC counter screen (``OriginalCounterViewController``)
/// and hand it a model with ``observe(_:)``. From then on:
/// - it shows the model's count, and redraws after every change the model reports (a
///   `ContinuousObservation`, the Observer pattern);
/// - it has created a `Controller` for that model (the Strategy pattern: the generic parameter
///   chooses the controller's type) and sends it every tap on `-` and `+`; the controller turns
///   them into model commands.
///
/// The view is a composite: the count and the buttons are a ``CounterView``, the same passive view
/// the Cocoa MVC flavour uses.
public final class ObservingCounterView<Controller: CounterControlling>: UIView, AppView {
    /// The count and the buttons.
    public let counterView = CounterView()
    /// The controller created for the observed model, or `nil` before ``observe(_:)``.
    public private(set) var controller: Controller?
    private var model: CounterModel?
    private var observation: ContinuousObservation?

    /// Embeds the counter view and sends its buttons' taps to the controller.
    public func setup() {
        counterView.setup()
        counterView.frame = bounds
        counterView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(counterView)
        counterView.minusButton.addAction(UIAction { [unowned self] _ in controller?.minusTapped() }, for: .touchUpInside)
        counterView.plusButton.addAction(UIAction { [unowned self] _ in controller?.plusTapped() }, for: .touchUpInside)
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
}
#endif
