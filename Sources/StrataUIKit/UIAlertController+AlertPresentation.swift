#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataAlert

extension UIAlertController.Style {
    /// The UIKit style of an `AlertStyle`: what presenters choose without importing UIKit.
    public init(style: AlertStyle) {
        switch style {
        case .alert: self = .alert
        case .actionSheet: self = .actionSheet
        }
    }
}

extension UIAlertAction.Style {
    /// The UIKit style of an `AlertActionStyle`.
    public init(style: AlertActionStyle) {
        switch style {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension UIAlertController {
    /// An alert controller showing `presentation`, whose buttons report their index in
    /// `presentation.buttons` to `onChoice`.
    convenience init(presentation: AlertPresentation, onChoice: @escaping @MainActor (Int) -> Void) {
        self.init(title: presentation.title, message: presentation.message, preferredStyle: Style(style: presentation.style))
        for (index, button) in presentation.buttons.enumerated() {
            // strata-lint:disable:next inline-alert-handler -- the driver's side of AlertPresenting: the one place UIKit buttons are made, each reporting its index to the alert client, which calls the handlers registered in viewDidLoad.
            addAction(UIAlertAction(title: button.title, style: UIAlertAction.Style(style: button.style)) { _ in onChoice(index) })
        }
    }
}
#endif
