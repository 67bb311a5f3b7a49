#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import StrataTesting
import StrataUIKit
import Synchronization
import Testing

/// The simulation reports what crashes or silently breaks a real app, instead of crashing the tests.
@MainActor
@Suite("UIKitSimulation's misuse rules", .simulatedUIKit)
struct SimulationRulesTests {
    final class Numbers: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func collectionView(_ numbers: Numbers, register: Bool = true) -> UICollectionView {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        if register { view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell") }
        view.dataSource = numbers
        view.reloadData()
        return view
    }

    @Test("a batch update whose counts disagree with the data source is reported as UIKit words it")
    func miscountedBatchUpdate() {
        let numbers = Numbers([3])
        let view = collectionView(numbers)
        let violations = SimulatedUIKit.violations {
            numbers.counts = [5]
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        }
        #expect(violations.map(\.rule) == [.invalidBatchUpdate])
        #expect(violations.first?.message.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
        #expect(violations.first?.message.contains("(5) must be equal to") == true)
        #expect(view.numberOfItems(inSection: 0) == 5, "the view goes on with the data source's counts")
    }

    @Test("a batch update that agrees with the data source is not reported")
    func correctBatchUpdate() {
        let numbers = Numbers([3, 2])
        let view = collectionView(numbers)
        let violations = SimulatedUIKit.violations {
            numbers.counts = [2, 4]
            view.performBatchUpdates({
                view.deleteItems(at: [IndexPath(item: 2, section: 0)])
                view.insertItems(at: [IndexPath(item: 0, section: 1)])
                view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 1))
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            })
        }
        #expect(violations.isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 1)) != nil)
    }

    @Test("a wrong number of sections, and index paths out of range, are reported")
    func sectionsAndRanges() {
        let numbers = Numbers([1])
        let view = collectionView(numbers)
        let sections = SimulatedUIKit.violations {
            numbers.counts = [1, 1]
            view.performBatchUpdates({})
        }
        #expect(sections.first?.message.hasPrefix("Invalid update: invalid number of sections.") == true)
        let range = SimulatedUIKit.violations { view.deleteItems(at: [IndexPath(item: 7, section: 0)]) }
        #expect(range.map(\.rule) == [.invalidBatchUpdate])
    }

    @Test("a cell dequeued for an unregistered reuse identifier is reported")
    func unregisteredCell() {
        let violations = SimulatedUIKit.violations { _ = collectionView(Numbers([1]), register: false) }
        #expect(violations.map(\.rule) == [.unregisteredReuseIdentifier])
    }

    @Test("navigation misuse: pushing twice, popping the root, popping to a stranger")
    func navigationMisuse() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let violations = SimulatedUIKit.violations {
            navigation.pushViewController(root, animated: true)
            navigation.popViewController(animated: true)
            navigation.popToViewController(UIViewController(), animated: true)
        }
        #expect(violations.map(\.rule) == [.pushingControllerAlreadyOnStack, .poppingRootViewController, .poppingToControllerNotOnStack])
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers.first === root)
    }

    @Test("the navigation delegate hears every change of the top controller, on screen or not")
    func navigationDelegate() {
        final class Recorder: NSObject, UINavigationControllerDelegate {
            var depths: [Int] = []
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                #expect(navigationController.topViewController === viewController)
                depths.append(navigationController.viewControllers.count)
            }
        }
        let screens = (0..<3).map { _ in UIViewController(nibName: nil, bundle: nil) }
        let navigation = UINavigationController(rootViewController: screens[0])
        let recorder = Recorder()
        navigation.delegate = recorder
        navigation.pushViewController(screens[1], animated: false)
        navigation.pushViewController(screens[2], animated: true)
        navigation.popViewController(animated: true)
        navigation.viewControllers = [screens[0], screens[1]] // same top: not told
        navigation.popToRootViewController(animated: false)
        navigation.viewControllers = [screens[0], screens[2]]
        #expect(recorder.depths == [2, 3, 2, 1, 2])
    }

    @Test("presentation misuse: presenting while presenting, dismissing nothing, an alert without actions, a view not in a window")
    func presentationMisuse() {
        let screen = UIViewController()
        let violations = SimulatedUIKit.violations {
            screen.present(UIViewController(), animated: true)
            let window = showInWindow(screen)
            screen.dismiss(animated: true)
            screen.present(UIAlertController(title: "Empty", message: nil, preferredStyle: .alert), animated: true)
            screen.present(UIViewController(), animated: true)
            screen.present(UIViewController(), animated: true)
            #expect(window.rootViewController === screen)
        }
        #expect(violations.map(\.rule) == [.presentingFromViewNotInWindow, .dismissingWithNothingPresented, .alertWithoutActions, .presentingWhilePresenting])
    }

    @Test("lifecycle misuse: viewDidLoad twice, an override that skips super")
    func lifecycleMisuse() {
        final class NoSuper: UIViewController {
            override func viewWillAppear(_ animated: Bool) {}
        }
        let twice = UIViewController()
        let skipping = NoSuper()
        let violations = SimulatedUIKit.violations {
            twice.loadViewIfNeeded()
            twice.viewDidLoad()
            _ = showInWindow(skipping)
        }
        #expect(violations.map(\.rule) == [.viewLifecycle, .viewLifecycle])
        #expect(violations.last?.message.contains("does not call super") == true)
    }
}

@MainActor
@Suite("UIKitSimulation's reporting", .simulatedUIKit)
struct SimulationReportingTests {
    @Test("under the .simulatedUIKit trait, a violation outside violations(during:) is an issue of the test that caused it")
    func unexpectedViolationFailsTheTest() {
        withKnownIssue("popping the root is reported as a test issue, not a crash") {
            UINavigationController(rootViewController: UIViewController()).popViewController(animated: false)
        }
    }

    @Test("a handler of one's own receives the violations of its body, and only those")
    func handlerOfOnesOwn() {
        let log = Violations()
        let popped = SimulatedUIKit.reportingViolations(to: { violation in log.all.withLock { $0.append(violation) } }) {
            UINavigationController(rootViewController: UIViewController()).popViewController(animated: false)
        }
        #expect(popped == nil)
        #expect(log.all.withLock { $0 }.map(\.rule) == [.poppingRootViewController])
    }

    #if compiler(>=6.2)
    @Test("with no handler at all, a violation stops the program with a message that names the rule")
    func violationWithoutHandlerStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UINavigationController(rootViewController: UIViewController()).popViewController(animated: false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("UIKit misuse: [poppingRootViewController]"))
    }
    #endif

    @Test("a root view replaced from outside is created again, set up once more, instead of crashing")
    func replacedView() {
        let screen = RecordingScreen()
        let first = screen.rootView
        screen.view = UIView()
        let second = screen.rootView
        #expect(first !== second)
        #expect(second.setupCount == 1)
        #expect(screen.view === second)
    }
}

/// Violations handed to a handler of a test's own.
private final class Violations: Sendable {
    let all = Mutex<[UIKitViolation]>([])
}
#endif
