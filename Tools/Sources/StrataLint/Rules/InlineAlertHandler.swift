#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A `UIAlertAction(…handler:)`, or an alert shown with a handler closure, outside an
    /// alert-client type.
    public static let inlineAlertHandler = RuleID("inline-alert-handler")
}

/// `inline-alert-handler`: a `UIAlertAction(…handler:)` with a handler that does something, or an
/// alert shown with a handler closure (`showAlert(…) { … }`: a `show…`/`present…` call whose name
/// ends in `Alert`, `ActionSheet` or `AlertController`, not on a loading indicator), outside an
/// alert client (a type named `…AlertClient`, or adopting `AlertClientType` or `AlertPresenting`).
struct InlineAlertHandler: LintRule {
    let id = RuleID.inlineAlertHandler
    let defaultSeverity = Severity.warning
    let summary = "Alert buttons are handled by handlers registered once on an alert client, never by closures given when the alert is shown."

    /// Receiver name parts of things that are shown like alerts but have no buttons to handle
    /// (a loading indicator's completion is not an alert button's handler).
    static let nonAlertReceivers = ["loading", "progress", "spinner", "hud", "activity"]

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.functionCall]
        let file: LintedFile

        init(file: LintedFile) { self.file = file }

        func visit(_ node: FunctionCallExprSyntax, callee: Callee) {
            guard !file.scopes.isInsideType(where: \.isAlertClient) else { return }
            if callee.name == "UIAlertAction" || (callee.name == "init" && callee.base == "UIAlertAction") {
                let handler = node.arguments.first { $0.label?.text == "handler" }?.expression
                let givesHandler = !InlineAlertHandler.isEmpty(node.trailingClosure)
                    || (handler.map { !$0.is(NilLiteralExprSyntax.self) && !($0.as(ClosureExprSyntax.self).map { InlineAlertHandler.isEmpty($0) } ?? false) } ?? false)
                guard givesHandler else { return }
                file.report(
                    .inlineAlertHandler, at: node.positionAfterSkippingLeadingTrivia,
                    "UIAlertAction with an inline handler; show alerts through an alert client (AlertClient<Action>) and register the button handlers once, in viewDidLoad"
                )
                return
            }
            // Most calls start with another ASCII letter: they are left out before the name is
            // lowercased, which copies it.
            if let first = callee.name.utf8.first, first < 0x80, first | 0x20 != UInt8(ascii: "s"), first | 0x20 != UInt8(ascii: "p") { return }
            let lowercased = callee.name.lowercased()
            guard lowercased.hasPrefix("show") || lowercased.hasPrefix("present"),
                  ["alert", "actionsheet", "alertcontroller"].contains(where: lowercased.hasSuffix),
                  !InlineAlertHandler.nonAlertReceivers.contains(where: { callee.base?.lowercased().contains($0) ?? false })
            else { return }
            let closureArgument = node.arguments.contains {
                $0.label?.text != "completion" && !($0.expression.as(ClosureExprSyntax.self).map { InlineAlertHandler.isEmpty($0) } ?? true)
            }
            guard closureArgument || !InlineAlertHandler.isEmpty(node.trailingClosure) else { return }
            file.report(
                .inlineAlertHandler, at: node.positionAfterSkippingLeadingTrivia,
                "alert shown with a handler closure ('\(callee.name)'); show it through an alert client and register the handlers once, in viewDidLoad"
            )
        }
    }

    /// Whether `closure` does nothing (`{ _ in }`): no handler at all.
    private static func isEmpty(_ closure: ClosureExprSyntax?) -> Bool {
        closure?.statements.isEmpty ?? true
    }
}
#endif
