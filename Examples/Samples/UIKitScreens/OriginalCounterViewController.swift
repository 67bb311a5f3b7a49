#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// The counter screen in the original MVC, on UIKit: the screen only hosts the view and hands it
/// the model.
///
/// Use it to run the MVC chapter's counter the Smalltalk way. All the MVC wiring is below it: the
/// root view (``ObservingCounterView``) observes the model and creates a `Controller`, which turns
/// taps into model commands. Compare ``CocoaCounterViewController``, where this screen would be
/// the controller.
public final class OriginalCounterViewController<Controller: CounterControlling>: ViewController<ObservingCounterView<Controller>> {
    /// The model the screen's view observes.
    public let model: CounterModel

    /// Creates the screen over `model` (a new counter at 0 by default).
    public init(model: CounterModel = CounterModel()) {
        self.model = model
        super.init()
        title = "Counter · original MVC"
    }

    /// Captions the screen and hands the model to its view.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.setCaption("The view observes the model; its controller turns taps into model commands.")
        rootView.observe(model)
    }
}
#endif
