#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// The SOLID chapter's walkthrough on UIKit: the steps of the `MessageSender` refactoring, from the
/// sender that does everything to the one that only sends, one row each ("Step 2 · Validation moves
/// into MessageInputValidator", with the principle at its end).
///
/// Use it as the root of a `UINavigationController`: a tap on a step has its router
/// (``SOLIDStepsRouter``) push the step's ``SOLIDStepViewController``. The steps are
/// `SOLIDWalkthrough.steps`, the same ones `strata-samples solid` prints. The screen only routes:
/// the table's rows come from the steps, the tap goes to the router, and no screen is built here.
public final class SOLIDStepsViewController: ViewController<TableRootView> {
    private let steps: [SOLIDStep]
    /// Where a tap on a step leads: the step's screen, pushed from this one.
    private lazy var router = SOLIDStepsRouter(from: self)
    private lazy var dataSource = RowListDataSource<Int>(tableView: rootView.tableView) { [steps] cell, number in
        let step = steps[number - 1]
        cell.show(text: "Step \(number) · \(step.title)", detail: step.principle)
    }

    /// Creates the screen listing `steps` (the chapter's, by default).
    public init(steps: [SOLIDStep] = SOLIDWalkthrough.steps) {
        self.steps = steps
        super.init()
        title = "SOLID · MessageSender, step by step"
    }

    // MARK: - Inputs

    /// Shows the steps, and has the router open the one the user taps.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.update(newItems: steps.indices.map { $0 + 1 })
        dataSource.didSelectRow { [unowned self] index in router.showStep(steps[index], number: index + 1, of: steps.count) }
    }
}
#endif
