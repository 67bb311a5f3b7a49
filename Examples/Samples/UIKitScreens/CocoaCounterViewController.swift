#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore
import StrataUIKit

/// The counter screen in Cocoa MVC, on UIKit: the controller mediates between the model and the
/// view.
///
/// Use it to run the MVC chapter's counter Apple's way. The view (``CounterView``) and the model
/// (`CounterModel`) do not know each other; this controller owns both:
/// - **inputs** (`viewDidLoad`): each button's action becomes a model command;
/// - **model → view**: it observes the model (a `ContinuousObservation`) and tells the view the new
///   count with ``CounterView/show(count:)``.
///
/// Compare ``OriginalCounterViewController``, where the view observes the model itself.
public final class CocoaCounterViewController: ViewController<CounterView> {
    /// The model this controller commands and observes.
    public let model: CounterModel

    /// Creates the screen over `model` (a new counter at 0 by default).
    public init(model: CounterModel = CounterModel()) {
        self.model = model
        super.init()
        title = "Counter · Cocoa MVC"
    }

    // MARK: - Inputs

    /// Turns the buttons' taps into model commands and starts observing the model.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.setCaption("The controller commands the model, observes it, and updates the view.")
        rootView.minusButton.addAction(UIAction { [unowned self] _ in model.countDown() }, for: .touchUpInside)
        rootView.plusButton.addAction(UIAction { [unowned self] _ in model.countUp() }, for: .touchUpInside)
        ContinuousObservation.observe(self) { controller in
            controller.rootView.show(count: controller.model.count)
        }
    }
}
#endif
