#if StrataTools
import StrataLint
import Testing

@Suite("inline-alert-handler")
struct InlineAlertHandlerTests {
    /// Article ④'s "before": a view controller building its alert with a handler inline.
    static let inlineAlert = """
        final class SaveViewController: UIViewController {
            func confirmSave(data: Data) {
                let alert = UIAlertController(title: "Save?", message: "Save the data?", preferredStyle: .alert)
                let defaultAction: UIAlertAction = UIAlertAction(title: "OK",
                                                                 style: .default,
                                                                 handler: { (action: UIAlertAction!) -> Void in
                                                                    self.presenter.save(data)
                                                                 })
                let cancelAction: UIAlertAction = UIAlertAction(title: "Cancel", style: .cancel, handler: nil)
                alert.addAction(cancelAction)
                alert.addAction(defaultAction)
                present(alert, animated: true, completion: nil)
            }
        }
        """

    /// Article ⑤'s alert client: the one place that creates alert actions with handlers.
    static let articleAlertClient = """
        final class AlertClient<Action: AlertActionType>: AlertClientType {
            private weak var vc: UIViewController!
            private var handlers: [RegistryKey: (Action) -> Void] = [:]

            required init(viewController: UIViewController) {
                self.vc = viewController
            }

            func show(strategy: AlertStrategy<Action>, animated: Bool, completion: (() -> Void)?) {
                let alert = UIAlertController(title: strategy.title, message: strategy.message,
                                              preferredStyle: UIAlertController.Style(style: strategy.style))
                for action in strategy.actions {
                    alert.addAction(UIAlertAction(title: action.title,
                                                  style: UIAlertAction.Style(style: action.style),
                                                  handler: { (alertAction: UIAlertAction) -> Void in
                                                      self.handlers.values.forEach { $0(action) }
                                                  }))
                }
                self.vc.present(alert, animated: animated, completion: completion)
            }
        }
        """

    @Test("a UIAlertAction with a handler closure in a view controller is reported; one with handler: nil is not")
    func inlineUIAlertAction() {
        let findings = lint(Self.inlineAlert)
        #expect(findings.map(\.rule) == [.inlineAlertHandler])
        #expect(findings.first?.line == 4)
    }

    @Test("the articles' AlertClient, which creates UIAlertActions with handlers, is not reported")
    func articleAlertClientIsAllowed() {
        #expect(rules(Self.articleAlertClient).isEmpty)
    }

    @Test("a driver's AlertPresenting conformance may build alert buttons with handlers")
    func alertPresentingConformance() {
        let source = """
            extension ViewController: AlertPresenting {
                func presentAlert(_ alert: AlertPresentation, animated: Bool, completion: (() -> Void)?, onChoice: @escaping (Int) -> Void) {
                    let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
                    controller.addAction(UIAlertAction(title: "OK", style: .default) { _ in onChoice(0) })
                }
            }
            """
        #expect(rules(source).isEmpty)
    }

    @Test("showing an alert with a handler closure is reported, with a trailing closure too; a completion closure is not a handler")
    func showAlertWithHandler() {
        let source = """
            final class ProfileViewController: UIViewController {
                func failed() {
                    showAlert(title: "Failed", message: nil, handler: { self.retry() })
                    presentErrorAlert(error) { choice in self.handle(choice) }
                    showAlert(title: "Saved", completion: { self.close() })
                    fetchErrorAlert.show(strategy: .init(fetchFailure: error))
                }
            }
            """
        #expect(lint(source).map(\.line) == [3, 4])
    }

    @Test("on real apps: alert handlers given where the alert is shown are reported; empty handlers, a loading indicator's completion and other show… calls are not")
    func realAppShapes() {
        let reported = """
            final class DraftViewController: UIViewController {
                func close() {
                    presentDiscardChangesActionSheet { self.dismiss(animated: true) }
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete() })
                }
            }
            """
        #expect(lint(reported).map(\.line) == [3, 4])
        let quiet = """
            final class DraftViewController: UIViewController {
                func close() {
                    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in })
                    alert.addAction(UIAlertAction(title: "OK", style: .default, handler: { _ in }))
                    loadingAlert.showAlert(navigationController!, hasProgress: false) { self.next() }
                    self.progressHUD?.showAlert(on: view) { self.next() }
                    reconnection.showAlertsForReconnection(from: self) { result in self.handle(result) }
                }
            }
            """
        #expect(rules(quiet).isEmpty)
    }
}
#endif
